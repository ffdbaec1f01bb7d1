import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AlertSubscription } from '@can/contracts/alerts';
import { STORAGE_KEYS } from '../../../lib/storage-keys';
import { envelope, stubApi } from '../../../test/fake-api';
import { renderWithApp } from '../../../test/render';
import { BROWSER_PUSH, SERVER_KEY, fakeBrowserPush } from '../testing/fake-browser-push';
import { MyAlertsSection } from './my-alerts-section';

const item = (id: number, flightNo: string, over: Partial<AlertSubscription> = {}) => ({
  id,
  flightId: `2026-11-22-D-${flightNo}`,
  flightNo,
  flightDate: '2026-11-22',
  status: 'active' as const,
  channels: ['sms' as const],
  mobile: '138****8000',
  email: null,
  quietHours: true,
  locale: 'en-US',
  endsAt: '2026-11-22T09:05:00.000Z',
  unsubscribeToken: `unsub-${flightNo}-0123456789`,
  ...over,
});

let list: AlertSubscription[];
let api: ReturnType<typeof stubApi>;
/** The server's answer to alerts/channels; by default it saves what it is given. */
let channelsAnswer:
  ((body: { id: number; channels: AlertSubscription['channels'] }) => Response) | null;

const channelCalls = () =>
  api
    .apiCalls()
    .filter(([url]) => url.startsWith('/byairport-cms/alerts/channels'))
    .map(([, init]) => JSON.parse(String(init?.body)) as unknown);

const box = (item: HTMLElement, name: string) =>
  within(item).getByRole('checkbox', { name }) as HTMLInputElement;

beforeEach(() => {
  channelsAnswer = null;
  localStorage.setItem(STORAGE_KEYS.memberToken, 'tok-member');
  list = [item(1, 'CZ3101'), item(2, 'MU5100', { quietHours: false })];
  api = stubApi({
    handler: (url, init) => {
      const path = url.split('?')[0];
      if (path === '/byairport-cms/alerts/mine') return envelope({ list });
      if (path === '/byairport-cms/alerts/pushKey') return envelope({ publicKey: SERVER_KEY });
      if (path === '/byairport-cms/alerts/channels') {
        const body = JSON.parse(String(init.body)) as {
          id: number;
          channels: AlertSubscription['channels'];
        };
        if (channelsAnswer) return channelsAnswer(body);
        list = list.map((s) => (s.id === body.id ? { ...s, channels: body.channels } : s));
        const saved = list.find((s) => s.id === body.id)!;
        return envelope(saved, 200, `Alerts for ${saved.flightNo} updated`);
      }
      if (path === '/byairport-cms/alerts/unsubscribe') {
        const { token } = JSON.parse(String(init.body)) as { token: string };
        const stopped = list.find((s) => s.unsubscribeToken === token)!;
        list = list.filter((s) => s !== stopped);
        return envelope({
          flightId: stopped.flightId,
          flightNo: stopped.flightNo,
          status: 'ended',
        });
      }
      return envelope(null, 404, 'not found');
    },
  });
});

