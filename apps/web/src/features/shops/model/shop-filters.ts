import { useEffect, useRef, useState } from 'react';
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

const URL_KEYS = ['terminal', 'flow', 'scope', 'side', 'category', 'keyword', 'openNow'] as const;

/**
 * The directory's filters in the URL, so a filtered list can be shared and reloaded. A change
 * shows at once (pending) and is written to the URL whole, built on the last change asked for,
 * so quick successive changes (a select, then a checkbox) never overwrite each other while a
 * navigation is still settling.
 */
export function useShopFilters(defaults: Partial<ShopFilters> = {}) {
  const [params, setParams] = useSearchParams();
  const fromUrl: ShopFilters = {
    kind: defaults.kind ?? '',
    terminal: pick(params.get('terminal'), ['T1', 'T2', 'T3']),
    flow: pick(params.get('flow'), ['D', 'A']),
    scope: pick(params.get('scope'), ['D', 'I']),
    side: pick(params.get('side'), ['before', 'after']),
    category: pick(params.get('category'), CATEGORIES) || defaults.category || '',
    keyword: (params.get('keyword') ?? '').trim().slice(0, 40),
    openNow: params.get('openNow') === '1',
  };
  const [pending, setPending] = useState<ShopFilters | null>(null);
  const latest = useRef<ShopFilters | null>(null);
  if (pending && JSON.stringify(pending) === JSON.stringify(fromUrl)) setPending(null);
  useEffect(() => {
    if (!pending) latest.current = null;
  }, [pending]);

  const update = (changes: Partial<ShopFilters>) => {
    const next = { ...(latest.current ?? fromUrl), ...changes };
    latest.current = next;
    setPending(next);
    const out = new URLSearchParams(window.location.search);
    for (const key of URL_KEYS) {
      const value = next[key];
      const text = typeof value === 'boolean' ? (value ? '1' : '') : value;
      if (text) out.set(key, text);
      else out.delete(key);
    }
    setParams(out, { replace: true });
  };
  return [pending ?? fromUrl, update] as const;
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
