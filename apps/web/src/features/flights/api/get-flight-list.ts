import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { FlightPage } from '@can/contracts/flights';
import { flightPaths } from '@can/contracts/paths';
import { get } from '../../../lib/api-client';
import { flightKeys, type FlightListRequest } from './flight-keys';

/**
 * GET /byairport-flight/flight/board: one page of a day's departures or arrivals, as the signed
 * flight/list answers it, but a public read a cache in front (or this browser) may keep for
 * 15 s (issue 20, decision 024): on a storm day the board's readers share one answer.
 * Silent: the board draws its own error state with a retry. The schema (zod) loads on call.
 */
export async function getFlightList(
  request: FlightListRequest,
  signal?: AbortSignal,
): Promise<FlightPage> {
  const { data } = await get(flightPaths.board, {
    params: { ...request },
    schema: () => import('@can/contracts/flights').then((m) => m.flightPage),
    silent: true,
    signal,
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