describe("the member centre's flight alerts", () => {
  it('lists the flights with channel, masked contact and end, and stops one', async () => {
    renderWithApp(<MyAlertsSection />);
    const section = await screen.findByRole('region', { name: 'Flight alerts' });
    const items = await within(section).findAllByTestId('my-alert');
    expect(items).toHaveLength(2);
    expect(items[0]?.textContent).toContain('CZ3101');
    expect(items[0]?.textContent).toContain('Text message');
    expect(items[0]?.textContent).toContain('138****8000');
    expect(items[0]?.textContent).toMatch(/\w{3} 22 Nov 17:05/);
    expect(items[1]?.textContent).toContain('Quiet hoursOff');
    expect(within(items[0]!).getByRole('link', { name: 'CZ3101' }).getAttribute('href')).toBe(
      '/flight/detail?flightId=2026-11-22-D-CZ3101',
    );

    fireEvent.click(within(section).getByRole('button', { name: 'Stop alerts for MU5100' }));
    expect(
      await within(section).findByText('You will no longer get alerts for MU5100.'),
    ).toBeTruthy();
    await waitFor(() => expect(within(section).getAllByTestId('my-alert')).toHaveLength(1));
    const unsubscribe = api
      .apiCalls()
      .find(([url]) => url.startsWith('/byairport-cms/alerts/unsubscribe'));
    expect(JSON.parse(String(unsubscribe?.[1]?.body))).toEqual({
      token: 'unsub-MU5100-0123456789',
    });
  });

  it('says when there is none', async () => {
    list = [];
    renderWithApp(<MyAlertsSection />);
    expect(
      await screen.findByText(
        "You are not getting alerts for any flight. Open a flight's page to set them up.",
      ),
    ).toBeTruthy();
  });

  it('changes the channels of one flight: each in its own group, the answer shown and announced', async () => {
    renderWithApp(<MyAlertsSection />);
    const section = await screen.findByRole('region', { name: 'Flight alerts' });
    const group = await within(section).findByRole('group', { name: 'Send alerts for CZ3101 by' });
    expect(within(section).getByRole('group', { name: 'Send alerts for MU5100 by' })).toBeTruthy();
    expect(box(group, 'Text message').checked).toBe(true);
    expect(box(group, 'E-mail').checked).toBe(false);
    // No service worker here, and no browser on this subscription: no box for it.
    expect(within(group).queryByRole('checkbox', { name: 'This browser' })).toBeNull();

    fireEvent.click(box(group, 'Text message'));
    fireEvent.click(box(group, 'E-mail'));
    fireEvent.click(
      within(section).getByRole('button', { name: 'Save how alerts for CZ3101 are sent' }),
    );
    const item = within(section).getAllByTestId('my-alert')[0]!;
    const status = await within(item).findByText('Alerts for CZ3101 updated');
    expect(status.getAttribute('role')).toBe('status');
    expect(channelCalls()).toEqual([{ id: 1, channels: ['email'] }]);
    // The facts follow the answer, in words.
    expect(item.textContent).toContain('Sent byE-mail');
  });

  it('keeps at least one channel, and shows the server refusing e-mail without an address', async () => {
    channelsAnswer = () =>
      envelope(null, 601, 'Add and confirm an e-mail address in your profile first');
    renderWithApp(<MyAlertsSection />);
    const section = await screen.findByRole('region', { name: 'Flight alerts' });
    const group = await within(section).findByRole('group', { name: 'Send alerts for CZ3101 by' });
    const save = within(section).getByRole('button', {
      name: 'Save how alerts for CZ3101 are sent',
    });
    fireEvent.click(box(group, 'Text message'));
    fireEvent.click(save);
    const item = within(section).getAllByTestId('my-alert')[0]!;
    const refusal = within(item).getByTestId('alert-channels-refusal');
    await waitFor(() => expect(refusal.textContent).toBe('Choose at least one way to get alerts.'));
    expect(refusal.getAttribute('role')).toBe('alert');
    expect(channelCalls()).toHaveLength(0);

    fireEvent.click(box(group, 'E-mail'));
    fireEvent.click(save);
    await waitFor(() =>
      expect(refusal.textContent).toBe('Add and confirm an e-mail address in your profile first'),
    );
    expect(channelCalls()).toEqual([{ id: 1, channels: ['email'] }]);
    expect(item.textContent).toContain('Sent byText message');
  });

  it('adds this browser: signs it up on Save and sends its subscription', async () => {
    const browser = fakeBrowserPush();
    renderWithApp(<MyAlertsSection />);
    const section = await screen.findByRole('region', { name: 'Flight alerts' });
    const group = await within(section).findByRole('group', { name: 'Send alerts for MU5100 by' });
    const push = await within(group).findByRole('checkbox', { name: 'This browser' });
    fireEvent.click(push);
    expect(browser.requestPermission).not.toHaveBeenCalled();
    fireEvent.click(
      within(section).getByRole('button', { name: 'Save how alerts for MU5100 are sent' }),
    );
    expect(await within(section).findByText('Alerts for MU5100 updated')).toBeTruthy();
    expect(browser.requestPermission).toHaveBeenCalledTimes(1);
    expect(channelCalls()).toEqual([{ id: 2, channels: ['sms', 'push'], push: BROWSER_PUSH }]);
    expect(within(section).getAllByTestId('my-alert')[1]?.textContent).toContain(
      'Sent byText message, This browser',
    );
  });

  it('adding this browser refused by it: the rest is saved and the box says why', async () => {
    fakeBrowserPush({ permission: 'denied' });
    renderWithApp(<MyAlertsSection />);
    const section = await screen.findByRole('region', { name: 'Flight alerts' });
    const group = await within(section).findByRole('group', { name: 'Send alerts for CZ3101 by' });
    fireEvent.click(box(group, 'E-mail'));
    fireEvent.click(await within(group).findByRole('checkbox', { name: 'This browser' }));
    fireEvent.click(
      within(section).getByRole('button', { name: 'Save how alerts for CZ3101 are sent' }),
    );
    expect(await within(group).findByText(/Notifications are blocked for this site/)).toBeTruthy();
    await waitFor(() => expect(channelCalls()).toEqual([{ id: 1, channels: ['sms', 'email'] }]));
    expect(box(group, 'This browser').checked).toBe(false);
  });

  it('a browser already on the subscription can be turned off here, without asking this one', async () => {
    list = [item(1, 'CZ3101', { channels: ['sms', 'push'] })];
    renderWithApp(<MyAlertsSection />);
    const section = await screen.findByRole('region', { name: 'Flight alerts' });
    const group = await within(section).findByRole('group', { name: 'Send alerts for CZ3101 by' });
    expect(within(section).getByTestId('my-alert').textContent).toContain(
      'Sent byText message, This browser',
    );
    // No push in this browser (jsdom), yet the box shows: the member may stop the other one.
    const push = box(group, 'This browser');
    expect(push.checked).toBe(true);
    fireEvent.click(push);
    fireEvent.click(
      within(section).getByRole('button', { name: 'Save how alerts for CZ3101 are sent' }),
    );
    expect(await within(section).findByText('Alerts for CZ3101 updated')).toBeTruthy();
    expect(channelCalls()).toEqual([{ id: 1, channels: ['sms'] }]);
  });
});
