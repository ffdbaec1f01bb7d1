/// <reference lib="webworker" />
/*
 * Flight alerts by web push (issue 22): the worker shows the message the server pushed and, on
 * a click, opens the flight (or, from the "Stop alerts" button, the one-tap unsubscribe page).
 * Small functions over the worker's registration and clients, so tests hand them fakes; sw.ts
 * ties them to the events.
 */
import type { AlertPushPayload } from '@can/contracts/alert-paths';
import { parseLocale, type Locale } from '@can/contracts/locale';

/** The app's icon (the web app manifest's), in colour: the notification's picture. */
export const ALERT_ICON = '/icons/icon-192.png';
/** The notification's button that ends the alerts. */
export const STOP_ACTION = 'stop-alerts';

const STOP_TITLES: Record<Locale, string> = {
  'zh-CN': '停止提醒',
  'en-US': 'Stop alerts',
  'fr-FR': 'Arrêter les alertes',
  'ko-KR': '알림 중지',
};

/** What the server sends. */
export type AlertPush = AlertPushPayload;

/** What the click handler finds on a notification it showed. */
export interface AlertNotificationData {
  url: string;
  unsubscribeUrl?: string;
}

/** NotificationOptions with what Chromium shows and TypeScript's lib leaves out. */
export type AlertNotificationOptions = NotificationOptions & {
  actions?: { action: string; title: string }[];
  renotify?: boolean;
};

const isText = (value: unknown, max: number): value is string =>
  typeof value === 'string' && value.length > 0 && value.length <= max;

/** The pushed message, or null for anything else (no data, not JSON, fields missing). */
export function readAlertPush(data: Pick<PushMessageData, 'text'> | null): AlertPush | null {
  if (!data) return null;
  let message: unknown;
  try {
    message = JSON.parse(data.text());
  } catch {
    return null;
  }
  if (typeof message !== 'object' || message === null) return null;
  const m = message as Record<string, unknown>;
  if (!isText(m.title, 200) || !isText(m.body, 1000) || !isText(m.url, 2000)) return null;
  if (!isText(m.tag, 200)) return null;
  return {
    title: m.title,
    body: m.body,
    url: m.url,
    tag: m.tag,
    unsubscribeUrl: isText(m.unsubscribeUrl, 2000) ? m.unsubscribeUrl : '',
    lang: isText(m.lang, 20) ? m.lang : '',
  };
}

/** `url` when it is a page of this site (absolute or not), else null: nothing else is opened. */
export function sameOriginUrl(url: unknown, origin: string): string | null {
  if (typeof url !== 'string' || !url) return null;
  try {
    const parsed = new URL(url, origin);
    return parsed.origin === origin ? parsed.href : null;
  } catch {
    return null;
  }
}

/** The notification of one alert: a newer alert for the flight (same tag) replaces the older. */
export function alertNotification(
  push: AlertPush,
  origin: string,
): { title: string; options: AlertNotificationOptions } {
  // The server wrote the message in the subscriber's language, and says which.
  const lang = parseLocale(push.lang);
  const unsubscribeUrl = sameOriginUrl(push.unsubscribeUrl, origin);
  const data: AlertNotificationData = {
    url: push.url,
    ...(unsubscribeUrl ? { unsubscribeUrl } : {}),
  };
  return {
    title: push.title,
    options: {
      body: push.body,
      tag: push.tag,
      // The replacing alert is news too: the device tells the reader again.
      renotify: true,
      icon: ALERT_ICON,
      lang,
      data,
      ...(unsubscribeUrl ? { actions: [{ action: STOP_ACTION, title: STOP_TITLES[lang] }] } : {}),
    },
  };
}

/** Shows the pushed alert; a message that is not one is left alone. */
export async function showFlightAlert(
  registration: Pick<ServiceWorkerRegistration, 'showNotification'>,
  data: Pick<PushMessageData, 'text'> | null,
  origin: string,
): Promise<void> {
  const push = readAlertPush(data);
  if (!push) return;
  const { title, options } = alertNotification(push, origin);
  await registration.showNotification(title, options).catch(() => undefined);
}

/**
 * A click on an alert: the notification closes and the flight opens (the unsubscribe page from
 * the "Stop alerts" button) in a window of this site that is open, else in a new one. A window
 * this worker does not control cannot be navigated: a new one opens instead.
 */
export async function openFlightAlert(
  notification: Pick<Notification, 'close' | 'data'>,
  action: string,
  clients: Pick<Clients, 'matchAll' | 'openWindow'>,
  origin: string,
): Promise<void> {
  notification.close();
  const data = (notification.data ?? {}) as Partial<AlertNotificationData>;
  const target = sameOriginUrl(action === STOP_ACTION ? data.unsubscribeUrl : data.url, origin);
  if (!target) return;
  const windows = await clients
    .matchAll({ type: 'window', includeUncontrolled: true })
    .catch(() => []);
  const open = windows.find((w) => w.focused) ?? windows[0];
  if (open) {
    try {
      const navigated = await open.navigate(target);
      await (navigated ?? open).focus().catch(() => undefined);
      return;
    } catch {
      // Not controlled by this worker, or gone: a window of its own.
    }
  }
  await clients.openWindow(target).catch(() => null);
}

/**
 * Keeps the worker alive until `work` is done. An event a script dispatched (a journey's
 * `new PushEvent(...)`) is not trusted, and its waitUntil throws: the work just runs.
 */
export function keepAlive(
  event: Pick<ExtendableEvent, 'isTrusted' | 'waitUntil'>,
  work: Promise<unknown>,
): void {
  if (event.isTrusted) event.waitUntil(work);
  else void work;
}
