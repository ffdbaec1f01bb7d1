/**
 * Paths and constants of the online check-in calls (issue 7, spec sections 2, 3, 9). Zod-free,
 * so the page can name a call without loading schemas.
 */
export const checkinPaths = {
  sendSms: '/byairport-cms/checkin/sendSms',
  auth: '/byairport-cms/checkin/auth',
  itinerary: '/byairport-cms/checkin/itinerary',
  seatMap: '/byairport-cms/checkin/seatMap',
  confirm: '/byairport-cms/checkin/confirm',
  boardingPass: '/byairport-cms/checkin/boardingPass',
  /** The boarding pass's PDF417 bar code as a PNG (checkin_token header, segmentId query). */
  boardingPassImage: '/byairport-cms/checkin/boardingPass/image',
  cancel: '/byairport-cms/checkin/cancel',
} as const;

/** The header that carries the check-in session token. */
export const CHECKIN_TOKEN_HEADER = 'checkin_token';

/** Spec section 9 (decision record): online check-in opens 48 h and closes 4 h before departure. */
export const CHECKIN_OPENS_HOURS = 48;
export const CHECKIN_CLOSES_HOURS = 4;
/** Spec section 9: at most three cancellations, none in the last 60 minutes. */
export const CHECKIN_MAX_CANCELS = 3;
export const CHECKIN_CANCEL_CLOSES_MINUTES = 60;
/** Spec section 9: passengers over 70 cannot check in online. */
export const CHECKIN_MAX_AGE = 70;
/** Spec section 9: the check-in help line's hours, airport time. */
export const CHECKIN_HELP_HOURS = { from: '08:00', to: '21:30' } as const;

export const CERT_TYPES = ['NI', 'PP'] as const;
export type CertType = (typeof CERT_TYPES)[number];

/** C business, Y economy. */
export const CABINS = ['C', 'Y'] as const;
export type Cabin = (typeof CABINS)[number];

export const CHECKIN_STATUSES = ['booked', 'checkedIn'] as const;
export type CheckinStatus = (typeof CHECKIN_STATUSES)[number];
export const CHECKIN_CHANNELS = ['web', 'counter', 'kiosk'] as const;
export type CheckinChannel = (typeof CHECKIN_CHANNELS)[number];

/**
 * Seat states of the seat map (spec section 4): free to choose, the passenger's own, taken or
 * blocked, not for this passenger (another cabin), free in an emergency-exit row.
 */
export const SEAT_STATES = ['optional', 'selected', 'locked', 'invalid', 'emergency'] as const;
export type SeatState = (typeof SEAT_STATES)[number];

/** Why a segment cannot be checked in online (each has its own message on the server). */
export const CHECKIN_BLOCKS = [
  'notOpenYet',
  'closed',
  'departed',
  'notOrdinaryAdult',
  'checkedInAtCounter',
] as const;
export type CheckinBlock = (typeof CHECKIN_BLOCKS)[number];
