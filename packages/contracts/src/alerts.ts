import * as z from 'zod/mini';
import { ALERT_CHANNELS } from './alert-paths';

export * from './alert-paths';

const token = z.string().check(z.minLength(10), z.maxLength(300));

/** POST alerts/sendCode: as sms/sendSms, for the number alerts will go to. */
export const alertCodeBody = z.object({
  mobile: z.string().check(z.maxLength(40)),
  captchaCode: z.string().check(z.maxLength(20)),
  captchaUuid: z.string().check(z.maxLength(64)),
});
export type AlertCodeBody = z.infer<typeof alertCodeBody>;

/**
 * POST alerts/subscribe. A member (token header) needs only the flight: alerts go by SMS to
 * the login mobile. A guest gives a mobile with its SMS code, or an e-mail address (confirmed
 * by the link mailed to it), or both.
 */
export const alertSubscribeBody = z.object({
  flightId: z.string().check(z.minLength(1), z.maxLength(80)),
  mobile: z.optional(z.string().check(z.maxLength(40))),
  smsCode: z.optional(z.string().check(z.maxLength(20))),
  email: z.optional(z.string().check(z.maxLength(200))),
  /** SMS not between 23:00 and 07:00 airport time unless the flight departs within 3 hours. */
  quietHours: z._default(z.boolean(), true),
});
export type AlertSubscribeBody = z.input<typeof alertSubscribeBody>;

export const alertSubscription = z.object({
  id: z.int(),
  flightId: z.string(),
  flightNo: z.string(),
  flightDate: z.string(),
  /** `active`, or `pending` until the e-mail link is opened. */
  status: z.enum(['active', 'pending']),
  channels: z.array(z.enum(ALERT_CHANNELS)),
  /** Masked: 138****1234, l***@example.com. */
  mobile: z.nullable(z.string()),
  email: z.nullable(z.string()),
  quietHours: z.boolean(),
  locale: z.string(),
  /** ISO time the subscription ends by itself (3 h after the flight). */
  endsAt: z.string(),
  /** The signed token of the unsubscribe link: the subscriber may end it here too. */
  unsubscribeToken: z.string(),
});
export type AlertSubscription = z.infer<typeof alertSubscription>;

export const alertSubscribeAnswer = alertSubscription;

/** POST alerts/confirm and alerts/unsubscribe: the token from the link. */
export const alertTokenBody = z.object({ token });
export type AlertTokenBody = z.infer<typeof alertTokenBody>;

export const alertTokenAnswer = z.object({
  flightId: z.string(),
  flightNo: z.string(),
  status: z.enum(['active', 'ended']),
});
export type AlertTokenAnswer = z.infer<typeof alertTokenAnswer>;

export const alertMineAnswer = z.object({ list: z.array(alertSubscription) });
export type AlertMineAnswer = z.infer<typeof alertMineAnswer>;
