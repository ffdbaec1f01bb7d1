import * as z from 'zod/mini';

export { flightPaths } from './paths';

const dayValue = z.pipe(
  z.union([z.number(), z.string()]),
  z.transform((v) => Number(v)),
);

const page = (max: number, fallback: number) =>
  z._default(z.pipe(z.coerce.number(), z.int().check(z.minimum(1), z.maximum(max))), fallback);

/** Body of POST flight/list, as the original flight service takes it. */
export const flightListBody = z.object({
  /** "1" passenger, "2" cargo. */
  type: z._default(z.enum(['1', '2']), '1'),
  terminal: z._default(z.enum(['', 'T1', 'T2', 'T3']), ''),
  /** -1 yesterday, 0 today, 1 tomorrow (number or numeric string). */
  day: z._default(z.pipe(dayValue, z.union([z.literal(-1), z.literal(0), z.literal(1)])), 0),
  /** "1" departures, "2" arrivals. */
  depOrArr: z._default(z.enum(['1', '2']), '1'),
  pageNum: page(10_000, 1),
  pageSize: page(2_000, 20),
});
export type FlightListBody = z.input<typeof flightListBody>;
export type FlightListQuery = z.output<typeof flightListBody>;

export const flightSearchBody = z.extend(flightListBody, {
  keyword: z.string().check(z.trim(), z.minLength(1), z.maxLength(40)),
});
export type FlightSearchBody = z.input<typeof flightSearchBody>;

export const flightDetailBody = z.object({
  flightId: z.string().check(z.minLength(10), z.maxLength(40)),
});

/**
 * Query of the unsigned `GET flight/board` (issue 20): flight/list's, plus an optional keyword
 * as flight/searchFlight takes it; answered as flight/list answers (a page), so a cache keeps it.
 */
export const flightBoardQuery = z.extend(flightListBody, {
  keyword: z.optional(z.string().check(z.trim(), z.maxLength(40))),
});
export type FlightBoardQuery = z.output<typeof flightBoardQuery>;

export const FLIGHT_STATUS_CODES = [
  'scheduled',
  'checkin',
  'boarding',
  'lastCall',
  'departed',
  'delayed',
  'cancelled',
  'departedOrigin',
  'arrived',
  'diverted',
] as const;
export type FlightStatusCode = (typeof FLIGHT_STATUS_CODES)[number];

/** A flight record with the original service's field names (CONTENT.md); times local "YYYY-MM-DD HH:mm:ss". */
export const flightRecord = z.object({
  flightId: z.string(),
  flightNo: z.string(),
  flightDate: z.string(),
  airline: z.string(),
  airlineCn: z.string(),
  airlineEn: z.string(),
  airlineKr: z.string(),
  airlineFr: z.string(),
  setoffTimePlan: z.string(),
  setoffTimePred: z.string(),
  setoffTimeAct: z.string(),
  arriTimePlan: z.string(),
  arriTimePred: z.string(),
  arriTimeAct: z.string(),
  boardingTime: z.string(),
  orgCity: z.string(),
  orgCityCn: z.string(),
  orgCityEn: z.string(),
  orgCityKr: z.string(),
  orgCityFr: z.string(),
  dstCity: z.string(),
  dstCityCn: z.string(),
  dstCityEn: z.string(),
  dstCityKr: z.string(),
  dstCityFr: z.string(),
  viaAirport: z.string(),
  transferCityNameCn: z.string(),
  transferCityNameEn: z.string(),
  terminal: z.string(),
  depTerminal: z.string(),
  checkInCounter: z.string(),
  boardingGate: z.string(),
  baggageTable: z.string(),
  arrExit: z.string(),
  flightStatus: z.enum(FLIGHT_STATUS_CODES),
  flightStatusCn: z.string(),
  flightStatusEn: z.string(),
  flightStatusKr: z.string(),
  flightStatusFr: z.string(),
  planeModle: z.string(),
  depOrArr: z.enum(['D', 'A']),
  domesticOrIntl: z.enum(['D', 'I']),
  flightTask: z.string(),
  isStop: z.number(),
  isShare: z.number(),
  shareFlight: z.array(z.string()),
  carouselFLights: z.array(z.object({ flightNo: z.string(), logo: z.string() })),
});
export type FlightRecord = z.infer<typeof flightRecord>;

export const flightPage = z.object({
  list: z.array(flightRecord),
  pageNum: z.int(),
  pages: z.int(),
  total: z.int(),
});
export type FlightPage = z.infer<typeof flightPage>;

/** The signed searchFlight's answer, as the original's: the matching records, at most 200. */
export const flightSearchAnswer = z.array(flightRecord);

/** The detail call's answer: the record plus what a traveller needs at the airport. */
export const flightDetail = z.extend(flightRecord, {
  /** Walking minutes from security to the gate's pier (terminal layout data); null without a gate. */
  walkingMinutes: z.nullable(z.int()),
  /** Current estimated wait at the terminal's security checkpoint (queue model). */
  securityQueueMinutes: z.nullable(z.int()),
  /** Time from security to gate: the queue plus the walk. */
  securityToGateMinutes: z.nullable(z.int()),
  /** Today's weather at the other end of the flight. */
  weather: z.nullable(
    z.object({
      tempMin: z.string(),
      tempMax: z.string(),
      iconDay: z.string(),
      textDay: z.string(),
      fxLink: z.string(),
      source: z.string(),
    }),
  ),
});
export type FlightDetail = z.infer<typeof flightDetail>;

export const airlinesQuery = z.object({
  keyword: z.optional(z.string().check(z.trim(), z.maxLength(40))),
  terminal: z.optional(z.enum(['', 'T1', 'T2', 'T3'])),
});

export const airline = z.object({
  code: z.string(),
  name: z.string(),
  nameCn: z.string(),
  nameEn: z.string(),
  nameFr: z.string(),
  nameKr: z.string(),
  terminals: z.array(z.string()),
  hotline: z.string(),
  website: z.string(),
  logo: z.string(),
});
export type Airline = z.infer<typeof airline>;

/** The directory's answer: every airline matching the query. */
export const airlines = z.array(airline);
