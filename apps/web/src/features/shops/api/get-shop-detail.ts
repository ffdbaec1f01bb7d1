import { useQuery } from '@tanstack/react-query';
import type { ShopDetail } from '@can/contracts/shops';
import { shopPaths } from '@can/contracts/shop-paths';
import { get } from '../../../lib/api-client';

/** GET /byairport-cms/shop/detail?id: one outlet with its description and QR codes. */
export async function getShopDetail(id: string, signal?: AbortSignal): Promise<ShopDetail> {
  const { data } = await get(shopPaths.detail, {
    params: { id },
    schema: () => import('@can/contracts/shops').then((m) => m.shopDetail),
    silent: true,
    signal,
  });
  return data;
}

export const useShopDetail = (locale: string, id: string) =>
  useQuery({
    queryKey: ['shops', 'detail', locale, id] as const,
    queryFn: ({ signal }) => getShopDetail(id, signal),
    staleTime: 5 * 60_000,
    retry: false,
    enabled: /^\d{1,9}$/.test(id),
  });
