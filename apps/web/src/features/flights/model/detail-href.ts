import { useCallback } from 'react';
import { useLocation } from 'react-router';

/** The flight detail page of a flight: /flight/detail?flightId=… */
export const DETAIL_PATH = '/flight/detail';
/** The same page in the app's reduced layout, opened from the app boards. */
export const APP_DETAIL_PATH = '/app/flight/detail';

/** The app variants of the flight pages live under /app/ (spec section 2). */
export const isAppPath = (pathname: string) => pathname.startsWith('/app/');

export const detailHref = (flightId: string, inApp = false) =>
  `${inApp ? APP_DETAIL_PATH : DETAIL_PATH}?flightId=${encodeURIComponent(flightId)}`;

/** Links to a flight's detail that keep the app's reduced layout when the page has it. */
export function useDetailHref(): (flightId: string) => string {
  const inApp = isAppPath(useLocation().pathname);
  return useCallback((flightId: string) => detailHref(flightId, inApp), [inApp]);
}

/** The board a detail page leads back to, in the same layout. */
export function useBoardPath(direction: 'D' | 'A'): string {
  const board = direction === 'A' ? '/flight/arrivals' : '/flight/departures';
  return isAppPath(useLocation().pathname) ? `/app${board}` : board;
}
