import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FlightDetail } from '@can/contracts/flights';
import { flightPaths } from '@can/contracts/paths';
import { post } from '../../../lib/api-client';
import { READ_ONLY } from './read-only';
import { flightKeys } from './flight-keys';

/**
 * POST /byairport-flight/flight/detail (signed): the record plus destination weather and the
 * time from security to the gate (queue estimate plus walk).
 */
export async function getFlightDetail(
  flightId: string,
  signal?: AbortSignal,
): Promise<FlightDetail> {
  const { data } = await post(
    flightPaths.detail,
    { flightId },
    {
      schema: () => import('@can/contracts/flights').then((m) => m.flightDetail),
      silent: true,
      signal,
      headers: READ_ONLY,
    },
  );
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
