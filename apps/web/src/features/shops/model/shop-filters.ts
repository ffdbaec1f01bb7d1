import { useSearchParams } from 'react-router';

/** The zod-free list of categories, in the order the directory offers them. */
export const CATEGORIES = [
  'restaurant',
  'authenticCuisine',
  'retail',
  'dutyFree',
  'lounge',
  'airportArt',
  'scenicSpot',
] as const;
export type Category = (typeof CATEGORIES)[number];

export interface ShopFilters {
  /** Fixed by the page (dining: common, shopping: mall), not a choice in the URL. */
  kind: string;
  terminal: string;
  flow: string;
  scope: string;
  side: string;
  category: string;
  keyword: string;
  openNow: boolean;
}

const pick = (value: string | null, allowed: readonly string[]) =>
  value && allowed.includes(value) ? value : '';

/** The directory's filters in the URL, so a filtered list can be shared and reloaded. */
export function useShopFilters(defaults: Partial<ShopFilters> = {}) {
  const [params, setParams] = useSearchParams();
  const filters: ShopFilters = {
    kind: defaults.kind ?? '',
    terminal: pick(params.get('terminal'), ['T1', 'T2', 'T3']),
    flow: pick(params.get('flow'), ['D', 'A']),
    scope: pick(params.get('scope'), ['D', 'I']),
    side: pick(params.get('side'), ['before', 'after']),
    category: pick(params.get('category'), CATEGORIES) || defaults.category || '',
    keyword: (params.get('keyword') ?? '').trim().slice(0, 40),
    openNow: params.get('openNow') === '1',
  };
  const update = (changes: Partial<ShopFilters>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          const text = typeof value === 'boolean' ? (value ? '1' : '') : value;
          if (text) next.set(key, text);
          else next.delete(key);
        }
        return next;
      },
      { replace: true },
    );
  return [filters, update] as const;
}

/** The categories of each kind of entry. */
export const KIND_CATEGORIES: Record<string, readonly Category[]> = {
  common: ['restaurant', 'authenticCuisine'],
  mall: ['retail', 'dutyFree'],
  amenity: ['lounge', 'airportArt', 'scenicSpot'],
};

/** The detail route of an outlet: shopping, dining or a service (spec section 2). */
export function detailHref(shop: { id: number; kind: string }): string {
  if (shop.kind === 'mall') return `/shop/mall/detail/${shop.id}`;
  if (shop.kind === 'common') return `/shop/common/detail/${shop.id}`;
  return `/amenities/service/details/${shop.id}`;
}
