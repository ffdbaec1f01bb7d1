import type { QueryClient } from '@tanstack/react-query';
import type { FlightDetail, FlightPage, FlightRecord } from '@can/contracts/flights';
import type { FlightUpdate } from '../../../lib/live-stream';
import { flightKeys } from './flight-keys';

/** The list with updated records swapped in place; the same array when none of them is in it. */
function replaced(list: FlightRecord[], byId: Map<string, FlightRecord>): FlightRecord[] {
  let touched = false;
  const next = list.map((r) => {
    const fresh = byId.get(r.flightId);
    if (!fresh) return r;
    touched = true;
    return fresh;
  });
  return touched ? next : list;
}

/**
 * Merges streamed records into every cached copy of those flights: board pages, search results
 * and detail (which keeps its weather and security times). Rows keep their place: the board is in
 * scheduled order, which an update never changes. Returns the ids found in the cache.
 */
export function applyFlightUpdates(queryClient: QueryClient, updates: FlightUpdate[]): Set<string> {
  const byId = new Map(updates.map((u) => [u.flightId, u.record]));
  const found = new Set<string>();
  const note = (list: FlightRecord[]) => {
    for (const r of list) if (byId.has(r.flightId)) found.add(r.flightId);
  };
  queryClient.setQueriesData<FlightPage>({ queryKey: flightKeys.lists }, (page) => {
    // Returning undefined leaves an untouched page as it is (no re-render, same timestamp).
    if (!page) return undefined;
    const list = replaced(page.list, byId);
    if (list === page.list) return undefined;
    note(list);
    return { ...page, list };
  });
  queryClient.setQueriesData<FlightRecord[]>({ queryKey: flightKeys.searches }, (list) => {
    if (!list) return undefined;
    const next = replaced(list, byId);
    if (next === list) return undefined;
    note(next);
    return next;
  });
  for (const [flightId, record] of byId) {
    queryClient.setQueryData<FlightDetail>(flightKeys.detail(flightId), (detail) => {
      if (!detail) return undefined;
      found.add(flightId);
      return { ...detail, ...record };
    });
  }
  return found;
}
