import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Airline } from '@can/contracts/flights';
import { flightPaths } from '@can/contracts/paths';
import { get } from '../../../lib/api-client';

export type AirlineTerminal = '' | 'T1' | 'T2' | 'T3';

/**
 * GET /byairport-flight/airline/list?keyword&terminal (signed): the airline directory, searched
 * by name in any language or by code. The schema (zod) loads with the call.
 */
export async function getAirlines(
  keyword: string,
  terminal: AirlineTerminal,
  signal?: AbortSignal,
): Promise<Airline[]> {
  const { data } = await get(flightPaths.airlines, {
    params: { keyword, terminal },
    schema: () => import('@can/contracts/flights').then((m) => m.airlines),
    silent: true,
    signal,
  });
  return data;
}

export function airlinesQuery(keyword: string, terminal: AirlineTerminal) {
  return queryOptions({
    queryKey: ['airlines', 'list', { keyword, terminal }] as const,
    queryFn: ({ signal }) => getAirlines(keyword, terminal, signal),
    staleTime: 60 * 60_000,
  });
}

/** The list for a keyword; the previous list stays while the next one loads. */
export function useAirlines(keyword: string, terminal: AirlineTerminal) {
  return useQuery({ ...airlinesQuery(keyword, terminal), placeholderData: keepPreviousData });
}
