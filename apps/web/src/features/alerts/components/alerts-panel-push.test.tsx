import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { AlertSubscription } from '@can/contracts/alerts';
import { STORAGE_KEYS } from '../../../lib/storage-keys';
import { envelope, stubApi } from '../../../test/fake-api';
import { renderWithApp } from '../../../test/render';
import { BROWSER_PUSH, SERVER_KEY, fakeBrowserPush } from '../testing/fake-browser-push';
import AlertsPanel from './alerts-panel';

/* The alerts panel where this browser can get web push (a built site with its service worker). */

const FLIGHT_ID = '2026-11-22-D-CZ3101';
const SUBSCRIBE = '/byairport-cms/alerts/subscribe';
const PUSH_KEY = '/byairport-cms/alerts/pushKey';
const DENIED =
  "Notifications are blocked for this site in this browser, so alerts cannot come here. You can allow them in the browser's site settings.";
const FAILED =
  'This browser could not be signed up for notifications; its push service may be out of reach. Text messages and e-mail work everywhere.';

const subscription = (over: Partial<AlertSubscription> = {}): AlertSubscription => ({
  id: 7,
  flightId: FLIGHT_ID,
  flightNo: 'CZ3101',
  flightDate: '2026-11-22',
  status: 'active',
  channels: ['push'],
  mobile: null,
  email: null,
  quietHours: true,
  locale: 'en-US',
  endsAt: '2026-11-22T09:05:00.000Z',
  unsubscribeToken: 'unsub-token-0123456789',
  ...over,
});

let api: ReturnType<typeof stubApi>;
let answers: Record<string, Response>;

const callsTo = (path: string) => api.apiCalls().filter(([url]) => url.split('?')[0] === path);
const bodyOf = (path: string) =>
  JSON.parse(String(callsTo(path)[0]?.[1]?.body ?? 'null')) as unknown;

beforeEach(() => {
  answers = {
    '/byairport-cms/captcha/create': envelope({
      uuid: 'c-1',
      img: 'data:image/svg+xml,%3Csvg%2F%3E',
      expiresInSeconds: 300,
    }),
    '/byairport-cms/alerts/sendCode': envelope({ resendInSeconds: 60, validForSeconds: 300 }),
    [PUSH_KEY]: envelope({ publicKey: SERVER_KEY }),
    [SUBSCRIBE]: envelope(subscription(), 200, 'You will get alerts for CZ3101'),
    '/byairport-cms/alerts/mine': envelope({ list: [] }),
  };
  api = stubApi({
    handler: (url) => answers[url.split('?')[0]!] ?? envelope(null, 404, 'not found'),
  });
});

async function openPanel() {
  renderWithApp(<AlertsPanel flightId={FLIGHT_ID} flightNo="CZ3101" />);
  return screen.findByRole('region', { name: 'Get alerts for CZ3101' });
}

