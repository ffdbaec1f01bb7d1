import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { stubApi, envelope } from '../../../test/fake-api';
import { stubMatchMedia } from '../../../test/frame-stubs';
import { renderWithApp } from '../../../test/render';
import { boardQueryOf, departure, fakeFlights } from '../testing/flight-fixtures';
import DeparturesPage from './departures-page';

const FLIGHTS = [
  departure('CZ3101', '08:05'),
  departure('MU5301', '08:40', {
    dstCity: 'SHA',
    dstCityEn: 'Shanghai Hongqiao',
    flightStatus: 'delayed',
    setoffTimePred: '2025-11-22 09:25:00',
  }),
  departure('CZ399', '09:10', {
    flightStatus: 'boarding',
    dstCity: 'LAX',
    dstCityEn: 'Los Angeles',
  }),
];

const listCalls = (api: ReturnType<typeof stubApi>) =>
  api
    .apiCalls()
    .filter(([url]) => new URL(url, 'http://localhost').pathname.endsWith('/flight/board'))
    .map(([url]) => boardQueryOf(url));

function renderBoard(path = '/flight/departures') {
  stubMatchMedia();
  const api = stubApi({ handler: fakeFlights(FLIGHTS) });
  const view = renderWithApp(<DeparturesPage />, { path });
  return { api, ...view };
}

describe('departures board', () => {
  it('shows a real table with caption, column headers and one row per flight', async () => {
    renderBoard();
    expect(screen.getByTestId('board-loading')).toBeTruthy();
    const table = await screen.findByRole('table');
    expect(table.querySelector('caption')?.textContent).toMatch(
      /^Departures, Today \w{3} \d{1,2} \w{3}, terminal: All, Passenger flights$/,
    );
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual([
      'Time',
      'Flight',
      'Destination',
      'Terminal',
      'Check-in',
      'Gate',
      'Status',
      'Follow',
    ]);
    const rows = within(table).getAllByTestId('flight-row');
    expect(rows).toHaveLength(3);
    expect(within(rows[0]!).getByRole('rowheader').textContent).toContain('CZ3101');
    expect(rows[0]!.textContent).toContain('Beijing Capital');
    expect(rows[0]!.textContent).toContain('PEK');
    // The delayed flight: schedule struck, estimate emphasised.
    const time = within(rows[1]!).getByTestId('flight-time');
    expect(time.dataset.changed).toBe('true');
    expect(time.textContent).toContain('08:40');
    expect(time.textContent).toContain('09:25');
    expect(document.title).toBe('Departures | Guangzhou Baiyun International Airport');
  });

  it('sends the filters in the list call and keeps them in the URL', async () => {
    const { api, router } = renderBoard('/flight/departures?day=1');
    await screen.findByRole('table');
    expect(listCalls(api)[0]).toMatchObject({
      day: 1,
      terminal: '',
      type: '1',
      depOrArr: '1',
      pageNum: 1,
      pageSize: 30,
    });
    expect(screen.getByRole('radio', { name: /Tomorrow/ })).toHaveProperty('checked', true);

    fireEvent.click(screen.getByRole('radio', { name: 'T2' }));
    await waitFor(() => expect(listCalls(api).at(-1)).toMatchObject({ day: 1, terminal: 'T2' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Cargo' }));
    await waitFor(() =>
      expect(listCalls(api).at(-1)).toMatchObject({ day: 1, terminal: 'T2', type: '2' }),
    );
    fireEvent.click(screen.getByRole('radio', { name: /Yesterday/ }));
    await waitFor(() =>
      expect(listCalls(api).at(-1)).toMatchObject({ day: -1, terminal: 'T2', type: '2' }),
    );
    expect(router.state.location.search).toBe('?day=-1&terminal=T2&type=2');
  });

  it('reads day, terminal, kind and page from a shared link', async () => {
    const { api } = renderBoard('/flight/departures?day=-1&terminal=T3&type=2&page=2');
    await screen.findByTestId('board-empty');
    expect(listCalls(api)[0]).toMatchObject({ day: -1, terminal: 'T3', type: '2', pageNum: 2 });
    expect(screen.getByRole('radio', { name: 'T3' })).toHaveProperty('checked', true);
    expect(screen.getByRole('radio', { name: 'Cargo' })).toHaveProperty('checked', true);
  });

  it('searches as you type, by flight number, with the keyword in the URL', async () => {
    const { api, router } = renderBoard();
    await screen.findByRole('table');
    fireEvent.input(screen.getByRole('searchbox', { name: 'Search flights' }), {
      target: { value: 'cz39' },
    });
    await waitFor(() => expect(router.state.location.search).toBe('?q=cz39'));
    // A public read a cache may keep: GET flight/board with the keyword (decision 024).
    await waitFor(() => {
      const search = api.apiCalls().find(([url]) => url.includes('keyword='));
      const query = new URL(String(search?.[0] ?? '/'), 'http://localhost');
      expect(query.pathname).toBe('/byairport-flight/flight/board');
      expect(Object.fromEntries(query.searchParams)).toMatchObject({
        keyword: 'cz39',
        day: '0',
        depOrArr: '1',
      });
      expect(search?.[1]?.method ?? 'GET').toBe('GET');
    });
    await waitFor(() => expect(screen.getAllByTestId('flight-row')).toHaveLength(1));
    expect(screen.getByText(/Flights found for “cz39”: 1/)).toBeTruthy();
  });

  it('says when nothing matches, and offers to clear the search', async () => {
    const { router } = renderBoard('/flight/departures?q=ZZ999');
    expect((await screen.findByTestId('board-empty')).textContent).toContain(
      'No flight matches “ZZ999”',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Show all flights' }));
    await screen.findByRole('table');
    expect(router.state.location.search).toBe('');
  });

  it('explains that T1 is closed and points to T2 and T3', async () => {
    const { router } = renderBoard('/flight/departures?terminal=T1');
    const closed = await screen.findByTestId('terminal-closed');
    expect(closed.textContent).toContain('Terminal 1 is closed for renovation');
    fireEvent.click(within(closed).getByRole('button', { name: 'Show T3' }));
    await screen.findByRole('table');
    expect(router.state.location.search).toBe('?terminal=T3');
  });

  it('shows an error with a retry that loads the board', async () => {
    stubMatchMedia();
    const api = stubApi({ handler: () => envelope(null, 500, 'boom') });
    renderWithApp(<DeparturesPage />, { path: '/flight/departures' });
    const error = await screen.findByTestId('board-error');
    expect(error.getAttribute('role')).toBe('alert');
    api.setHandler(fakeFlights(FLIGHTS));
    fireEvent.click(within(error).getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByTestId('flight-row')).toHaveLength(3);
  });

  it('shows one card per flight on a phone, gate and status large', async () => {
    stubMatchMedia({ narrow: true });
    stubApi({ handler: fakeFlights(FLIGHTS) });
    renderWithApp(<DeparturesPage />, { path: '/flight/departures' });
    const cards = await screen.findByTestId('flight-cards');
    expect(screen.queryByRole('table')).toBeNull();
    const items = within(cards).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[2]!.textContent).toContain('Los Angeles');
    expect(items[2]!.textContent).toContain('B262');
    expect(within(items[2]!).getByTestId('flight-status').textContent).toBe('Boarding');
  });
});
