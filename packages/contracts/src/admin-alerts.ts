import * as z from 'zod/mini';
import { ALERT_CHANNELS } from './alert-paths';
import { DESK_ALERT_IDS_MAX } from './admin-alerts-paths';
import { recordId } from './record-id';

export * from './admin-alerts-paths';

/** As typed at the desk; the server ignores spaces and dashes in a number, case in an address. */
const mobile = z.optional(z.string().check(z.trim(), z.maxLength(40)));
const email = z.optional(z.string().check(z.trim(), z.maxLength(200)));

/** GET alerts/find: a mobile number or an e-mail address (or both: either matches). */
export const deskAlertFindQuery = z.object({ mobile, email });
export type DeskAlertFindQuery = z.input<typeof deskAlertFindQuery>;

/** One live subscription as the service desk sees it. */
export const deskAlertSubscription = z.object({
  id: z.int(),
  flightId: z.string(),
  flightNo: z.string(),
  /** The flight's airport date, YYYY-MM-DD. */
  flightDate: z.string(),
  /** `active`, or `pending` until the e-mail link is opened. */
  status: z.enum(['active', 'pending']),
  channels: z.array(z.enum(ALERT_CHANNELS)),
  /** Masked: 138****1234, l***@example.com. */
  contact: z.string(),
  /** ISO time the subscription ends by itself (3 h after the flight). */
  endsAt: z.string(),
});
export type DeskAlertSubscription = z.infer<typeof deskAlertSubscription>;

export const deskAlertList = z.object({ list: z.array(deskAlertSubscription) });
export type DeskAlertList = z.infer<typeof deskAlertList>;

/** POST alerts/end: the contact as looked up, and the subscriptions to end (none: all). */
export const deskAlertEndBody = z.object({
  mobile,
  email,
  ids: z.optional(z.array(recordId).check(z.minLength(1), z.maxLength(DESK_ALERT_IDS_MAX))),
});
export type DeskAlertEndBody = z.input<typeof deskAlertEndBody>;
