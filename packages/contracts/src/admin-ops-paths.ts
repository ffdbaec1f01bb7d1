/**
 * Flight operations and check-in support in the back office (issue 9, role `operations`).
 * Zod-free, so the admin pages can name a call and the status choices without loading schemas.
 */
import type { FlightStatusCode } from './flights';

export const adminOpsPaths = {
  /** GET ?flightNo&day: flights by number (operating or codeshare) as the public search finds them. */
  flightFind: '/byairport-cms/admin/flight-ops/find',
  /** GET ?flightId: one flight with what operations set for it. */
  flightDetail: '/byairport-cms/admin/flight-ops/detail',
  /** POST: status, estimated times, gate, belt, counters (null leaves a field to the simulator). */
  flightUpdate: '/byairport-cms/admin/flight-ops/update',
  /** POST { flightId }: the flight is cancelled. */
  flightCancel: '/byairport-cms/admin/flight-ops/cancel',
  /** GET ?ticketNo | name, flightNo, date: passengers' check-ins. */
  checkinFind: '/byairport-cms/admin/checkin-support/find',
  /** POST { segmentId, channel, seat? }: checked in at a counter or a kiosk. */
  checkinMark: '/byairport-cms/admin/checkin-support/mark',
  /** POST { segmentId }: the passenger's seat is freed and the check-in undone. */
  seatRelease: '/byairport-cms/admin/checkin-support/releaseSeat',
} as const;

/** The statuses operations may set, by direction (the flight service's own codes). */
export const DEPARTURE_STATUSES = [
  'scheduled',
  'checkin',
  'boarding',
  'lastCall',
  'departed',
  'delayed',
  'cancelled',
] as const satisfies readonly FlightStatusCode[];
export const ARRIVAL_STATUSES = [
  'scheduled',
  'delayed',
  'departedOrigin',
  'arrived',
  'diverted',
  'cancelled',
] as const satisfies readonly FlightStatusCode[];

/** Channels a passenger can check in through at the airport (the web is the public site's). */
export const AIRPORT_CHECKIN_CHANNELS = ['counter', 'kiosk'] as const;
export type AirportCheckinChannel = (typeof AIRPORT_CHECKIN_CHANNELS)[number];

/** Airport-local "YYYY-MM-DD HH:mm", how times are entered and shown in the back office. */
export const OPS_LOCAL_TIME = /^\d{4}-\d\d-\d\d \d\d:\d\d$/;
