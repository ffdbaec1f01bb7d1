import type { ArticleKind } from '@can/contracts';
import type { ArticleSeed } from './articles-news';
import company from './data/company.json';
import hotels from './data/hotels.json';
import misc from './data/misc.json';
import notices from './data/notices.json';
import terminal3 from './data/terminal3.json';
import { GUIDES, SERVICES, type GuideData } from './guides';

/** One article as the data files hold it; `kind` defaults to a page, `daysAgo` to 30. */
type ArticleData = GuideData;

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
  ...GUIDES,
  ...SERVICES,
  ...terminal3,
  ...company,
  ...misc,
  ...hotels,
  ...notices,
]);
