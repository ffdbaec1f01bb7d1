import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AlertSubscription } from '@can/contracts/alerts';
import { STORAGE_KEYS } from '../../../lib/storage-keys';
import { envelope, stubApi } from '../../../test/fake-api';
import { renderWithApp } from '../../../test/render';
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

beforeEach(() => {
  localStorage.setItem(STORAGE_KEYS.memberToken, 'tok-member');
  list = [item(1, 'CZ3101'), item(2, 'MU5100', { quietHours: false })];
  api = stubApi({
    handler: (url, init) => {
      const path = url.split('?')[0];
      if (path === '/byairport-cms/alerts/mine') return envelope({ list });
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
});
