import type {
  FlightDetail,
  FlightListQuery,
  FlightPage,
  FlightRecord,
  Locale,
} from '@can/contracts';
import { walkingMinutes } from '../../reference/terminals';
import { securityQueueMinutes } from './security-queue';
import { airportDayOf } from '../../platform/airport-time';
import type { Clock } from '../../platform/clock';
import { NotFoundError } from '../../platform/errors';
import { CITIES } from '../../reference/cities';
import type { LiveState, ScheduledFlight } from './flight-types';
import type { FlightSource } from './flight-source';
import { withOverride, type FlightOverride, type FlightOverrideSource } from './flight-overrides';
import { toRecord } from './flight-record';
import { liveState } from './simulator';

const DAY = 86_400_000;
const SEARCH_LIMIT = 200;

interface DayIndex {
  /** Key `${type}|${D|A}|${terminal}` → flights in time order. */
  lists: Map<string, ScheduledFlight[]>;
  byId: Map<string, ScheduledFlight>;
}

function indexDay(flights: ScheduledFlight[]): DayIndex {
  const lists = new Map<string, ScheduledFlight[]>();
  const add = (key: string, f: ScheduledFlight) => {
    const list = lists.get(key) ?? [];
    list.push(f);
    lists.set(key, list);
  };
  const at = (f: ScheduledFlight) => (f.depOrArr === 'D' ? f.plannedDeparture : f.plannedArrival);
  for (const f of [...flights].sort(
    (x, y) => at(x) - at(y) || x.flightNo.localeCompare(y.flightNo),
  )) {
    add(`${f.type}|${f.depOrArr}|`, f);
    if (f.terminal) add(`${f.type}|${f.depOrArr}|${f.terminal}`, f);
  }
  return { lists, byId: new Map(flights.map((f) => [f.flightId, f])) };
}

/** Every city's names in the four languages, lower-cased once. */
const CITY_NAMES = CITIES.map((c) => ({
  code: c.code,
  names: [c.zh, c.en, c.fr, c.ko].map((n) => n.toLowerCase()),
}));

/** City codes whose name in any language contains the words, or whose IATA code they are. */
function citiesMatching(words: string): Set<string> {
  const needle = words.toLowerCase();
  const code = words.toUpperCase();
  return new Set(
    CITY_NAMES.filter((c) => c.code === code || c.names.some((n) => n.includes(needle))).map(
      (c) => c.code,
    ),
  );
}

/** Flights a keyword names: by number (operating or codeshare), or by city (any language, IATA). */
function matching(keyword: string): (flight: ScheduledFlight) => boolean {
  const compact = keyword.replace(/\s+/g, '').toUpperCase();
  const isNumber = /^[A-Z0-9]{2}\d{1,4}$/.test(compact) && /\d/.test(compact.slice(2));
  if (isNumber) {
    return (f) => f.flightNo.startsWith(compact) || f.shares.some((s) => s.startsWith(compact));
  }
  const cities = citiesMatching(keyword.trim());
  return (f) => cities.has(f.city) || (f.via !== '' && cities.has(f.via));
}

/** The original flight service: lists by day, direction, terminal and kind; search; detail. */
export type WeatherAt = (code: string, locale: Locale) => Promise<FlightDetail['weather']>;

const NO_OVERRIDES: ReadonlyMap<string, FlightOverride> = new Map();

