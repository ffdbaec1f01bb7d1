import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Article } from '@can/contracts/cms';
import { cmsPaths } from '@can/contracts/paths';
import { get } from '../../../lib/api-client';
import { currentLocale } from '../../../lib/current-locale';

/**
 * The contact channels, addresses and hours above the form: the page article of the route's
 * CMS folder (contact-us, mail), edited as content. null when the folder has no article.
 */
export async function getContactPage(
  urlKey: string,
  signal?: AbortSignal,
): Promise<Article | null> {
  const { data: page } = await get(cmsPaths.articleList, {
    params: { urlKey, pageNum: 1, pageSize: 1 },
    schema: () => import('@can/contracts/cms').then((m) => m.articlePage),
    silent: true,
    signal,
  });
  const first = page.list[0];
  if (!first) return null;
  const { data } = await get(cmsPaths.articleDetail, {
    params: { articleId: first.id },
    schema: () => import('@can/contracts/cms').then((m) => m.article),
    silent: true,
    signal,
  });
  return data;
}

export function contactPageQuery(urlKey: string) {
  return queryOptions({
    queryKey: ['contact', 'page', currentLocale(), urlKey],
    queryFn: ({ signal }) => getContactPage(urlKey, signal),
    enabled: urlKey !== '',
    staleTime: 5 * 60_000,
  });
}

export const useContactPage = (urlKey: string) => useQuery(contactPageQuery(urlKey));
