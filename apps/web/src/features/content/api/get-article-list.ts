import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ArticlePage } from '@can/contracts/cms';
import { cmsPaths } from '@can/contracts/paths';
import { get } from '../../../lib/api-client';
import { currentLocale } from '../../../lib/current-locale';

export const ARTICLE_PAGE_SIZE = 10;

/**
 * GET /byairport-cms/article/list?urlKey&pageNum&pageSize: the articles of one folder, newest
 * first. Silent: the views show their own error state with a retry.
 */
export async function getArticleList(
  urlKey: string,
  pageNum: number,
  pageSize: number = ARTICLE_PAGE_SIZE,
  signal?: AbortSignal,
): Promise<ArticlePage> {
  const { data } = await get(cmsPaths.articleList, {
    params: { urlKey, pageNum, pageSize },
    schema: () => import('@can/contracts/cms').then((m) => m.articlePage),
    silent: true,
    signal,
  });
  return data;
}

export function articleListQuery(urlKey: string, pageNum = 1, pageSize = ARTICLE_PAGE_SIZE) {
  return queryOptions({
    queryKey: ['content', 'articles', currentLocale(), urlKey, pageNum, pageSize],
    queryFn: ({ signal }) => getArticleList(urlKey, pageNum, pageSize, signal),
    enabled: urlKey !== '',
    // Paging keeps the current page on screen until the next one arrives.
    placeholderData: keepPreviousData,
  });
}

export function useArticleList(urlKey: string, pageNum = 1, pageSize = ARTICLE_PAGE_SIZE) {
  return useQuery(articleListQuery(urlKey, pageNum, pageSize));
}
