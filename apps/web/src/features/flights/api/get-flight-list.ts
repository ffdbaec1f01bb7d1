import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { FlightPage } from '@can/contracts/flights';
import { flightPaths } from '@can/contracts/paths';
import { post } from '../../../lib/api-client';
import { READ_ONLY } from './read-only';
import { flightKeys, type FlightListRequest } from './flight-keys';

/**
 * POST /byairport-flight/flight/list (signed): one page of a day's departures or arrivals.
 * Silent: the board draws its own error state with a retry. The schema (zod) loads on call.
 */
export async function getFlightList(
  request: FlightListRequest,
  signal?: AbortSignal,
): Promise<FlightPage> {
  const { data } = await post(flightPaths.list, request, {
    schema: () => import('@can/contracts/flights').then((m) => m.flightPage),
    silent: true,
    signal,
    headers: READ_ONLY,
  });
  return data;
}

export function flightListQuery(request: FlightListRequest) {
  return queryOptions({
    queryKey: flightKeys.list(request),
    queryFn: ({ signal }) => getFlightList(request, signal),
    // The stream keeps cached pages current; a refetch after a minute catches what it missed.
    staleTime: 60_000,
  });
}

export function useFlightList(request: FlightListRequest | undefined) {
  return useQuery({
    ...flightListQuery(
      request ?? { type: '1', terminal: '', day: 0, depOrArr: '1', pageNum: 1, pageSize: 1 },
    ),
    enabled: request !== undefined,
    placeholderData: keepPreviousData,
  });
}
