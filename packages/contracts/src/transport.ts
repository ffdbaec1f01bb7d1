import * as z from 'zod/mini';
import { recordId } from './record-id';

export { transportPaths } from './transport-paths';

const code = z.string().check(z.trim(), z.maxLength(40), z.regex(/^[A-Za-z0-9_-]*$/));
const optionalCode = z.optional(code);

// ---------- coach routes ----------

/** GET provinces: no parameters. */
export const coachCity = z.object({ code: z.string(), name: z.string(), routeCount: z.int() });
export type CoachCity = z.infer<typeof coachCity>;
export const coachProvince = z.object({
  code: z.string(),
  name: z.string(),
  cities: z.array(coachCity),
});
export type CoachProvince = z.infer<typeof coachProvince>;
export const coachProvinceList = z.array(coachProvince);

/**
 * GET routes: a province and a city, or a keyword (line number, name or stop). Missing city →
 * 601 "please select city"; unknown province → 404 "province not found"; nothing matches → 404
 * "line not found".
 */
export const coachRoutesQuery = z.object({
  province: optionalCode,
  city: optionalCode,
  keyword: z.optional(z.string().check(z.trim(), z.maxLength(40))),
});
export type CoachRoutesQuery = z.input<typeof coachRoutesQuery>;

export const coachRouteSummary = z.object({
  id: z.int(),
  code: z.string(),
  name: z.string(),
  province: z.object({ code: z.string(), name: z.string() }),
  city: z.object({ code: z.string(), name: z.string() }),
  destination: z.string(),
  /** Airport terminals the coach calls at, in order. */
  terminals: z.array(z.string()),
  fare: z.number(),
  durationMinutes: z.int(),
  firstDeparture: z.string(),
  lastDeparture: z.string(),
  departuresPerDay: z.int(),
});
export type CoachRouteSummary = z.infer<typeof coachRouteSummary>;
export const coachRouteList = z.array(coachRouteSummary);

/** GET route: routeId required (601 "please select route" when missing). */
export const coachRouteQuery = z.object({
  routeId: z.optional(z.union([z.literal(''), recordId])),
});
export type CoachRouteQuery = z.input<typeof coachRouteQuery>;

export const coachStop = z.object({
  name: z.string(),
  /** Minutes from the first airport stop. */
  minutes: z.int(),
  /** The airport terminal this stop is, or "". */
  terminal: z.string(),
  address: z.string(),
});
export type CoachStop = z.infer<typeof coachStop>;

export const nextDeparture = z.object({
  /** "HH:mm", airport time. */
  time: z.string(),
  terminal: z.string(),
  /** Minutes from now (airport time) until it leaves. */
  inMinutes: z.int(),
  tomorrow: z.boolean(),
});
export type NextDeparture = z.infer<typeof nextDeparture>;

export const coachRouteDetail = z.extend(coachRouteSummary, {
  stops: z.array(coachStop),
  /** Departures from the airport by terminal, "HH:mm". */
  timetable: z.array(z.object({ terminal: z.string(), times: z.array(z.string()) })),
  /** Departures from the city towards the airport, "HH:mm". */
  returnTimes: z.array(z.string()),
  returnFrom: z.string(),
  nextDepartures: z.array(nextDeparture),
  /** The server's airport time the next departures were counted from (ISO 8601, +08:00). */
  now: z.string(),
  notes: z.string(),
});
export type CoachRouteDetail = z.infer<typeof coachRouteDetail>;

// ---------- guide: shuttle, metro and rail, parking ----------

export const shuttleLine = z.object({
  code: z.string(),
  name: z.string(),
  stops: z.array(z.string()),
  firstBus: z.string(),
  lastBus: z.string(),
  intervalMinutes: z.string(),
  fare: z.number(),
  notes: z.string(),
});
export type ShuttleLine = z.infer<typeof shuttleLine>;

export const railStation = z.object({
  name: z.string(),
  /** The terminal the station serves, or "". */
  terminal: z.string(),
  transfer: z.string(),
});
export const railLine = z.object({
  code: z.string(),
  kind: z.enum(['metro', 'intercity']),
  name: z.string(),
  colour: z.string(),
  stations: z.array(railStation),
  firstTrain: z.string(),
  lastTrain: z.string(),
  fare: z.string(),
  notes: z.string(),
});
export type RailLine = z.infer<typeof railLine>;

export const carPark = z.object({
  code: z.string(),
  terminal: z.string(),
  name: z.string(),
  kind: z.string(),
  capacity: z.int(),
  evChargers: z.int(),
  hours: z.string(),
  location: z.string(),
  rates: z.array(z.object({ label: z.string(), price: z.string() })),
});
export type CarPark = z.infer<typeof carPark>;

export const trafficGuide = z.object({
  shuttles: z.array(shuttleLine),
  railLines: z.array(railLine),
  carParks: z.array(carPark),
  taxi: z.array(z.object({ terminal: z.string(), text: z.string() })),
});
export type TrafficGuide = z.infer<typeof trafficGuide>;

// ---------- city air terminals ----------

export const cityTerminalSummary = z.object({
  id: z.int(),
  name: z.string(),
  district: z.string(),
  address: z.string(),
  hours: z.string(),
  phone: z.string(),
  routeCodes: z.array(z.string()),
});
export type CityTerminalSummary = z.infer<typeof cityTerminalSummary>;
export const cityTerminalList = z.array(cityTerminalSummary);

export const cityTerminalQuery = z.object({
  id: recordId,
});
export type CityTerminalQuery = z.input<typeof cityTerminalQuery>;

export const cityTerminalDetail = z.extend(cityTerminalSummary, {
  services: z.array(z.string()),
  description: z.string(),
  routes: coachRouteList,
});
export type CityTerminalDetail = z.infer<typeof cityTerminalDetail>;
