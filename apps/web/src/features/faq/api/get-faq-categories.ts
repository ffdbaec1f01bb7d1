import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FaqCategoriesData } from '@can/contracts/faq';
import { faqPaths } from '@can/contracts/paths';
import { get } from '../../../lib/api-client';
import { currentLocale } from '../../../lib/current-locale';

/** GET /byairport-cms/faq/categories: the categories, named in the locale, with counts. */
export async function getFaqCategories(signal?: AbortSignal): Promise<FaqCategoriesData> {
  const { data } = await get(faqPaths.categories, {
    schema: () => import('@can/contracts/faq').then((m) => m.faqCategoriesData),
    silent: true,
    signal,
  });
  return data;
}

export function faqCategoriesQuery() {
  return queryOptions({
    queryKey: ['faq', 'categories', currentLocale()],
    queryFn: ({ signal }) => getFaqCategories(signal),
    staleTime: 5 * 60_000,
  });
}

export const useFaqCategories = () => useQuery(faqCategoriesQuery());
