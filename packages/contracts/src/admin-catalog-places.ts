import * as z from 'zod/mini';
import { CATALOG_LIMITS } from './admin-catalog-paths';
import {
  hhmm,
  i18nInput,
  i18nOptional,
  i18nText,
  id,
  optionalPattern,
  optionalText,
  requiredText,
  sort,
} from './admin-catalog-fields';
import { SHOP_CATEGORIES, SHOP_KINDS, TERMINAL_CODES } from './shops';

/* The back office's places: hotels, shops and dining, transport (admin-catalog re-exports). */

// ---------- hotels ----------

export const hotelEntry = z.object({
  id: z.int(),
  urlKey: z.string(),
  title: i18nText,
  summary: i18nText,
  content: i18nText,
  visible: z.boolean(),
  updatedAt: z.string(),
});
export type HotelEntry = z.infer<typeof hotelEntry>;
export const hotelListData = z.object({ hotels: z.array(hotelEntry) });
export type HotelListData = z.infer<typeof hotelListData>;
export const hotelSaveBody = z.object({
  id,
  title: i18nInput(CATALOG_LIMITS.shortText),
  summary: i18nInput(300),
  /** HTML; sanitized by the server. */
  content: i18nInput(CATALOG_LIMITS.html),
});
export type HotelSaveBody = z.infer<typeof hotelSaveBody>;
export type HotelSaveInput = z.input<typeof hotelSaveBody>;

// ---------- shops ----------

export const HOURS_KINDS = ['range', 'allDay', 'lastFlight'] as const;
export const shopEntry = z.object({
  id: z.int(),
  kind: z.enum(SHOP_KINDS),
  category: z.enum(SHOP_CATEGORIES),
  terminal: z.string(),
  floor: z.string(),
  side: z.string(),
  name: i18nText,
  location: i18nText,
  description: i18nText,
  hoursKind: z.enum(HOURS_KINDS),
  opens: z.string(),
  closes: z.string(),
  priceLevel: z.int(),
  priceText: z.string(),
  phone: z.string(),
});
export type ShopEntry = z.infer<typeof shopEntry>;
export const shopListData = z.object({ shops: z.array(shopEntry) });
export type ShopListData = z.infer<typeof shopListData>;
export const shopSaveBody = z.object({
  id,
  category: z.enum(SHOP_CATEGORIES),
  name: i18nInput(CATALOG_LIMITS.shortText),
  location: i18nInput(CATALOG_LIMITS.shortText),
  description: i18nOptional(CATALOG_LIMITS.longText),
  hoursKind: z.enum(HOURS_KINDS),
  opens: hhmm,
  closes: hhmm,
  priceLevel: z.int().check(z.minimum(0, 'invalid'), z.maximum(4, 'invalid')),
  priceText: optionalText(40),
  phone: optionalPattern(/^$|^[0-9+() -]{5,40}$/, 40),
});
export type ShopSaveBody = z.infer<typeof shopSaveBody>;
export type ShopSaveInput = z.input<typeof shopSaveBody>;

// ---------- transport ----------

export const cityTerminalEntry = z.object({
  id: z.int(),
  name: i18nText,
  district: i18nText,
  address: i18nText,
  description: i18nText,
  hours: z.string(),
  phone: z.string(),
  sort: z.int(),
});
export type CityTerminalEntry = z.infer<typeof cityTerminalEntry>;
export const coachTimetable = z.array(
  z.object({ terminal: z.enum(TERMINAL_CODES), times: z.array(hhmm).check(z.maxLength(120)) }),
);
export const coachRouteEntry = z.object({
  id: z.int(),
  code: z.string(),
  name: i18nText,
  destination: i18nText,
  notes: i18nText,
  fare: z.int(),
  durationMinutes: z.int(),
  cityTerminalId: z.nullable(z.int()),
  timetable: coachTimetable,
  sort: z.int(),
});
export type CoachRouteEntry = z.infer<typeof coachRouteEntry>;
export const transportListData = z.object({
  terminals: z.array(cityTerminalEntry),
  routes: z.array(coachRouteEntry),
});
export type TransportListData = z.infer<typeof transportListData>;

export const terminalSaveBody = z.object({
  id: z.optional(id),
  name: i18nInput(CATALOG_LIMITS.shortText),
  district: i18nInput(60),
  address: i18nInput(CATALOG_LIMITS.shortText * 2),
  description: i18nOptional(CATALOG_LIMITS.longText),
  hours: requiredText(40),
  phone: optionalPattern(/^$|^[0-9+() -]{5,40}$/, 40),
  sort,
});
export type TerminalSaveBody = z.infer<typeof terminalSaveBody>;
export type TerminalSaveInput = z.input<typeof terminalSaveBody>;

export const coachRouteSaveBody = z.object({
  id,
  name: i18nInput(CATALOG_LIMITS.shortText),
  destination: i18nInput(CATALOG_LIMITS.shortText),
  notes: i18nOptional(CATALOG_LIMITS.longText),
  fare: z.int().check(z.minimum(0, 'invalid'), z.maximum(1000, 'invalid')),
  durationMinutes: z.int().check(z.minimum(1, 'invalid'), z.maximum(1440, 'invalid')),
  timetable: coachTimetable.check(z.minLength(1, 'required')),
});
export type CoachRouteSaveBody = z.infer<typeof coachRouteSaveBody>;
export type CoachRouteSaveInput = z.input<typeof coachRouteSaveBody>;

export const transportDeleteBody = z.object({ kind: z.enum(['terminal', 'coachRoute']), id });
export type TransportDeleteBody = z.infer<typeof transportDeleteBody>;
