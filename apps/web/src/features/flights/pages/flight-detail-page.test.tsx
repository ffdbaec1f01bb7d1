import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { stubApi } from '../../../test/fake-api';
import { stubMatchMedia } from '../../../test/frame-stubs';
import { renderWithApp } from '../../../test/render';
import { FOLLOWED_FLIGHTS_KEY } from '../model/followed-flights';
import { FakeEventSource } from '../testing/fake-event-source';
import { changed, departure, fakeFlights } from '../testing/flight-fixtures';
import FollowedFlightsDock from '../components/followed-flights-dock';
import FlightDetailPage from './flight-detail-page';

const CZ3101 = departure('CZ3101', '14:05', {
  flightStatus: 'delayed',
  flightStatusEn: 'Delayed',
  setoffTimePred: departure('X', '14:35').setoffTimePlan,
  boardingTime: departure('X', '13:25').setoffTimePlan,
});

function renderDetail(flightId = CZ3101.flightId) {
  stubMatchMedia();
  FakeEventSource.instances = [];
  vi.stubGlobal('EventSource', FakeEventSource);
  stubApi({ handler: fakeFlights([CZ3101]) });
  return renderWithApp(
    <>
      <FlightDetailPage />
      <FollowedFlightsDock />
    </>,
    {
      path: `/flight/detail?flightId=${encodeURIComponent(flightId)}`,
    },
  );
}

const fact = (label: string) =>
  within(screen.getByTestId('flight-facts')).getByText(label).closest('div')?.querySelector('dd')
    ?.textContent;

describe('flight detail page', () => {
  it('shows every labelled field a traveller needs, in airport time', async () => {
    renderDetail();
    const detail = await screen.findByTestId('flight-detail');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Flight CZ3101');
    expect(detail.textContent).toContain('China Southern Airlines');
    expect(detail.textContent).toContain('Also sold as MF3101');
    expect(detail.textContent).toMatch(/Guangzhou CAN.*Beijing Capital PEK/);
    expect(within(detail).getAllByTestId('flight-status')[0]?.textContent).toBe('Delayed');
    const departure = screen.getByRole('region', { name: /Departure · Guangzhou CAN/ });
    expect(departure.textContent).toMatch(/Scheduled departure14:05 \w{3} \d{1,2} \w{3}/);
    expect(departure.textContent).toContain('Estimated departure14:35');
    expect(departure.textContent).toContain('Actual departureNot yet');
    expect(
      screen.getByRole('region', { name: /Arrival · Beijing Capital PEK/ }).textContent,
    ).toContain('Scheduled arrival23:00');
    expect(fact('Terminal')).toBe('T2');
    expect(fact('Check-in counters')).toBe('A01-A10');
    expect(fact('Boarding gate')).toBe('B262');
    expect(fact('Boarding from')).toBe('13:25');
    expect(fact('Stop')).toBe('Non-stop');
    expect(fact('Aircraft')).toBe('A321');
    expect(fact('Type')).toBe('Passenger flight');
    expect(detail.textContent).toContain('Guangzhou local time (UTC+8)');
    await waitFor(() =>
      expect(document.title).toBe('Flight CZ3101 | Guangzhou Baiyun International Airport'),
    );
  });

  it('explains the time from security to the gate and shows the weather at the other end', async () => {
    renderDetail();
    const security = await screen.findByTestId('security-to-gate');
    expect(security.textContent).toContain('25 min');
    expect(security.textContent).toContain('15 min expected wait at T2 security now');
    expect(security.textContent).toContain('10 min walk to gate B262');
    const weather = screen.getByTestId('flight-weather');
    expect(weather.textContent).toContain('8~17°C');
    expect(weather.textContent).toContain('Cloudy');
    const forecast = within(weather).getByRole('link', { name: /Forecast for Beijing Capital/ });
    expect(forecast.getAttribute('target')).toBe('_blank');
  });

  it('saves an .ics and follows the flight from the detail page, updating live', async () => {
    const created: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      created.push(blob as Blob);
      return 'blob:flight';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const click = vi
      .spyOn(HTMLAnchorElement.prototype, 'click')
      .mockImplementation(() => undefined);
    renderDetail();
    fireEvent.click(await screen.findByRole('button', { name: 'Add to calendar' }));
    expect(click).toHaveBeenCalled();
    const text = await created[0]!.text();
    expect(text).toContain('SUMMARY:Flight CZ3101 Guangzhou → Beijing Capital');
    expect(text).toContain(`UID:${CZ3101.flightId}@`);

    const follow = screen.getByRole('button', { name: 'Follow CZ3101' });
    fireEvent.click(follow);
    expect(localStorage.getItem(FOLLOWED_FLIGHTS_KEY)).toContain(CZ3101.flightId);

    act(() =>
      FakeEventSource.current().emit('flights', [
        {
          flightId: CZ3101.flightId,
          changed: ['status', 'gate'],
          record: changed(CZ3101, {
            flightStatus: 'boarding',
            flightStatusEn: 'Boarding',
            boardingGate: 'B270',
          }),
        },
      ]),
    );
    await waitFor(() =>
      expect(screen.getAllByTestId('flight-status')[0]?.textContent).toBe('Boarding'),
    );
    expect(fact('Boarding gate')).toBe('B270');
    expect(screen.getByTestId('security-to-gate').textContent).toContain('25 min'); // detail extras kept
    expect((await screen.findByTestId('follow-alert')).textContent).toContain(
      'CZ3101 now boarding at gate B270.',
    );
  });

  it('says so when the flight does not exist', async () => {
    renderDetail('2025-11-22-D-ZZ0000');
    expect((await screen.findByTestId('board-empty')).textContent).toContain('Flight not found');
  });
});