export function createFlightService(
  source: FlightSource,
  clock: Clock,
  weatherAt?: WeatherAt,
  /** Flight operations' values, which win over the simulator (issue 9). */
  overrides?: FlightOverrideSource,
) {
  const indexes = new Map<string, DayIndex>();

  const overridesOn = (date: string) =>
    overrides ? overrides.forDay(date) : Promise.resolve(NO_OVERRIDES);

  /** The wire records of flights of one day at an instant, overrides applied. */
  async function recordsOf(flights: ScheduledFlight[], date: string, now: number) {
    const o = await overridesOn(date);
    return flights.map((f) => {
      const applied = withOverride(f, liveState(f, now), o.get(f.flightId));
      return toRecord(applied.flight, applied.live);
    });
  }

  async function dayIndex(date: string): Promise<DayIndex> {
    let index = indexes.get(date);
    if (!index) {
      index = indexDay(await source.flightsOn(date));
      indexes.set(date, index);
      if (indexes.size > 5) indexes.delete(indexes.keys().next().value!);
    }
    return index;
  }

  async function selection(q: FlightListQuery, now: number) {
    const date = airportDayOf(new Date(now + q.day * DAY));
    const index = await dayIndex(date);
    const flights =
      index.lists.get(`${q.type}|${q.depOrArr === '1' ? 'D' : 'A'}|${q.terminal}`) ?? [];
    return { date, flights };
  }

  return {
    /** Changes when an override changes: answer caches put it in their keys. */
    revision: () => overrides?.revision() ?? 0,

    async list(q: FlightListQuery): Promise<FlightPage> {
      return this.board(q);
    },

    /** A page of the board, of the flights matching `keyword` when there is one (GET flight/board). */
    async board(q: FlightListQuery & { keyword?: string }): Promise<FlightPage> {
      const now = clock.now().getTime();
      const selected = await selection(q, now);
      const flights = q.keyword ? selected.flights.filter(matching(q.keyword)) : selected.flights;
      const start = (q.pageNum - 1) * q.pageSize;
      return {
        list: await recordsOf(flights.slice(start, start + q.pageSize), selected.date, now),
        pageNum: q.pageNum,
        pages: Math.ceil(flights.length / q.pageSize),
        total: flights.length,
      };
    },

    /** Today's cancelled and delayed passenger flights, departures and arrivals, earliest first. */
    async disrupted(): Promise<{ cancelled: FlightRecord[]; delayed: FlightRecord[] }> {
      const now = clock.now().getTime();
      const date = airportDayOf(new Date(now));
      const index = await dayIndex(date);
      const flights = [...(index.lists.get('1|D|') ?? []), ...(index.lists.get('1|A|') ?? [])];
      const records = await recordsOf(flights, date, now);
      const planned = (r: FlightRecord) => (r.depOrArr === 'D' ? r.setoffTimePlan : r.arriTimePlan);
      const byTime = (a: FlightRecord, b: FlightRecord) =>
        planned(a).localeCompare(planned(b)) || a.flightNo.localeCompare(b.flightNo);
      return {
        cancelled: records.filter((r) => r.flightStatus === 'cancelled').sort(byTime),
        delayed: records.filter((r) => r.flightStatus === 'delayed').sort(byTime),
      };
    },

    /** By flight number (operating or codeshare), city name in any language, or IATA code. */
    async search(q: FlightListQuery & { keyword: string }): Promise<FlightRecord[]> {
      const now = clock.now().getTime();
      const { date, flights } = await selection(q, now);
      const found = flights.filter(matching(q.keyword));
      return recordsOf(found.slice(0, SEARCH_LIMIT), date, now);
    },

    async find(flightId: string): Promise<{ flight: ScheduledFlight; record: FlightRecord }> {
      const date = /^\d{4}-\d\d-\d\d/.exec(flightId)?.[0];
      const flight = date ? (await dayIndex(date)).byId.get(flightId) : undefined;
      if (!flight) throw new NotFoundError();
      const o = (await overridesOn(date!)).get(flightId);
      const applied = withOverride(flight, liveState(flight, clock.now().getTime()), o);
      return { flight: applied.flight, record: toRecord(applied.flight, applied.live) };
    },

    /** The record plus weather at the other end and the time from security to the gate. */
    async detail(flightId: string, locale: Locale): Promise<FlightDetail> {
      const { flight, record } = await this.find(flightId);
      const now = clock.now().getTime();
      const departing = flight.depOrArr === 'D' && flight.type === '1';
      const walking =
        departing && record.boardingGate
          ? (walkingMinutes(flight.terminal, record.boardingGate) ?? null)
          : null;
      const queue = departing
        ? securityQueueMinutes(await this.around(now), flight.terminal, flight.domesticOrIntl, now)
        : null;
      const weather = weatherAt ? await weatherAt(flight.city, locale).catch(() => null) : null;
      return {
        ...record,
        walkingMinutes: walking,
        securityQueueMinutes: queue,
        securityToGateMinutes: walking !== null && queue !== null ? walking + queue : null,
        weather,
      };
    },

    /** Today's and tomorrow's flights, for the update ticker and the queue model. */
    async around(now: number): Promise<ScheduledFlight[]> {
      const [today, tomorrow] = await Promise.all(
        [0, 1].map((d) => source.flightsOn(airportDayOf(new Date(now + d * DAY)))),
      );
      return [...today!, ...tomorrow!];
    },

    /** Today's and tomorrow's flights with their live states at an instant, overrides applied. */
    async liveAround(now: number): Promise<{ flight: ScheduledFlight; live: LiveState }[]> {
      const out: { flight: ScheduledFlight; live: LiveState }[] = [];
      for (const d of [0, 1]) {
        const date = airportDayOf(new Date(now + d * DAY));
        const [flights, o] = await Promise.all([source.flightsOn(date), overridesOn(date)]);
        for (const f of flights) out.push(withOverride(f, liveState(f, now), o.get(f.flightId)));
      }
      return out;
    },
  };
}

export type FlightService = ReturnType<typeof createFlightService>;
