import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { FaqListData } from '@can/contracts/faq';
import { faqPaths } from '@can/contracts/paths';
import { get } from '../../../lib/api-client';
import { currentLocale } from '../../../lib/current-locale';

export const FAQ_PAGE_SIZE = 10;

export interface FaqListParams {
  category: string;
  keyword: string;
  pageNum: number;
  /** A deep-linked question: the server answers the page that holds it. */
  questionId?: number | undefined;
}

/**
 * GET /byairport-cms/faq/list?category&keyword&pageNum&pageSize&questionId: one page of
 * questions, best matches first when there is a keyword. Silent: the page shows its own error.
 */
export async function getFaqList(
  params: FaqListParams,
  signal?: AbortSignal,
): Promise<FaqListData> {
  const { data } = await get(faqPaths.list, {
    params: { ...params, pageSize: FAQ_PAGE_SIZE },
    schema: () => import('@can/contracts/faq').then((m) => m.faqListData),
    silent: true,
    signal,
  });
  return data;
}

export function faqListQuery(params: FaqListParams) {
  return queryOptions({
    queryKey: ['faq', 'list', currentLocale(), params],
    queryFn: ({ signal }) => getFaqList(params, signal),
    // Paging and filtering keep the current questions on screen until the next arrive.
    placeholderData: keepPreviousData,
  });
}

export const useFaqList = (params: FaqListParams) => useQuery(faqListQuery(params));
