import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FlightDetail } from '@can/contracts/flights';
import { flightPaths } from '@can/contracts/paths';
import { get } from '../../../lib/api-client';
import { flightKeys } from './flight-keys';

/**
 * GET /byairport-flight/flight/detail (a public read a cache may keep 15 s, decision 024): the
 * record plus destination weather and the time from security to the gate (queue estimate plus
 * walk), in the reader's language.
 */
export async function getFlightDetail(
  flightId: string,
  signal?: AbortSignal,
): Promise<FlightDetail> {
  const { data } = await get(flightPaths.detail, {
    params: { flightId },
    schema: () => import('@can/contracts/flights').then((m) => m.flightDetail),
    silent: true,
    signal,
  });
  return data;
}

export function flightDetailQuery(flightId: string) {
  return queryOptions({
    queryKey: flightKeys.detail(flightId),
    queryFn: ({ signal }) => getFlightDetail(flightId, signal),
    staleTime: 60_000,
  });
}

export function useFlightDetail(flightId: string) {
  return useQuery({ ...flightDetailQuery(flightId), enabled: flightId.length >= 10 });
}
