import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { stubApi } from '../../../test/fake-api';
import { stubMatchMedia } from '../../../test/frame-stubs';
import { renderWithApp } from '../../../test/render';
import { FOLLOWED_FLIGHTS_KEY } from '../model/followed-flights';
import { FakeEventSource } from '../testing/fake-event-source';
import { changed, departure, fakeFlights } from '../testing/flight-fixtures';
import DeparturesPage from '../pages/departures-page';
import FollowedFlightsDock from './followed-flights-dock';

const CZ3101 = departure('CZ3101', '08:05', {
  flightStatus: 'checkin',
  flightStatusEn: 'Check-in open',
});
const MU5301 = departure('MU5301', '08:40', { boardingGate: 'B270' });

async function renderLiveBoard() {
  stubMatchMedia();
  FakeEventSource.instances = [];
  vi.stubGlobal('EventSource', FakeEventSource);
  stubApi({ handler: fakeFlights([CZ3101, MU5301]) });
  const view = renderWithApp(
    <>
      <DeparturesPage />
      {/* Alerts come from the frame's followed-flights dock, as on the site. */}
      <FollowedFlightsDock />
    </>,
    { path: '/flight/departures?page=1' },
  );
  await screen.findAllByTestId('flight-row');
  act(() => FakeEventSource.current().open());
  return view;
}

const row = (flightNo: string) =>
  screen.getAllByTestId('flight-row').find((r) => r.textContent?.includes(flightNo))!;

const boarding = changed(CZ3101, { flightStatus: 'boarding', flightStatusEn: 'Boarding' });
const push = (updates: unknown) => act(() => FakeEventSource.current().emit('flights', updates));

