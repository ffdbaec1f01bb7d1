import { describe, expect, it, vi } from 'vitest';
import {
  ALERT_ICON,
  STOP_ACTION,
  keepAlive,
  openFlightAlert,
  readAlertPush,
  showFlightAlert,
  type AlertNotificationOptions,
} from './alert-notifications';

const ORIGIN = 'https://www.example-airport.cn';
const FLIGHT_URL = `${ORIGIN}/flight/detail?flightId=2026-11-22-D-CZ3101`;
const STOP_URL = `${ORIGIN}/alerts/unsubscribe?token=tok.0123456789`;

const payload = (over: Record<string, unknown> = {}) => ({
  title: 'Guangzhou Baiyun International Airport',
  body: 'CZ3101 to Beijing: the gate is now B262 (was B230).',
  url: FLIGHT_URL,
  tag: 'flight-alert:2026-11-22-D-CZ3101',
  unsubscribeUrl: STOP_URL,
  lang: 'fr-FR',
  ...over,
});
const pushed = (value: unknown) => ({
  text: () => (typeof value === 'string' ? value : JSON.stringify(value)),
});

function fakeRegistration() {
  const shown: { title: string; options: AlertNotificationOptions }[] = [];
  const registration = {
    showNotification: vi.fn(async (title: string, options: AlertNotificationOptions = {}) => {
      shown.push({ title, options });
    }),
  };
  return { registration, shown };
}

interface FakeWindow {
  focused: boolean;
  navigate: ReturnType<typeof vi.fn>;
  focus: ReturnType<typeof vi.fn>;
}

function fakeWindow(over: Partial<FakeWindow> = {}): FakeWindow {
  const window: FakeWindow = {
    focused: false,
    navigate: vi.fn(async () => window),
    focus: vi.fn(async () => window),
    ...over,
  };
  return window;
}

function fakeClients(windows: FakeWindow[]) {
  return {
    matchAll: vi.fn(async () => windows),
    openWindow: vi.fn(async () => null),
  } as unknown as Clients & {
    matchAll: ReturnType<typeof vi.fn>;
    openWindow: ReturnType<typeof vi.fn>;
  };
}

const notification = (data: unknown) => ({ close: vi.fn(), data });

