import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { ShopPage } from '@can/contracts/shops';
import { shopPaths } from '@can/contracts/shop-paths';
import { get } from '../../../lib/api-client';
import type { ShopFilters } from '../model/shop-filters';

export const SHOP_PAGE_SIZE = 12;

/** GET /byairport-cms/shop/list: one page of the directory for the filters. */
export async function getShopList(
  filters: ShopFilters,
  pageNum: number,
  signal?: AbortSignal,
): Promise<ShopPage> {
  const { data } = await get(shopPaths.list, {
    params: { ...filters, openNow: filters.openNow ? '1' : '', pageNum, pageSize: SHOP_PAGE_SIZE },
    schema: () => import('@can/contracts/shops').then((m) => m.shopPage),
    silent: true,
    signal,
  });
  return data;
}

/** The directory with "load more": each further page is appended. */
export function useShopList(locale: string, filters: ShopFilters) {
  return useInfiniteQuery({
    queryKey: ['shops', 'list', locale, filters] as const,
    queryFn: ({ pageParam, signal }) => getShopList(filters, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pageNum < last.pages ? last.pageNum + 1 : undefined),
    placeholderData: keepPreviousData,
    // "Open now" depends on the time: refresh after a few minutes.
    staleTime: 5 * 60_000,
  });
}
