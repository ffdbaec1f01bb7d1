import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { stubApi } from '../../../test/fake-api';
import { stubMatchMedia } from '../../../test/frame-stubs';
import { renderWithApp } from '../../../test/render';
import { FOLLOWED_FLIGHTS_KEY } from '../model/followed-flights';
import { FakeEventSource } from '../testing/fake-event-source';
import { departure, fakeFlights } from '../testing/flight-fixtures';
import FollowedFlightsDock from './followed-flights-dock';

const CZ3101 = departure('CZ3101', '14:05', { boardingGate: 'B262' });
const MU5301 = departure('MU5301', '15:40');

beforeEach(() => {
  stubMatchMedia();
  FakeEventSource.instances = [];
  vi.stubGlobal('EventSource', FakeEventSource);
  stubApi({ handler: fakeFlights([CZ3101, MU5301]) });
  localStorage.setItem(FOLLOWED_FLIGHTS_KEY, JSON.stringify([CZ3101, MU5301]));
});

async function openDock(path: string) {
  renderWithApp(<FollowedFlightsDock />, { path });
  const dock = await screen.findByTestId('followed-dock');
  fireEvent.click(within(dock).getByText('My flights'));
  return dock;
}

describe('the followed flights dock', () => {
  it('leads from each flight to the alerts panel of its page (issue 22)', async () => {
    const dock = await openDock('/flight/departures');
    const links = within(dock).getAllByTestId('followed-alerts-link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      `/flight/detail?flightId=${CZ3101.flightId}#alerts`,
      `/flight/detail?flightId=${MU5301.flightId}#alerts`,
    ]);
    // Words that say where it leads, and which flight, for a list read out of order.
    expect(within(dock).getByRole('link', { name: 'Alerts by SMS or e-mail MU5301' })).toBe(
      links[1],
    );
    // The flight's own link keeps its name.
    expect(within(dock).getByRole('link', { name: /^CZ3101 to / })).toBeTruthy();
  });

  it('keeps the app layout of the page it is on', async () => {
    const dock = await openDock('/app/flight/departures');
    expect(within(dock).getAllByTestId('followed-alerts-link')[0]?.getAttribute('href')).toBe(
      `/app/flight/detail?flightId=${CZ3101.flightId}#alerts`,
    );
  });
});
