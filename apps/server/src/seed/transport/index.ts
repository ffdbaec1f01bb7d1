import { syncIdSequence } from '../../db/dialect-helpers';
import { i18n } from '../../platform/i18n-text';
import type { Seeder } from '..';
import { CITY_TERMINALS } from './city-terminals';
import { AIRPORT_STOPS, COACH_ROUTES, PROVINCES, timetableOf } from './coach-routes';
import { CAR_PARKS, RAIL_LINES, SHUTTLES, TAXI } from './guide-items';
import { everyMinutes, t } from './texts';

export const seedTransport: Seeder = async (db) => {
  await db
    .insertInto('transport_city_terminal')
    .values(
      CITY_TERMINALS.map((c, i) => ({
        id: c.id,
        name_i18n: i18n(c.name),
        district_i18n: i18n(c.district),
        address_i18n: i18n(c.address),
        description_i18n: i18n(c.description),
        services_json: JSON.stringify(c.services),
        hours: c.hours,
        phone: c.phone,
        sort: i,
      })),
    )
    .execute();
  await syncIdSequence(db, 'transport_city_terminal');

  await db
    .insertInto('transport_coach_route')
    .values(
      COACH_ROUTES.map((r, i) => ({
        code: r.code,
        name_i18n: i18n(r.name),
        province_code: r.province,
        province_i18n: i18n(PROVINCES[r.province]),
        city_code: r.city[0],
        city_i18n: i18n(t(r.city[1], r.city[2], r.city[3], r.city[4])),
        destination_i18n: i18n(r.destination),
        city_terminal_id: r.cityTerminalId,
        fare: r.fare,
        duration_minutes: r.stops.at(-1)![4],
        stops_json: JSON.stringify([
          ...AIRPORT_STOPS.map((s) => ({ ...s, address: {} })),
          ...r.stops.map(([zh, en, fr, ko, minutes]) => ({
            name: t(zh, en, fr, ko),
            minutes,
            terminal: '',
            address: {},
          })),
        ]),
        timetable_json: JSON.stringify(timetableOf(r)),
        return_json: JSON.stringify(everyMinutes(r.returnFirst, r.returnLast, r.returnInterval)),
        notes_i18n: i18n(r.notes),
        sort: i,
      })),
    )
    .execute();

  const items: { kind: string; code: string; data: unknown }[] = [
    ...SHUTTLES.map((s) => ({ kind: 'shuttle', code: s.code, data: s })),
    ...RAIL_LINES.map((r) => ({
      kind: 'rail',
      code: r.code,
      data: {
        ...r,
        stations: r.stations.map(([name, terminal, transfer]) => ({ name, terminal, transfer })),
      },
    })),
    ...CAR_PARKS.map((p) => ({
      kind: 'carPark',
      code: p.code,
      data: { ...p, rates: p.rates.map(([label, price]) => ({ label, price })) },
    })),
    ...TAXI.map((x) => ({ kind: 'taxi', code: x.terminal, data: x })),
  ];
  await db
    .insertInto('transport_item')
    .values(
      items.map((item, i) => ({
        kind: item.kind,
        code: item.code,
        data_json: JSON.stringify(item.data),
        sort: i,
      })),
    )
    .execute();
};
