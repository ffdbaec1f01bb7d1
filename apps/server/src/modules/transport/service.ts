import type {
  CarPark,
  CityTerminalDetail,
  CityTerminalSummary,
  CoachProvince,
  CoachRouteDetail,
  CoachRouteSummary,
  CoachStop,
  Locale,
  RailLine,
  ShuttleLine,
  TrafficGuide,
} from '@can/contracts';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/database';
import type { TransportCityTerminalTable, TransportCoachRouteTable } from '../../db/schema';
import type { Clock } from '../../platform/clock';
import { BusinessRuleError, NotFoundError } from '../../platform/errors';
import { pickText } from '../../platform/i18n-text';
import { localize } from './localize';
import * as repo from './repo';
import { airportIso, nextDepartures } from './timetable';

type RouteRow = Selectable<TransportCoachRouteTable>;
type TerminalRow = Selectable<TransportCityTerminalTable>;
type Timetable = { terminal: string; times: string[] }[];

function summaryOf(row: RouteRow, locale: Locale): CoachRouteSummary {
  const timetable = JSON.parse(row.timetable_json) as Timetable;
  const first = timetable[0]?.times ?? [];
  return {
    id: row.id,
    code: row.code,
    name: pickText(row.name_i18n, locale),
    province: { code: row.province_code, name: pickText(row.province_i18n, locale) },
    city: { code: row.city_code, name: pickText(row.city_i18n, locale) },
    destination: pickText(row.destination_i18n, locale),
    terminals: timetable.map((t) => t.terminal),
    fare: row.fare,
    durationMinutes: row.duration_minutes,
    firstDeparture: first[0] ?? '',
    lastDeparture: first.at(-1) ?? '',
    departuresPerDay: first.length,
  };
}

function terminalSummary(
  row: TerminalRow,
  routes: RouteRow[],
  locale: Locale,
): CityTerminalSummary {
  return {
    id: row.id,
    name: pickText(row.name_i18n, locale),
    district: pickText(row.district_i18n, locale),
    address: pickText(row.address_i18n, locale),
    hours: row.hours,
    phone: row.phone,
    routeCodes: routes.filter((r) => r.city_terminal_id === row.id).map((r) => r.code),
  };
}

const matches = (row: RouteRow, keyword: string) => {
  const k = keyword.toLowerCase();
  return [row.code, row.name_i18n, row.destination_i18n, row.stops_json, row.city_i18n].some(
    (text) => text.toLowerCase().includes(k),
  );
};

export function createTransportService(db: Db, clock: Clock) {
  return {
    async guide(locale: Locale): Promise<TrafficGuide> {
      const items = await repo.listItems(db);
      const of = <T>(kind: string) =>
        items
          .filter((i) => i.kind === kind)
          .map((i) => localize(JSON.parse(i.data_json), locale) as T);
      return {
        shuttles: of<ShuttleLine>('shuttle'),
        railLines: of<RailLine>('rail'),
        carParks: of<CarPark>('carPark'),
        taxi: of<{ terminal: string; text: string }>('taxi'),
      };
    },

    async provinces(locale: Locale): Promise<CoachProvince[]> {
      const rows = await repo.listCoachRoutes(db);
      const provinces = new Map<string, CoachProvince>();
      for (const row of rows) {
        const province = provinces.get(row.province_code) ?? {
          code: row.province_code,
          name: pickText(row.province_i18n, locale),
          cities: [],
        };
        provinces.set(row.province_code, province);
        const city = province.cities.find((c) => c.code === row.city_code);
        if (city) city.routeCount += 1;
        else
          province.cities.push({
            code: row.city_code,
            name: pickText(row.city_i18n, locale),
            routeCount: 1,
          });
      }
      return [...provinces.values()];
    },

    /** Spec section 8's traffic texts: province not found, please select city, line not found. */
    async routes(
      query: { province?: string; city?: string; keyword?: string },
      locale: Locale,
    ): Promise<CoachRouteSummary[]> {
      const rows = await repo.listCoachRoutes(db);
      const keyword = query.keyword?.trim();
      if (keyword) {
        const found = rows.filter((r) => matches(r, keyword));
        if (found.length === 0) throw new NotFoundError('trafficLineNotFound');
        return found.map((r) => summaryOf(r, locale));
      }
      if (!query.province && !query.city) throw new BusinessRuleError('trafficSelectCity');
      const inProvince = query.province
        ? rows.filter((r) => r.province_code === query.province)
        : rows;
      if (query.province && inProvince.length === 0)
        throw new NotFoundError('trafficProvinceNotFound');
      if (!query.city) throw new BusinessRuleError('trafficSelectCity');
      const found = inProvince.filter((r) => r.city_code === query.city);
      if (found.length === 0) throw new NotFoundError('trafficLineNotFound');
      return found.map((r) => summaryOf(r, locale));
    },

    async route(routeId: number | '' | undefined, locale: Locale): Promise<CoachRouteDetail> {
      if (routeId === undefined || routeId === '')
        throw new BusinessRuleError('trafficSelectRoute');
      const row = await repo.findCoachRoute(db, routeId);
      if (!row) throw new NotFoundError('trafficLineNotFound');
      const timetable = JSON.parse(row.timetable_json) as Timetable;
      const now = clock.now();
      return {
        ...summaryOf(row, locale),
        stops: localize(JSON.parse(row.stops_json), locale) as CoachStop[],
        timetable,
        returnTimes: JSON.parse(row.return_json) as string[],
        returnFrom: pickText(row.destination_i18n, locale),
        nextDepartures: nextDepartures(timetable, now),
        now: airportIso(now),
        notes: pickText(row.notes_i18n, locale),
      };
    },

    async cityTerminals(locale: Locale): Promise<CityTerminalSummary[]> {
      const [terminals, routes] = await Promise.all([
        repo.listCityTerminals(db),
        repo.listCoachRoutes(db),
      ]);
      return terminals.map((t) => terminalSummary(t, routes, locale));
    },

    async cityTerminal(id: number, locale: Locale): Promise<CityTerminalDetail> {
      const [row, routes] = await Promise.all([
        repo.findCityTerminal(db, id),
        repo.listCoachRoutes(db),
      ]);
      if (!row) throw new NotFoundError('cityTerminalNotFound');
      return {
        ...terminalSummary(row, routes, locale),
        services: localize(JSON.parse(row.services_json), locale) as string[],
        description: pickText(row.description_i18n, locale),
        routes: routes.filter((r) => r.city_terminal_id === id).map((r) => summaryOf(r, locale)),
      };
    },
  };
}

export type TransportService = ReturnType<typeof createTransportService>;
