import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { DeskAlertSubscription } from '@can/contracts/admin-alerts';
import { envelope, stubApi } from '../../../../test/fake-api';
import { renderWithApp } from '../../../../test/render';
import { Component as AlertsDesk } from './alerts-desk-page';

const alert = (id: number, flightNo: string, extra: Partial<DeskAlertSubscription> = {}) =>
  ({
    id,
    flightId: `2026-11-22-${flightNo}-D`,
    flightNo,
    flightDate: '2026-11-22',
    status: 'active',
    channels: ['sms'],
    contact: '139****5678',
    endsAt: '2026-11-22T12:00:00.000Z',
    ...extra,
  }) satisfies DeskAlertSubscription;

/** The desk's two calls over a list of live alerts; the bodies posted to end are kept. */
function fakeDesk(initial: DeskAlertSubscription[]) {
  let live = [...initial];
  const ends: unknown[] = [];
  const finds: string[] = [];
  const api = stubApi({
    handler: (url, init) => {
      const path = url.split('?')[0]!;
      if (path.endsWith('/admin/alerts/find')) {
        finds.push(url);
        return envelope({ list: live });
      }
      if (path.endsWith('/admin/alerts/end')) {
        const body = JSON.parse(String(init.body)) as { ids?: number[] };
        ends.push(body);
        const ended = live.filter((s) => !body.ids || body.ids.includes(s.id));
        live = live.filter((s) => !ended.includes(s));
        return envelope({ list: ended });
      }
      return envelope(null);
    },
  });
  return { api, ends, finds };
}

async function search(mobile: string) {
  fireEvent.input(screen.getByRole('textbox', { name: 'Mobile number' }), {
    target: { value: mobile },
  });
  fireEvent.click(screen.getByRole('button', { name: 'Find alerts' }));
  return screen.findByRole('table');
}

describe('flight alerts at the service desk', () => {
  it('asks for a mobile number or an address before looking anything up', async () => {
    const { api } = fakeDesk([]);
    renderWithApp(<AlertsDesk />, { path: '/admin/alerts' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Flight alerts');
    fireEvent.click(screen.getByRole('button', { name: 'Find alerts' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Enter a mobile number or an e-mail address.',
    );
    expect(api.apiCalls()).toEqual([]);
  });

  it('lists the alerts of a number: flight, date, channels, masked contact, end time, state', async () => {
    const { finds } = fakeDesk([
      alert(11, 'CZ3101'),
      alert(12, 'HU7802', {
        status: 'pending',
        channels: ['email'],
        contact: 't***@example.com',
      }),
    ]);
    const { router } = renderWithApp(<AlertsDesk />, { path: '/admin/alerts' });
    const table = await search(' 13912345678 ');
    expect(finds[0]).toContain('mobile=13912345678');
    expect(finds[0]).not.toContain('email=');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Live alerts: 2');
    const rows = within(table).getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual([
      'FlightFlight dateSent byContactEnds (airport time)StatusActions',
      'CZ31012026-11-22SMS139****56782026-11-22 20:00ActiveEnd',
      'HU78022026-11-22E-mailt***@example.com2026-11-22 20:00Awaiting e-mail confirmationEnd',
    ]);
    // The number typed stays out of the address (and so out of the browser's history).
    expect(router.state.location.search).toBe('');
  });

  it('ends one alert after asking, and says so', async () => {
    const { ends } = fakeDesk([alert(11, 'CZ3101'), alert(12, 'CZ3539')]);
    renderWithApp(<AlertsDesk />, { path: '/admin/alerts' });
    await search('13912345678');
    fireEvent.click(screen.getByRole('button', { name: 'End alerts for CZ3101 on 2026-11-22' }));
    const question = screen.getByRole('group', {
      name: 'End the alerts for CZ3101 on 2026-11-22? 139****5678 will get no more messages about this flight.',
    });
    expect(ends).toEqual([]);
    fireEvent.click(within(question).getByRole('button', { name: 'Yes, end them' }));
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('Alerts for CZ3101 on 2026-11-22 ended.'),
    );
    expect(ends).toEqual([{ mobile: '13912345678', ids: [11] }]);
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(2));
    expect(screen.getByRole('row', { name: /CZ3539/ })).toBeTruthy();
  });

  it('keeps the alert when the question is answered no', async () => {
    const { ends } = fakeDesk([alert(11, 'CZ3101')]);
    renderWithApp(<AlertsDesk />, { path: '/admin/alerts' });
    await search('13912345678');
    // A single alert: no "End all" beside its own button.
    expect(screen.queryByRole('button', { name: 'End all' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'End alerts for CZ3101 on 2026-11-22' }));
    fireEvent.click(screen.getByRole('button', { name: 'No, keep them' }));
    expect(screen.queryByRole('group')).toBeNull();
    expect(ends).toEqual([]);
  });

  it('ends all the alerts of the contact after asking', async () => {
    const { ends } = fakeDesk([alert(11, 'CZ3101'), alert(12, 'CZ3539')]);
    renderWithApp(<AlertsDesk />, { path: '/admin/alerts' });
    await search('13912345678');
    fireEvent.click(screen.getByRole('button', { name: 'End all' }));
    const question = screen.getByRole('group', {
      name: 'End all 2 alerts of this contact? No more messages will be sent, and the contact is erased from them.',
    });
    fireEvent.click(within(question).getByRole('button', { name: 'Yes, end all' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Alerts ended: 2.'));
    expect(ends).toEqual([{ mobile: '13912345678' }]);
    expect(
      (await screen.findByRole('heading', { name: 'No live alerts for this contact.' })).tagName,
    ).toBe('H2');
    expect(screen.queryByRole('table')).toBeNull();
  });
});
