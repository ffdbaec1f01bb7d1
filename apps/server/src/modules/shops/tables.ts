import type { Generated } from 'kysely';
import type { I18nJson } from '../../db/column-types';

export interface ShopTable {
  id: Generated<number>;
  kind: string;
  category: string;
  terminal: string;
  flow: string;
  scope: string;
  side: string;
  floor: string;
  /** A gate ("B264") or a layout zone ("T3-food-court") the map places the shop at. */
  near: string;
  name_i18n: I18nJson;
  location_i18n: I18nJson;
  description_i18n: I18nJson;
  opens: string;
  closes: string;
  /** "range", "allDay" or "lastFlight". */
  hours_kind: string;
  price_level: number;
  price_text: string;
  phone: string;
  messaging_url: string;
  mini_program_url: string;
  /** Lower-cased names in every language, for search. */
  search_text: string;
  sort: number;
}

/** This module's tables; db/schema.ts combines them into `Database` (decision 028). */
export interface ShopsTables {
  shop: ShopTable;
}
