import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { FlightRecord } from '@can/contracts/flights';
import { flightPaths } from '@can/contracts/paths';
import { get } from '../../../lib/api-client';
import { flightKeys, type BoardSelection } from './flight-keys';

/** Results shown at most, as many as the original's searchFlight answers. */
export const SEARCH_LIMIT = 200;

/**
 * GET /byairport-flight/flight/board?keyword= (a public read a cache may keep, decision 024):
 * flights of the selection matching a flight or codeshare number, a city name in any language,
 * or an IATA code, the first 200 of them, as the signed searchFlight finds them.
 */
export async function searchFlights(
  selection: BoardSelection,
  keyword: string,
  signal?: AbortSignal,
): Promise<FlightRecord[]> {
  const { data } = await get(flightPaths.board, {
    params: { ...selection, keyword, pageNum: 1, pageSize: SEARCH_LIMIT },
    schema: () => import('@can/contracts/flights').then((m) => m.flightPage),
    silent: true,
    signal,
  });
  return data.list;
}

export function searchFlightsQuery(selection: BoardSelection, keyword: string) {
  return queryOptions({
    queryKey: flightKeys.search(selection, keyword),
    queryFn: ({ signal }) => searchFlights(selection, keyword, signal),
    staleTime: 60_000,
  });
}

/** Results stay on screen while the next keyword is searched, so typing does not flash. */
export function useFlightSearch(selection: BoardSelection, keyword: string, enabled: boolean) {
  return useQuery({
    ...searchFlightsQuery(selection, keyword),
    enabled,
    placeholderData: keepPreviousData,
  });
}