describe('live board', () => {
  beforeEach(() => localStorage.clear());

  it('shows each row’s airline logo with the row, not when it is scrolled to (17.13)', async () => {
    await renderLiveBoard();
    const logo = row('MU5301').querySelector('img');
    expect(logo?.getAttribute('src')).toBe('/media/airlines/MU.svg');
    // A lazy logo is an empty circle on a phone scrolled fast or on a slow line, and in print.
    expect(logo?.getAttribute('loading')).toBeNull();
  });

  it('opens one stream and updates a row in place, with the stamp and a polite summary', async () => {
    await renderLiveBoard();
    expect(FakeEventSource.current().url).toBe('/byairport-flight/flight/stream');
    expect(screen.getByText('Live')).toBeTruthy();
    const stampBefore = screen
      .getByTestId('updated-stamp')
      .querySelector('time')!
      .getAttribute('dateTime');
    const before = row('CZ3101');
    expect(within(before).getByTestId('flight-status').textContent).toBe('Check-in open');

    await new Promise((resolve) => setTimeout(resolve, 5));
    push([{ flightId: CZ3101.flightId, changed: ['status'], record: boarding }]);

    await waitFor(() =>
      expect(within(row('CZ3101')).getByTestId('flight-status').textContent).toBe('Boarding'),
    );
    expect(row('CZ3101')).toBe(before); // the same element: updated in place
    expect(row('CZ3101').dataset.flash).toBe('odd');
    expect(screen.getByTestId('live-summary').textContent).toBe(
      'CZ3101 now boarding at gate B262.',
    );
    expect(screen.getByTestId('live-summary').getAttribute('aria-live')).toBe('polite');
    const stampAfter = screen
      .getByTestId('updated-stamp')
      .querySelector('time')!
      .getAttribute('dateTime');
    expect(Date.parse(stampAfter!)).toBeGreaterThan(Date.parse(stampBefore!));
    expect(screen.getByTestId('updated-stamp').textContent).toMatch(/^Updated \d\d:\d\d:\d\d$/);
  });

  it('reads the board again every 30 s while the server turns the stream away, and says what changed', async () => {
    await renderLiveBoard();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const stream = FakeEventSource.current();
      act(() => {
        stream.readyState = FakeEventSource.CLOSED;
        stream.dispatch('error', new Event('error'));
      });
      expect(screen.getByText('Updated every 30 s')).toBeTruthy();
      const api = stubApi({ handler: fakeFlights([boarding, MU5301]) });
      // Nothing before 30 s; by 45 s (the longest jitter) the board has been read again.
      await act(() => vi.advanceTimersByTimeAsync(29_000));
      expect(api.fetchMock).not.toHaveBeenCalled();
      await act(() => vi.advanceTimersByTimeAsync(16_000));
      expect(api.fetchMock.mock.calls.some(([url]) => String(url).includes('/flight/board'))).toBe(
        true,
      );
      await act(() => vi.advanceTimersByTimeAsync(100));
      expect(within(row('CZ3101')).getByTestId('flight-status').textContent).toBe('Boarding');
      expect(screen.getByTestId('live-summary').textContent).toBe(
        'CZ3101 now boarding at gate B262.',
      );
    } finally {
      vi.useRealTimers();
    }
  });

  it('ignores malformed batches', async () => {
    await renderLiveBoard();
    push([{ flightId: CZ3101.flightId, changed: ['status'], record: { flightNo: 'CZ3101' } }]);
    act(() =>
      FakeEventSource.current().dispatch(
        'flights',
        new MessageEvent('flights', { data: 'not json' }),
      ),
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(within(row('CZ3101')).getByTestId('flight-status').textContent).toBe('Check-in open');
  });

  it('stops applying updates while paused, and applies them on resume', async () => {
    await renderLiveBoard();
    fireEvent.click(screen.getByRole('button', { name: 'Pause updates' }));
    expect(screen.getByText('Paused')).toBeTruthy();
    push([{ flightId: CZ3101.flightId, changed: ['status'], record: boarding }]);
    await waitFor(() =>
      expect(screen.getByTestId('updates-waiting').textContent).toBe('Changes waiting: 1'),
    );
    expect(within(row('CZ3101')).getByTestId('flight-status').textContent).toBe('Check-in open');

    fireEvent.click(screen.getByRole('button', { name: 'Resume updates' }));
    expect(within(row('CZ3101')).getByTestId('flight-status').textContent).toBe('Boarding');
    expect(screen.queryByTestId('updates-waiting')).toBeNull();
  });

  it('follows a flight on this device, lists it in My flights, and alerts on its gate change', async () => {
    await renderLiveBoard();
    const follow = within(row('MU5301')).getByRole('button', { name: 'Follow MU5301' });
    expect(follow.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(follow);
    expect(follow.getAttribute('aria-pressed')).toBe('true');
    const stored = JSON.parse(localStorage.getItem(FOLLOWED_FLIGHTS_KEY) ?? '[]') as {
      flightId: string;
    }[];
    expect(stored.map((r) => r.flightId)).toEqual([MU5301.flightId]);
    const mine = await screen.findByTestId('my-flights');
    expect(within(mine).getByRole('heading', { name: 'My flights' })).toBeTruthy();
    expect(mine.textContent).toContain('MU5301');

    // A change of a flight not followed raises no alert.
    push([{ flightId: CZ3101.flightId, changed: ['status'], record: boarding }]);
    await waitFor(() =>
      expect(within(row('CZ3101')).getByTestId('flight-status').textContent).toBe('Boarding'),
    );
    expect(screen.queryByTestId('follow-alert')).toBeNull();

    push([
      {
        flightId: MU5301.flightId,
        changed: ['gate'],
        record: changed(MU5301, { boardingGate: 'B275' }),
      },
    ]);
    const alert = await screen.findByTestId('follow-alert');
    expect(screen.getByTestId('follow-alerts').getAttribute('role')).toBe('alert');
    expect(alert.textContent).toContain('MU5301 has changed');
    expect(alert.textContent).toContain('MU5301 gate changed to B275. (was B270)');
    const refreshed = JSON.parse(localStorage.getItem(FOLLOWED_FLIGHTS_KEY) ?? '[]') as {
      boardingGate: string;
    }[];
    expect(refreshed[0]?.boardingGate).toBe('B275');

    fireEvent.click(within(alert).getByRole('button', { name: 'Dismiss this alert' }));
    expect(screen.queryByTestId('follow-alert')).toBeNull();
  });

  it('keeps followed flights after a reload', async () => {
    localStorage.setItem(FOLLOWED_FLIGHTS_KEY, JSON.stringify([MU5301]));
    await renderLiveBoard();
    expect(
      within(row('MU5301'))
        .getByRole('button', { name: 'Follow MU5301' })
        .getAttribute('aria-pressed'),
    ).toBe('true');
    expect((await screen.findByTestId('my-flights')).textContent).toContain('MU5301');
  });
});
