import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Article } from '@can/contracts/cms';
import { cmsPaths } from '@can/contracts/paths';
import { get } from '../../../lib/api-client';
import { currentLocale } from '../../../lib/current-locale';

/** GET /byairport-cms/article/detail?articleId: one article, its HTML sanitized by the server. */
export async function getArticleDetail(articleId: number, signal?: AbortSignal): Promise<Article> {
  const { data } = await get(cmsPaths.articleDetail, {
    params: { articleId },
    schema: () => import('@can/contracts/cms').then((m) => m.article),
    silent: true,
    signal,
  });
  return data;
}

export function articleDetailQuery(articleId: number | undefined) {
  return queryOptions({
    queryKey: ['content', 'article', currentLocale(), articleId],
    queryFn: ({ signal }) => getArticleDetail(articleId ?? 0, signal),
    enabled: articleId !== undefined,
    staleTime: 5 * 60_000,
  });
}

export function useArticleDetail(articleId: number | undefined) {
  return useQuery(articleDetailQuery(articleId));
}
