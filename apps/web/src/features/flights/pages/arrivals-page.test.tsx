import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { stubApi } from '../../../test/fake-api';
import { stubMatchMedia } from '../../../test/frame-stubs';
import { renderWithApp } from '../../../test/render';
import { boardQueryOf, departure, fakeFlights, TODAY } from '../testing/flight-fixtures';
import ArrivalsPage from './arrivals-page';

const ARRIVAL = departure('CZ3102', '10:00', {
  flightId: `${TODAY}-A-CZ3102`,
  depOrArr: 'A',
  orgCity: 'PEK',
  orgCityEn: 'Beijing Capital',
  dstCity: 'CAN',
  dstCityEn: 'Guangzhou',
  arriTimePlan: `${TODAY} 13:20:00`,
  arriTimePred: `${TODAY} 13:45:00`,
  baggageTable: '32',
  arrExit: 'A5',
  flightStatus: 'departedOrigin',
  flightStatusEn: 'En route',
});

describe('arrivals board', () => {
  it('asks for arrivals and shows origin, belt and exit, with the arrival time', async () => {
    stubMatchMedia();
    const api = stubApi({ handler: fakeFlights([ARRIVAL]) });
    const { router } = renderWithApp(<ArrivalsPage />, { path: '/flight/arrivals?day=1' });
    const table = await screen.findByRole('table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual([
      'Time',
      'Flight',
      'From',
      'Terminal',
      'Belt',
      'Exit',
      'Status',
      'Follow',
    ]);
    const row = within(table).getByTestId('flight-row');
    expect(row.textContent).toContain('Beijing Capital');
    expect(row.textContent).toContain('32');
    expect(row.textContent).toContain('A5');
    expect(within(row).getByTestId('flight-time').textContent).toMatch(/13:20.*13:45/);
    await waitFor(() => expect(api.apiCalls().length).toBeGreaterThan(0));
    expect(boardQueryOf(api.apiCalls()[0]![0])).toMatchObject({ depOrArr: '2', day: 1 });
    // The switch keeps the choices: departures of the same day.
    const departures = screen.getByRole('link', { name: 'Departures' });
    expect(departures.getAttribute('href')).toBe('/flight/departures?day=1');
    expect(router.state.location.pathname).toBe('/flight/arrivals');
  });

  it('shows the belt large on a phone card', async () => {
    stubMatchMedia({ narrow: true });
    stubApi({ handler: fakeFlights([ARRIVAL]) });
    renderWithApp(<ArrivalsPage />, { path: '/flight/arrivals?page=1' });
    const card = (await screen.findAllByTestId('flight-row'))[0]!;
    expect(card.textContent).toContain('Belt32');
    expect(within(card).getByTestId('flight-status').textContent).toBe('En route');
  });
});