describe('alerts to this browser by web push (issue 22)', () => {
  it('a guest follows with this browser alone: permission, key, subscription, then the call', async () => {
    const browser = fakeBrowserPush();
    const panel = await openPanel();
    fireEvent.click(await within(panel).findByRole('radio', { name: 'This browser' }));
    expect(within(panel).queryByLabelText('Mobile number')).toBeNull();
    fireEvent.click(within(panel).getByRole('button', { name: 'Notify this browser' }));
    expect(await within(panel).findByText('You will get alerts for CZ3101')).toBeTruthy();
    expect(browser.requestPermission).toHaveBeenCalledTimes(1);
    expect(callsTo(PUSH_KEY)).toHaveLength(1);
    expect(bodyOf(SUBSCRIBE)).toEqual({ flightId: FLIGHT_ID, push: BROWSER_PUSH });
    const result = within(panel).getByTestId('alert-subscription');
    expect(result.textContent).toContain('Sent byThis browser');
  });

  it('asks nothing of the browser until the reader asks for its alerts', async () => {
    const browser = fakeBrowserPush();
    const panel = await openPanel();
    fireEvent.click(await within(panel).findByRole('radio', { name: 'This browser' }));
    expect(browser.requestPermission).not.toHaveBeenCalled();
    expect(callsTo(PUSH_KEY)).toHaveLength(0);
  });

  it('with notifications refused and this browser the only way, nothing is sent and it says why', async () => {
    fakeBrowserPush({ permission: 'denied' });
    const panel = await openPanel();
    fireEvent.click(await within(panel).findByRole('radio', { name: 'This browser' }));
    fireEvent.click(within(panel).getByRole('button', { name: 'Notify this browser' }));
    // The note is a live region present from the start; wait for its words, not for it.
    const note = await within(panel).findByText(DENIED);
    expect(note.getAttribute('data-testid')).toBe('alert-push-note');
    expect(note.getAttribute('role')).toBe('status');
    expect(callsTo(SUBSCRIBE)).toHaveLength(0);
    expect(callsTo(PUSH_KEY)).toHaveLength(0);
    // The other ways are still there.
    expect(within(panel).getByRole('radio', { name: 'Text message' })).toBeTruthy();
  });

  it('a guest by SMS and this browser: the push service out of reach, the SMS alerts still start', async () => {
    fakeBrowserPush({ subscribeFails: true });
    answers[SUBSCRIBE] = envelope(
      subscription({ channels: ['sms'], mobile: '138****8000' }),
      200,
      'You will get alerts for CZ3101',
    );
    const panel = await openPanel();
    const form = await within(panel).findByTestId('alert-sms-form');
    const box = await within(form).findByRole('checkbox', {
      name: 'Also notify me in this browser',
    });
    expect((box as HTMLInputElement).checked).toBe(false);
    fireEvent.click(box);
    fireEvent.input(within(form).getByLabelText('Mobile number'), {
      target: { value: '13800138000' },
    });
    fireEvent.input(within(form).getByLabelText('Text-message code'), {
      target: { value: '123456' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Get text alerts' }));
    const status = await within(panel).findByText(`You will get alerts for CZ3101 ${FAILED}`);
    expect(status.getAttribute('role')).toBe('status');
    expect(bodyOf(SUBSCRIBE)).toEqual({
      flightId: FLIGHT_ID,
      mobile: '13800138000',
      smsCode: '123456',
      quietHours: true,
    });
  });

  it('a guest by e-mail and this browser sends both', async () => {
    fakeBrowserPush();
    const panel = await openPanel();
    fireEvent.click(await within(panel).findByRole('radio', { name: 'E-mail' }));
    const form = within(panel).getByTestId('alert-email-form');
    fireEvent.input(within(form).getByLabelText('E-mail address'), {
      target: { value: 'li@x.com' },
    });
    fireEvent.click(within(form).getByRole('checkbox', { name: 'Also notify me in this browser' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Get e-mail alerts' }));
    expect(await within(panel).findByText('You will get alerts for CZ3101')).toBeTruthy();
    expect(bodyOf(SUBSCRIBE)).toEqual({
      flightId: FLIGHT_ID,
      email: 'li@x.com',
      push: BROWSER_PUSH,
    });
  });

  it('a member adds this browser to the text messages', async () => {
    localStorage.setItem(STORAGE_KEYS.memberToken, 'tok-member');
    fakeBrowserPush();
    answers[SUBSCRIBE] = envelope(
      subscription({ channels: ['sms', 'push'], mobile: '138****8000' }),
      200,
      'You will get alerts for CZ3101',
    );
    const panel = await openPanel();
    const channels = await within(panel).findByRole('group', { name: 'Send alerts by' });
    fireEvent.click(await within(channels).findByRole('checkbox', { name: 'This browser' }));
    fireEvent.click(within(panel).getByRole('button', { name: 'Get alerts' }));
    expect(await within(panel).findByText('You will get alerts for CZ3101')).toBeTruthy();
    expect(bodyOf(SUBSCRIBE)).toEqual({
      flightId: FLIGHT_ID,
      channels: ['sms', 'push'],
      quietHours: true,
      push: BROWSER_PUSH,
    });
    expect(within(panel).getByTestId('alert-subscription').textContent).toContain(
      'Text message, This browser',
    );
  });

  it('a member with this browser alone, refused by the browser: nothing is sent, the box says why', async () => {
    localStorage.setItem(STORAGE_KEYS.memberToken, 'tok-member');
    fakeBrowserPush({ subscribeFails: true });
    const panel = await openPanel();
    const channels = await within(panel).findByRole('group', { name: 'Send alerts by' });
    fireEvent.click(within(channels).getByRole('checkbox', { name: 'Text message' }));
    const box = await within(channels).findByRole('checkbox', { name: 'This browser' });
    fireEvent.click(box);
    fireEvent.click(within(panel).getByRole('button', { name: 'Get alerts' }));
    const note = await within(panel).findByText(FAILED);
    expect(box.getAttribute('aria-describedby')).toBe(note.id);
    expect((box as HTMLInputElement).checked).toBe(false);
    expect(callsTo(SUBSCRIBE)).toHaveLength(0);
    expect(
      (within(panel).getByRole('button', { name: 'Get alerts' }) as HTMLButtonElement).disabled,
    ).toBe(false);
  });

  it('is not offered where the browser has push but no service worker runs (development)', async () => {
    localStorage.setItem(STORAGE_KEYS.memberToken, 'tok-member');
    fakeBrowserPush({ noWorker: true });
    const panel = await openPanel();
    const channels = await within(panel).findByRole('group', { name: 'Send alerts by' });
    expect(within(channels).getAllByRole('checkbox')).toHaveLength(2);
    expect(within(channels).queryByRole('checkbox', { name: 'This browser' })).toBeNull();
  });
});
