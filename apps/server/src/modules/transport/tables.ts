import type { Generated } from 'kysely';
import type { I18nJson } from '../../db/column-types';

export interface TransportCityTerminalTable {
  id: Generated<number>;
  name_i18n: I18nJson;
  district_i18n: I18nJson;
  address_i18n: I18nJson;
  description_i18n: I18nJson;
  /** JSON array of translated service names. */
  services_json: string;
  hours: string;
  phone: string;
  sort: number;
}

export interface TransportCoachRouteTable {
  id: Generated<number>;
  code: string;
  name_i18n: I18nJson;
  province_code: string;
  province_i18n: I18nJson;
  city_code: string;
  city_i18n: I18nJson;
  destination_i18n: I18nJson;
  city_terminal_id: number | null;
  fare: number;
  duration_minutes: number;
  /** JSON [{name, minutes, terminal, address}] with translated name and address. */
  stops_json: string;
  /** JSON [{terminal, times: ["HH:mm"]}]: departures from the airport. */
  timetable_json: string;
  /** JSON ["HH:mm"]: departures from the city towards the airport. */
  return_json: string;
  notes_i18n: I18nJson;
  sort: number;
}

export interface TransportItemTable {
  id: Generated<number>;
  /** shuttle, rail, carPark or taxi. */
  kind: string;
  code: string;
  /** The item as JSON, translated texts as locale-keyed objects inside. */
  data_json: string;
  sort: number;
}

/** This module's tables; db/schema.ts combines them into `Database` (decision 028). */
export interface TransportTables {
  transport_city_terminal: TransportCityTerminalTable;
  transport_coach_route: TransportCoachRouteTable;
  transport_item: TransportItemTable;
}
