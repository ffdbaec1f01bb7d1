/**
 * Paths of the flight alert calls (issue 22). Zod-free, so a page can name a call without
 * loading schemas (re-exported by paths.ts).
 */
export const alertPaths = {
  /** A guest's SMS code for confirming the mobile number alerts go to (captcha first). */
  sendCode: '/byairport-cms/alerts/sendCode',
  /** Follow a flight: a member by token, a guest with a confirmed mobile or an e-mail address. */
  subscribe: '/byairport-cms/alerts/subscribe',
  /** The e-mail confirmation link's call: the subscription starts. */
  confirm: '/byairport-cms/alerts/confirm',
  /** The unsubscribe link's call (a signed token, no login). */
  unsubscribe: '/byairport-cms/alerts/unsubscribe',
  /** A member's alert subscriptions. */
  mine: '/byairport-cms/alerts/mine',
  /** A member changes the channels of one subscription (SMS, e-mail, this browser). */
  channels: '/byairport-cms/alerts/channels',
  /** The VAPID public key a browser subscribes to web push with. */
  pushKey: '/byairport-cms/alerts/pushKey',
} as const;

/** Web pages the messages link to; `?token=` carries the signed token. */
export const alertPages = {
  confirm: '/alerts/confirm',
  unsubscribe: '/alerts/unsubscribe',
} as const;

/** Issue 22: how alerts are delivered. */
export const ALERT_CHANNELS = ['sms', 'email', 'push'] as const;
export type AlertChannel = (typeof ALERT_CHANNELS)[number];
/** At most this many followed flights per mobile number, address or member. */
export const MAX_FOLLOWED_FLIGHTS = 10;
/** A subscription ends by itself this long after the flight departed or arrived. */
export const ALERT_END_AFTER_MS = 3 * 60 * 60_000;
/** A web push message is dropped by the push service when not delivered within this (s). */
export const ALERT_PUSH_TTL_SECONDS = 30 * 60;

/** What a web push message carries; the service worker shows it and opens `url` on a click. */
export interface AlertPushPayload {
  title: string;
  body: string;
  /** The flight detail page (absolute). */
  url: string;
  /** One notification per flight: a newer alert replaces the older one. */
  tag: string;
  /** The one-tap unsubscribe link. */
  unsubscribeUrl: string;
  /** The subscriber's language (a BCP 47 tag, as the site's locales). */
  lang: string;
}
