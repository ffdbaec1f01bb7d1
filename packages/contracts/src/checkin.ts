import * as z from 'zod/mini';
import { recordId } from './record-id';
import {
  CABINS,
  CERT_TYPES,
  CHECKIN_BLOCKS,
  CHECKIN_CHANNELS,
  CHECKIN_STATUSES,
  SEAT_STATES,
} from './checkin-paths';

export * from './checkin-paths';

// Numbers, names and codes are checked by the service, so each gets the spec's own message.
const text = (max: number) => z.string().check(z.maxLength(max));
const segmentId = recordId;

/** POST checkin/sendSms: the passenger's number and the picture code. */
export const checkinSendSmsBody = z.object({
  mobile: text(40),
  captchaCode: text(20),
  captchaUuid: text(64),
});
export type CheckinSendSmsBody = z.infer<typeof checkinSendSmsBody>;

/** POST checkin/auth: who is checking in, proved by the code sent to the booking's number. */
export const checkinAuthBody = z.object({
  name: text(60),
  /** NI (ID card) or PP (passport); anything else is refused with "choose the certificate type". */
  certType: text(4),
  certNo: text(30),
  mobile: text(40),
  code: text(20),
});
export type CheckinAuthBody = z.infer<typeof checkinAuthBody>;

export const checkinAuthAnswer = z.object({
  checkinToken: z.string(),
  /** Seconds the token stays valid. */
  expiresIn: z.int(),
});
export type CheckinAuthAnswer = z.infer<typeof checkinAuthAnswer>;

export const segmentQuery = z.object({ segmentId });
export type SegmentQuery = z.input<typeof segmentQuery>;

/** One ticketed segment in the itinerary; times are airport-local `YYYY-MM-DD HH:mm`. */
export const checkinSegment = z.object({
  segmentId: z.int(),
  pnr: z.string(),
  ticketNo: z.string(),
  flightNo: z.string(),
  operatingFlightNo: z.string(),
  flightDate: z.string(),
  from: z.string(),
  fromCity: z.string(),
  to: z.string(),
  toCity: z.string(),
  departureTime: z.string(),
  arrivalTime: z.string(),
  terminal: z.string(),
  aircraft: z.string(),
  cabin: z.enum(CABINS),
  cabinName: z.string(),
  status: z.enum(CHECKIN_STATUSES),
  channel: z.nullable(z.enum(CHECKIN_CHANNELS)),
  seat: z.nullable(z.string()),
  cancelCount: z.int(),
  /** Whether check-in (or cancelling it) is possible now, and if not, why, in the locale. */
  canCheckIn: z.boolean(),
  canCancel: z.boolean(),
  block: z.nullable(z.enum(CHECKIN_BLOCKS)),
  blockMessage: z.nullable(z.string()),
});
export type CheckinSegment = z.infer<typeof checkinSegment>;

export const checkinItinerary = z.object({
  passenger: z.object({
    name: z.string(),
    certType: z.enum(CERT_TYPES),
    /** Masked: only the first 4 and last 4 characters. */
    certNo: z.string(),
    mobile: z.string(),
  }),
  segments: z.array(checkinSegment),
  /** Spec section 9: the help line and its hours, shown where check-in is refused. */
  helpLine: z.object({ phone: z.string(), hours: z.string() }),
});
export type CheckinItinerary = z.infer<typeof checkinItinerary>;

export const seatCell = z.object({
  /** e.g. "32A". */
  seat: z.string(),
  letter: z.string(),
  state: z.enum(SEAT_STATES),
  position: z.enum(['window', 'middle', 'aisle']),
});
export type SeatCell = z.infer<typeof seatCell>;

export const seatRow = z.object({
  row: z.int(),
  cabin: z.enum(CABINS),
  exitRow: z.boolean(),
  overWing: z.boolean(),
  /** A galley or lavatories in front of this row. */
  facilityBefore: z.nullable(z.enum(['galley', 'lavatory', 'galleyAndLavatory'])),
  /** Seats in column order; null where the row has no seat in that column. */
  seats: z.array(z.nullable(seatCell)),
});

export const seatMap = z.object({
  segmentId: z.int(),
  flightNo: z.string(),
  aircraft: z.string(),
  /** The layout's name, e.g. "Airbus A321 (C12 Y196)". */
  layout: z.string(),
  cabin: z.enum(CABINS),
  /** Column letters per cabin, null for an aisle ("ABC", null, "JKL"). */
  columns: z.array(z.object({ cabin: z.enum(CABINS), letters: z.array(z.nullable(z.string())) })),
  rows: z.array(seatRow),
  /** The passenger's current seat, if checked in. */
  selectedSeat: z.nullable(z.string()),
});
export type SeatMap = z.infer<typeof seatMap>;

/** POST checkin/confirm: the agreement (with the ordinary-adult declaration) must be accepted. */
export const checkinConfirmBody = z.object({
  segmentId,
  seat: text(4),
  acceptAgreement: z.boolean(),
  acceptDangerousGoods: z.boolean(),
  /** Required for an exit-row seat: able and willing to help in an evacuation. */
  acceptExitRow: z.optional(z.boolean()),
});
export type CheckinConfirmBody = z.infer<typeof checkinConfirmBody>;

export const boardingPass = z.object({
  segmentId: z.int(),
  name: z.string(),
  nameLatin: z.string(),
  flightNo: z.string(),
  operatingFlightNo: z.string(),
  flightDate: z.string(),
  from: z.string(),
  fromCity: z.string(),
  to: z.string(),
  toCity: z.string(),
  departureTime: z.string(),
  seat: z.string(),
  cabin: z.enum(CABINS),
  cabinName: z.string(),
  sequenceNo: z.int(),
  boardingTime: z.string(),
  gate: z.string(),
  terminal: z.string(),
  pnr: z.string(),
  ticketNo: z.string(),
  /** The IATA BCBP (Resolution 792, M1) string the bar code carries. */
  bcbp: z.string(),
  /** Where the PDF417 PNG is served (checkin_token header). */
  barcodePath: z.string(),
});
export type BoardingPass = z.infer<typeof boardingPass>;

export const checkinCancelBody = z.object({ segmentId });
export type CheckinCancelBody = z.infer<typeof checkinCancelBody>;

export const checkinCancelAnswer = z.object({
  segmentId: z.int(),
  cancelCount: z.int(),
  cancelsLeft: z.int(),
});
export type CheckinCancelAnswer = z.infer<typeof checkinCancelAnswer>;
