import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithApp } from '../../../test/render';
import { BoardPager } from './board-pager';

const hrefOf = (name: string) => screen.getByRole('link', { name }).getAttribute('href');

describe('the board pager', () => {
  it('steps to earlier and later pages of the day, keeping the filters', () => {
    renderWithApp(<BoardPager page={3} pages={5} nowPage={4} nextDay={1} />, {
      path: '/flight/departures?terminal=T2&page=3',
    });
    expect(hrefOf('Earlier flights')).toBe('/flight/departures?terminal=T2&page=2');
    expect(hrefOf('Later flights')).toBe('/flight/departures?terminal=T2&page=4');
    expect(hrefOf('Back to now')).toBe('/flight/departures?terminal=T2');
    expect(screen.queryByRole('link', { name: 'Next day' })).toBeNull();
  });

  it('leads on from the last page of today to the first flights of tomorrow', () => {
    renderWithApp(<BoardPager page={5} pages={5} nowPage={5} nextDay={1} />, {
      path: '/flight/departures?terminal=T2&page=5',
    });
    expect(screen.queryByRole('link', { name: 'Later flights' })).toBeNull();
    expect(hrefOf('Next day')).toBe('/flight/departures?terminal=T2&day=1');
  });

  it('ends on the last page of tomorrow, the last day the board shows', () => {
    renderWithApp(<BoardPager page={5} pages={5} />, {
      path: '/flight/departures?day=1&page=5',
    });
    expect(screen.queryByRole('link', { name: /Later flights|Next day/ })).toBeNull();
    expect(screen.getByText('Page 5 of 5')).toBeDefined();
  });
});
