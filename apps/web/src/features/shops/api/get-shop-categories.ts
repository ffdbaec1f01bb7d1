import { useQuery } from '@tanstack/react-query';
import type { ShopCategoryCount } from '@can/contracts/shops';
import { shopPaths } from '@can/contracts/shop-paths';
import { get } from '../../../lib/api-client';

/** GET /byairport-cms/shop/categories?terminal: how many outlets each category has. */
export async function getShopCategories(
  terminal: string,
  signal?: AbortSignal,
): Promise<ShopCategoryCount[]> {
  const { data } = await get(shopPaths.categories, {
    params: { terminal },
    schema: () => import('@can/contracts/shops').then((m) => m.shopCategoryList),
    silent: true,
    signal,
  });
  return data;
}

export const useShopCategories = (locale: string, terminal: string) =>
  useQuery({
    queryKey: ['shops', 'categories', locale, terminal] as const,
    queryFn: ({ signal }) => getShopCategories(terminal, signal),
    staleTime: 10 * 60_000,
  });
