import type { Article, ArticleSummary } from '@can/contracts/cms';
import { envelope, type ApiHandler } from './fake-api';
import { TEST_MENU } from './nav-menu-fixture';

export const summary = (
  id: number,
  urlKey: string,
  title: string,
  daysAgo = 1,
): ArticleSummary => ({
  id,
  kind: urlKey === 'visa-free' ? 'page' : 'airport-notice',
  urlKey,
  title,
  summary: `${title}: summary`,
  publishedAt: new Date(Date.UTC(2025, 10, 22 - daysAgo, 2)).toISOString().replace('Z', '+00:00'),
  lang: 'en-US',
});

export const fullArticle = (
  item: ArticleSummary,
  content = `<p>${item.title} body</p>`,
): Article => ({
  ...item,
  content,
  contentLang: item.lang,
  updatedAt: item.publishedAt,
  folderName: 'Folder',
  counterpartId: null,
});

/** Folders of the fake CMS, by urlKey. */
export const TEST_FOLDERS: Record<string, ArticleSummary[]> = {
  'visa-free': [summary(9801, 'visa-free', '240-hour visa-free transit')],
  'airport-notice': Array.from({ length: 12 }, (_, i) =>
    summary(9711 + i, 'airport-notice', `Notice ${i + 1}`, i + 1),
  ),
};

export interface FakeCmsOptions {
  menu?: unknown;
  folders?: Record<string, ArticleSummary[]>;
  articles?: Record<number, Article>;
}

/** A fake of the CMS calls the routes use: menu, article list and detail, page views, weather. */
export function fakeCms({
  menu = TEST_MENU,
  folders = TEST_FOLDERS,
  articles = {},
}: FakeCmsOptions = {}): ApiHandler {
  return (url) => {
    const { pathname, searchParams } = new URL(url, 'http://localhost');
    if (pathname.endsWith('/folder/getNavMenus')) {
      return menu instanceof Response ? menu : envelope({ navMenuDTOs: menu });
    }
    if (pathname.endsWith('/article/list')) {
      const list = folders[searchParams.get('urlKey')?.replace(/_en$/, '') ?? ''] ?? [];
      const pageNum = Number(searchParams.get('pageNum') ?? 1);
      const pageSize = Number(searchParams.get('pageSize') ?? 10);
      const start = (pageNum - 1) * pageSize;
      return envelope({
        list: list.slice(start, start + pageSize),
        pageNum,
        pageSize,
        pages: Math.ceil(list.length / pageSize),
        total: list.length,
      });
    }
    if (pathname.endsWith('/article/detail')) {
      const id = Number(searchParams.get('articleId'));
      const found =
        articles[id] ??
        Object.values(folders)
          .flat()
          .find((a) => a.id === id);
      if (!found) return envelope(null, 404, 'not found');
      return envelope('content' in found ? found : fullArticle(found));
    }
    if (pathname.endsWith('/weather/queryTodayWeather')) {
      return envelope({
        date: '2025-11-22',
        tempMin: '16',
        tempMax: '25',
        iconDay: '101',
        textDay: 'Cloudy',
        fxLink: '',
        source: 'climatology',
      });
    }
    return envelope(null);
  };
}
