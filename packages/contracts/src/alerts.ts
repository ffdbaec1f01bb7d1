import * as z from 'zod/mini';
import { ALERT_CHANNELS } from './alert-paths';
import { recordId } from './record-id';

export * from './alert-paths';

const token = z.string().check(z.minLength(10), z.maxLength(300));

/** A browser's PushSubscription (its toJSON()): the push service's URL and the message keys. */
export const pushSubscriptionBody = z.object({
  endpoint: z.string().check(z.minLength(10), z.maxLength(1000)),
  keys: z.object({
    /** The browser's P-256 public key, base64url (65 bytes). */
    p256dh: z.string().check(z.minLength(80), z.maxLength(100)),
    /** The 16-byte auth secret, base64url. */
    auth: z.string().check(z.minLength(16), z.maxLength(40)),
  }),
});
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionBody>;

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
  /** Web push to this browser, besides (or, for a guest, instead of) SMS or e-mail. */
  push: z.optional(pushSubscriptionBody),
  /**
   * A member's channels: `sms` to the login mobile (the default), `email` to the confirmed
   * address of the profile, `push` with `push`. A guest's follow from what they give.
   */
  channels: z.optional(z.array(z.enum(ALERT_CHANNELS)).check(z.maxLength(3))),
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

/** POST alerts/channels: a member's new channels for one subscription (at least one). */
export const alertChannelsBody = z.object({
  id: recordId,
  channels: z.array(z.enum(ALERT_CHANNELS)).check(z.minLength(1), z.maxLength(3)),
  push: z.optional(pushSubscriptionBody),
});
export type AlertChannelsBody = z.infer<typeof alertChannelsBody>;

export const alertChannelsAnswer = alertSubscription;

/** POST alerts/pushKey: the application server key for pushManager.subscribe. */
export const alertPushKeyAnswer = z.object({
  /** base64url of the uncompressed P-256 public key (65 bytes). */
  publicKey: z.string(),
});
export type AlertPushKeyAnswer = z.infer<typeof alertPushKeyAnswer>;

export const alertMineAnswer = z.object({ list: z.array(alertSubscription) });
export type AlertMineAnswer = z.infer<typeof alertMineAnswer>;
