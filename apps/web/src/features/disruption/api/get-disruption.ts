import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DisruptionNotice } from '@can/contracts/disruption';
import type { DisruptedFlights } from '@can/contracts/disruption-flights';
import { disruptionPaths } from '@can/contracts/paths';
import { get } from '../../../lib/api-client';

export const disruptionKeys = {
  notice: ['disruption', 'notice'] as const,
  flights: ['disruption', 'flights'] as const,
};

/** Crisis mode's notice in the reader's language (a public read); `active: false` when none. */
export function disruptionNoticeQuery() {
  return queryOptions({
    queryKey: disruptionKeys.notice,
    queryFn: async ({ signal }): Promise<DisruptionNotice> =>
      (
        await get(disruptionPaths.current, {
          schema: () => import('@can/contracts/disruption').then((m) => m.disruptionNotice),
          silent: true,
          signal,
        })
      ).data,
    // The live stream says when it changes (use-disruption.ts); a minute catches what it missed.
    staleTime: 60_000,
  });
}

/** Today's cancelled and delayed flights with their airlines' hotlines (public read). */
export function disruptedFlightsQuery() {
  return queryOptions({
    queryKey: disruptionKeys.flights,
    queryFn: async ({ signal }): Promise<DisruptedFlights> =>
      (
        await get(disruptionPaths.flights, {
          schema: () => import('@can/contracts/disruption-flights').then((m) => m.disruptedFlights),
          silent: true,
          signal,
        })
      ).data,
    staleTime: 30_000,
    refetchInterval: 60_000,
  });
}

export const useDisruptedFlights = () => useQuery(disruptedFlightsQuery());