describe('web push alerts in the service worker (issue 22)', () => {
  it('shows the pushed alert: title, body, tag of the flight, icon, link and a stop button', async () => {
    const { registration, shown } = fakeRegistration();
    await showFlightAlert(registration, pushed(payload()), ORIGIN);
    expect(shown).toHaveLength(1);
    const [{ title, options }] = shown as [(typeof shown)[number]];
    expect(title).toBe('Guangzhou Baiyun International Airport');
    expect(options).toMatchObject({
      body: 'CZ3101 to Beijing: the gate is now B262 (was B230).',
      tag: 'flight-alert:2026-11-22-D-CZ3101',
      renotify: true,
      icon: ALERT_ICON,
      data: { url: FLIGHT_URL, unsubscribeUrl: STOP_URL },
    });
    // The message's language names the notification's and the button's.
    expect(options.lang).toBe('fr-FR');
    expect(options.actions).toEqual([{ action: STOP_ACTION, title: 'Arrêter les alertes' }]);
  });

  it('speaks the language the message says it is in', async () => {
    const { registration, shown } = fakeRegistration();
    await showFlightAlert(
      registration,
      pushed(
        payload({ title: '广州白云国际机场', body: 'CZ3101 登机口变更为 B262', lang: 'zh-CN' }),
      ),
      ORIGIN,
    );
    await showFlightAlert(
      registration,
      pushed(
        payload({
          title: '광저우 바이윈 국제공항',
          body: 'CZ3101 탑승구 변경: B262',
          lang: 'ko-KR',
        }),
      ),
      ORIGIN,
    );
    expect(shown.map((s) => s.options.lang)).toEqual(['zh-CN', 'ko-KR']);
    expect(shown.map((s) => s.options.actions?.[0]?.title)).toEqual(['停止提醒', '알림 중지']);
  });

  it('leaves out the stop button when the unsubscribe link is missing or on another site', async () => {
    const { registration, shown } = fakeRegistration();
    await showFlightAlert(registration, pushed(payload({ unsubscribeUrl: undefined })), ORIGIN);
    await showFlightAlert(
      registration,
      pushed(payload({ unsubscribeUrl: 'https://evil.example/alerts/unsubscribe' })),
      ORIGIN,
    );
    expect(shown).toHaveLength(2);
    for (const { options } of shown) {
      expect(options.actions).toBeUndefined();
      expect(options.data).toEqual({ url: FLIGHT_URL });
    }
  });

  it.each([
    ['no data', null],
    ['not JSON', pushed('gate B262')],
    ['JSON that is not an object', pushed('"gate"')],
    ['a missing title', pushed(payload({ title: undefined }))],
    ['a body that is not text', pushed(payload({ body: 42 }))],
    ['no link', pushed(payload({ url: '' }))],
    ['no tag', pushed(payload({ tag: undefined }))],
  ])('ignores a message with %s', async (_, data) => {
    const { registration } = fakeRegistration();
    expect(readAlertPush(data)).toBeNull();
    await expect(showFlightAlert(registration, data, ORIGIN)).resolves.toBeUndefined();
    expect(registration.showNotification).not.toHaveBeenCalled();
  });

  it('does not fail when the notification cannot be shown (permission withdrawn)', async () => {
    const registration = {
      showNotification: vi.fn(async () => {
        throw new TypeError('No notification permission has been granted for this origin.');
      }),
    };
    await expect(showFlightAlert(registration, pushed(payload()), ORIGIN)).resolves.toBeUndefined();
    expect(registration.showNotification).toHaveBeenCalledTimes(1);
  });

  it('a click closes the alert and opens the flight in the focused window of the site', async () => {
    const other = fakeWindow();
    const focused = fakeWindow({ focused: true });
    const clients = fakeClients([other, focused]);
    const shown = notification({ url: FLIGHT_URL, unsubscribeUrl: STOP_URL });
    await openFlightAlert(shown, '', clients, ORIGIN);
    expect(shown.close).toHaveBeenCalled();
    expect(focused.navigate).toHaveBeenCalledWith(FLIGHT_URL);
    expect(focused.focus).toHaveBeenCalled();
    expect(other.navigate).not.toHaveBeenCalled();
    expect(clients.openWindow).not.toHaveBeenCalled();
  });

  it('the stop button opens the unsubscribe page', async () => {
    const open = fakeWindow();
    const clients = fakeClients([open]);
    await openFlightAlert(
      notification({ url: FLIGHT_URL, unsubscribeUrl: STOP_URL }),
      STOP_ACTION,
      clients,
      ORIGIN,
    );
    expect(open.navigate).toHaveBeenCalledWith(STOP_URL);
  });

  it('opens a new window when none is open, or when the open one cannot be navigated', async () => {
    const none = fakeClients([]);
    await openFlightAlert(notification({ url: FLIGHT_URL }), '', none, ORIGIN);
    expect(none.openWindow).toHaveBeenCalledWith(FLIGHT_URL);

    const uncontrolled = fakeWindow({
      navigate: vi.fn(async () => {
        throw new TypeError('This service worker is not the client’s active service worker.');
      }),
    });
    const clients = fakeClients([uncontrolled]);
    await openFlightAlert(notification({ url: FLIGHT_URL }), '', clients, ORIGIN);
    expect(uncontrolled.navigate).toHaveBeenCalled();
    expect(clients.openWindow).toHaveBeenCalledWith(FLIGHT_URL);
  });

  it('a refused focus (no user gesture, as for a dispatched event) still leaves the flight open', async () => {
    const open = fakeWindow({
      focus: vi.fn(async () => {
        throw new DOMException('Not allowed to focus a window.', 'InvalidAccessError');
      }),
    });
    const clients = fakeClients([open]);
    await expect(
      openFlightAlert(notification({ url: FLIGHT_URL }), '', clients, ORIGIN),
    ).resolves.toBeUndefined();
    expect(open.navigate).toHaveBeenCalledWith(FLIGHT_URL);
    expect(clients.openWindow).not.toHaveBeenCalled();
  });

  it.each([
    ['another site', { url: 'https://evil.example/flight/detail?flightId=x' }],
    ['no link', {}],
    ['no data', null],
  ])('opens nothing for a notification with %s', async (_, data) => {
    const open = fakeWindow();
    const clients = fakeClients([open]);
    const shown = notification(data);
    await openFlightAlert(shown, '', clients, ORIGIN);
    expect(shown.close).toHaveBeenCalled();
    expect(open.navigate).not.toHaveBeenCalled();
    expect(clients.openWindow).not.toHaveBeenCalled();
  });

  it('opens a link given as a path on this site', async () => {
    const clients = fakeClients([]);
    await openFlightAlert(notification({ url: '/flight/detail?flightId=X' }), '', clients, ORIGIN);
    expect(clients.openWindow).toHaveBeenCalledWith(`${ORIGIN}/flight/detail?flightId=X`);
  });

  it('keeps the worker alive for a real event only: a dispatched one would throw', async () => {
    const work = Promise.resolve();
    const trusted = { isTrusted: true, waitUntil: vi.fn() };
    keepAlive(trusted, work);
    expect(trusted.waitUntil).toHaveBeenCalledWith(work);

    const dispatched = {
      isTrusted: false,
      waitUntil: vi.fn(() => {
        throw new DOMException('The event handler is already finished.', 'InvalidStateError');
      }),
    };
    expect(() => keepAlive(dispatched, work)).not.toThrow();
    expect(dispatched.waitUntil).not.toHaveBeenCalled();
  });
});
