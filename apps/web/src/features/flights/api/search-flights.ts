import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { FlightRecord } from '@can/contracts/flights';
import { flightPaths } from '@can/contracts/paths';
import { post } from '../../../lib/api-client';
import { READ_ONLY } from './read-only';
import { flightKeys, PAGE_SIZE, type BoardSelection } from './flight-keys';

/** The answer's contract, loaded only where answers are checked in the client (api-client.ts). */
const searchAnswer = async () => {
  const [{ flightRecord }, { array }] = await Promise.all([
    import('@can/contracts/flights'),
    import('zod/mini'),
  ]);
  return array(flightRecord);
};

/**
 * POST /byairport-flight/flight/searchFlight (signed): flights of the selection matching a
 * flight or codeshare number, a city name in any language, or an IATA code.
 */
export async function searchFlights(
  selection: BoardSelection,
  keyword: string,
  signal?: AbortSignal,
): Promise<FlightRecord[]> {
  const { data } = await post(
    flightPaths.search,
    { ...selection, keyword, pageNum: 1, pageSize: PAGE_SIZE },
    { schema: searchAnswer, silent: true, signal, headers: READ_ONLY },
  );
  return data;
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
