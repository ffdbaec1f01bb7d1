import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderWithApp } from '../../../test/render';
import { FlightSearch } from './flight-search';

describe('FlightSearch', () => {
  it('opens the chosen board with the keyword', async () => {
    const { router } = renderWithApp(<FlightSearch />);
    fireEvent.click(screen.getByRole('radio', { name: 'Arrivals' }));
    fireEvent.input(screen.getByRole('searchbox'), { target: { value: ' 北京 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(router.state.location.pathname).toBe('/flight/arrivals');
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe('北京');
  });

  it('opens the departures board itself when nothing is typed, and works as a plain form', () => {
    const { router } = renderWithApp(<FlightSearch />);
    const form = screen.getByRole('search');
    expect(form.getAttribute('action')).toBe('/flight/departures');
    expect(form.getAttribute('method')).toBe('get');
    fireEvent.submit(form);
    expect(router.state.location.pathname).toBe('/flight/departures');
    expect(router.state.location.search).toBe('');
  });
});
