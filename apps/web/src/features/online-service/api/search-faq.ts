import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FaqSearchData } from '@can/contracts/faq';
import { faqPaths } from '@can/contracts/paths';
import { get } from '../../../lib/api-client';
import { currentLocale } from '../../../lib/current-locale';

export const FAQ_ANSWERS_SHOWN = 5;

/**
 * GET /byairport-cms/faq/search?keyword&limit: the FAQ entries that best answer what the
 * traveller typed, ranked by the server. The dialog's own call (features do not share code).
 */
export async function searchFaq(keyword: string, signal?: AbortSignal): Promise<FaqSearchData> {
  const { data } = await get(faqPaths.search, {
    params: { keyword, limit: FAQ_ANSWERS_SHOWN },
    schema: () => import('@can/contracts/faq').then((m) => m.faqSearchData),
    silent: true,
    signal,
  });
  return data;
}

export function faqAnswersQuery(keyword: string) {
  return queryOptions({
    queryKey: ['online-service', 'faq-search', currentLocale(), keyword],
    queryFn: ({ signal }) => searchFaq(keyword, signal),
    enabled: keyword !== '',
    staleTime: 60_000,
  });
}

export const useFaqAnswers = (keyword: string) => useQuery(faqAnswersQuery(keyword));

/** The FAQ page with one question opened (a deep link). */
export const faqQuestionPath = (category: string, id: number) =>
  `/footer/faq?category=${encodeURIComponent(category)}&question=${id}`;
