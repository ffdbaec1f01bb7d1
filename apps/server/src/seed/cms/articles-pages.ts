import type { ArticleKind } from '@can/contracts';
import type { I18nText } from '../../platform/i18n-text';
import type { ArticleSeed } from './articles-news';
import company from './data/company.json';
import guides from './data/guides.json';
import hotels from './data/hotels.json';
import misc from './data/misc.json';
import notices from './data/notices.json';
import services from './data/services.json';
import terminal3 from './data/terminal3.json';

/** One article as the data files hold it; `kind` defaults to a page, `daysAgo` to 30. */
interface ArticleData {
  id: number;
  urlKey: string;
  kind?: string;
  daysAgo?: number;
  title: I18nText;
  summary: I18nText;
  content: I18nText;
  reviewedAt?: string;
}

const fromData = (rows: ArticleData[]): ArticleSeed[] =>
  rows.map((row) => ({
    id: row.id,
    kind: (row.kind ?? 'page') as ArticleKind,
    urlKey: row.urlKey,
    daysAgo: row.daysAgo ?? 30,
    title: row.title,
    summary: row.summary,
    content: row.content,
    ...(row.reviewedAt ? { reviewedAt: row.reviewedAt } : {}),
  }));

/**
 * The content pages (guides, services, Terminal 3, company and investors, hotels, links) and the
 * longer notice lists, kept as data in `data/*.json` so editors change text, not code.
 */
export const PAGES: ArticleSeed[] = fromData([
  ...guides,
  ...services,
  ...terminal3,
  ...company,
  ...misc,
  ...hotels,
  ...notices,
]);
