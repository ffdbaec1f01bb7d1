import * as z from 'zod/mini';
import { recordId } from './record-id';
import { AIRPORT_CHECKIN_CHANNELS, OPS_LOCAL_TIME } from './admin-ops-paths';
import { CABINS, CHECKIN_CHANNELS, CHECKIN_STATUSES } from './checkin-paths';
import { FLIGHT_STATUS_CODES, flightRecord } from './flights';

export * from './admin-ops-paths';

const flightId = z.string().check(z.trim(), z.minLength(10), z.maxLength(40));
const segmentId = recordId;
/** Empty text means "not set": the simulator's value shows again. */
const blankToNull = (v: string | null) => (v === null || v.trim() === '' ? null : v.trim());
const optionalCode = (pattern: RegExp) =>
  z.pipe(
    z.pipe(z.nullable(z.string().check(z.maxLength(20))), z.transform(blankToNull)),
    z.nullable(z.string().check(z.toUpperCase(), z.regex(pattern))),
  );
const localTime = z.pipe(
  z.pipe(z.nullable(z.string().check(z.maxLength(20))), z.transform(blankToNull)),
  z.nullable(z.string().check(z.regex(OPS_LOCAL_TIME))),
);

/** GET flight-ops/find: a flight number (or its start) and the day like the public board. */
export const opsFlightFindQuery = z.object({
  flightNo: z.string().check(z.trim(), z.toUpperCase(), z.regex(/^[A-Z0-9]{2}\d{1,4}$/)),
  day: z._default(
    z.pipe(z.coerce.number(), z.union([z.literal(-1), z.literal(0), z.literal(1)])),
    0,
  ),
});
export type OpsFlightFindQuery = z.input<typeof opsFlightFindQuery>;

export const opsFlightQuery = z.object({ flightId });

/** What operations set for a flight; null fields are the simulator's. Times airport-local. */
export const opsOverride = z.object({
  status: z.nullable(z.enum(FLIGHT_STATUS_CODES)),
  estDeparture: z.nullable(z.string()),
  estArrival: z.nullable(z.string()),
  gate: z.nullable(z.string()),
  belt: z.nullable(z.string()),
  counter: z.nullable(z.string()),
  updatedAt: z.string(),
  updatedBy: z.string(),
});
export type OpsOverride = z.infer<typeof opsOverride>;

export const opsFlight = z.object({
  record: flightRecord,
  override: z.nullable(opsOverride),
});
export type OpsFlight = z.infer<typeof opsFlight>;

export const opsFlightList = z.object({ list: z.array(opsFlight) });
export type OpsFlightList = z.infer<typeof opsFlightList>;

/** POST flight-ops/update: the whole set of values; empty or null gives a field back. */
export const opsFlightUpdateBody = z.object({
  flightId,
  status: z.nullable(z.enum(FLIGHT_STATUS_CODES)),
  estDeparture: localTime,
  estArrival: localTime,
  gate: optionalCode(/^[A-Z0-9]{1,8}$/),
  belt: optionalCode(/^[A-Z0-9]{1,8}$/),
  counter: optionalCode(/^[A-Z0-9]{1,8}(-[A-Z0-9]{1,8})?$/),
});
export type OpsFlightUpdateBody = z.input<typeof opsFlightUpdateBody>;
export type OpsFlightUpdate = z.output<typeof opsFlightUpdateBody>;

export const opsFlightCancelBody = z.object({ flightId });

/** GET checkin-support/find: a ticket number, or a name, or a flight number with a date. */
export const opsCheckinFindQuery = z.object({
  ticketNo: z._default(z.string().check(z.trim(), z.maxLength(20)), ''),
  name: z._default(z.string().check(z.trim(), z.maxLength(60)), ''),
  flightNo: z._default(z.string().check(z.trim(), z.toUpperCase(), z.maxLength(8)), ''),
  date: z._default(z.string().check(z.trim(), z.regex(/^(\d{4}-\d\d-\d\d)?$/)), ''),
});
export type OpsCheckinFindQuery = z.input<typeof opsCheckinFindQuery>;

/** One passenger's segment as the counter sees it. Times airport-local `YYYY-MM-DD HH:mm`. */
export const opsCheckin = z.object({
  segmentId: z.int(),
  name: z.string(),
  nameLatin: z.string(),
  /** The certificate number with the middle hidden. */
  certNo: z.string(),
  ticketNo: z.string(),
  pnr: z.string(),
  flightNo: z.string(),
  operatingFlightNo: z.string(),
  flightId: z.string(),
  flightDate: z.string(),
  departureTime: z.string(),
  from: z.string(),
  to: z.string(),
  cabin: z.enum(CABINS),
  status: z.enum(CHECKIN_STATUSES),
  channel: z.nullable(z.enum(CHECKIN_CHANNELS)),
  seat: z.nullable(z.string()),
  sequenceNo: z.nullable(z.int()),
  checkedInAt: z.nullable(z.string()),
  cancelCount: z.int(),
});
export type OpsCheckin = z.infer<typeof opsCheckin>;

export const opsCheckinList = z.object({ list: z.array(opsCheckin) });
export type OpsCheckinList = z.infer<typeof opsCheckinList>;

/** POST checkin-support/mark: checked in at the airport; a booked passenger gets a seat. */
export const opsCheckinMarkBody = z.object({
  segmentId,
  channel: z.enum(AIRPORT_CHECKIN_CHANNELS),
  /** A free seat of the passenger's cabin; empty picks the first free one. */
  seat: z._default(z.string().check(z.trim(), z.toUpperCase(), z.maxLength(4)), ''),
});
export type OpsCheckinMarkBody = z.input<typeof opsCheckinMarkBody>;

export const opsSeatReleaseBody = z.object({ segmentId });
export type OpsSeatReleaseBody = z.input<typeof opsSeatReleaseBody>;
