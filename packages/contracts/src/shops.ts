import * as z from 'zod/mini';
import { recordId } from './record-id';

export { shopPaths } from './shop-paths';

export const SHOP_CATEGORIES = [
  'restaurant',
  'retail',
  'dutyFree',
  'lounge',
  'airportArt',
  'scenicSpot',
  'authenticCuisine',
] as const;
export type ShopCategory = (typeof SHOP_CATEGORIES)[number];

/** Which detail route shows an entry: mall (shopping), common (dining), amenity (services). */
export const SHOP_KINDS = ['mall', 'common', 'amenity'] as const;
export type ShopKind = (typeof SHOP_KINDS)[number];

export const TERMINAL_CODES = ['T1', 'T2', 'T3'] as const;

const page = (max: number, fallback: number) =>
  z._default(z.pipe(z.coerce.number(), z.int().check(z.minimum(1), z.maximum(max))), fallback);
const flag = z.optional(z.enum(['0', '1', '']));

/** GET list: every filter optional; "open now" counts in airport time on the server's clock. */
export const shopListQuery = z.object({
  terminal: z.optional(z.enum(['', ...TERMINAL_CODES])),
  /** Departure or arrival level. */
  flow: z.optional(z.enum(['', 'D', 'A'])),
  /** Domestic or international area. */
  scope: z.optional(z.enum(['', 'D', 'I'])),
  /** Before or after security. */
  side: z.optional(z.enum(['', 'before', 'after'])),
  category: z.optional(z.enum(['', ...SHOP_CATEGORIES])),
  kind: z.optional(z.enum(['', ...SHOP_KINDS])),
  keyword: z.optional(z.string().check(z.trim(), z.maxLength(40))),
  openNow: flag,
  pageNum: page(1000, 1),
  pageSize: page(60, 12),
});
export type ShopListQuery = z.input<typeof shopListQuery>;

export const shopSummary = z.object({
  id: z.int(),
  kind: z.enum(SHOP_KINDS),
  category: z.enum(SHOP_CATEGORIES),
  name: z.string(),
  terminal: z.string(),
  flow: z.enum(['D', 'A']),
  scope: z.enum(['D', 'I']),
  side: z.enum(['before', 'after']),
  floor: z.string(),
  location: z.string(),
  /** "07:00-22:00", "24 hours" or "07:00-last flight", in the request's language. */
  hours: z.string(),
  openNow: z.boolean(),
  /** 1 (¥) to 4 (¥¥¥¥); 0 for free places (art, scenic spots). */
  priceLevel: z.int(),
  /** Where the terminal map opens on it: `/terminal/map?terminal=T2&place=shop-12`. */
  mapHref: z.string(),
});
export type ShopSummary = z.infer<typeof shopSummary>;

export const shopPage = z.object({
  list: z.array(shopSummary),
  pageNum: z.int(),
  pageSize: z.int(),
  pages: z.int(),
  total: z.int(),
});
export type ShopPage = z.infer<typeof shopPage>;

export const shopDetailQuery = z.object({
  id: recordId,
});
export type ShopDetailQuery = z.input<typeof shopDetailQuery>;

export const shopDetail = z.extend(shopSummary, {
  description: z.string(),
  phone: z.string(),
  /** Typical spend per person, e.g. "¥40–80". */
  priceText: z.string(),
  qrCodes: z.array(
    z.object({
      kind: z.enum(['messaging', 'miniProgram']),
      label: z.string(),
      /** What the code holds (a URL). */
      target: z.string(),
      /** An SVG image, made on the server with the qrcode library. */
      svg: z.string(),
    }),
  ),
});
export type ShopDetail = z.infer<typeof shopDetail>;

export const shopCategoryCount = z.object({
  category: z.enum(SHOP_CATEGORIES),
  name: z.string(),
  count: z.int(),
});
export const shopCategoryList = z.array(shopCategoryCount);
export type ShopCategoryCount = z.infer<typeof shopCategoryCount>;
