import type { QueryClient } from '@tanstack/react-query';
import type { FlightDetail, FlightPage, FlightRecord } from '@can/contracts/flights';
import { flightKeys } from './flight-keys';
import type { FlightChange, FlightUpdate } from '../../../lib/live-stream';

/** Every flight record the cache holds for the queries on screen, by id. */
export function recordsOnScreen(queryClient: QueryClient): Map<string, FlightRecord> {
  const byId = new Map<string, FlightRecord>();
  for (const query of queryClient.getQueryCache().findAll({ queryKey: flightKeys.all })) {
    if (!query.isActive()) continue;
    // Board pages, search results and details; other flight queries (the page of now) hold no records.
    const data = query.state.data as
      FlightPage | FlightRecord[] | FlightDetail | number | undefined;
    if (!data || typeof data !== 'object') continue;
    const list = Array.isArray(data) ? data : 'list' in data ? data.list : [data];
    for (const r of list)
      if (r && typeof r === 'object' && 'flightId' in r) byId.set(r.flightId, r);
  }
  return byId;
}

/** What changed between two copies of a flight, in the stream's terms. */
export function changesOf(before: FlightRecord, after: FlightRecord): FlightChange[] {
  const changed: FlightChange[] = [];
  if (before.flightStatus !== after.flightStatus) changed.push('status');
  if (
    before.setoffTimePred !== after.setoffTimePred ||
    before.setoffTimeAct !== after.setoffTimeAct ||
    before.arriTimePred !== after.arriTimePred ||
    before.arriTimeAct !== after.arriTimeAct
  )
    changed.push('time');
  if (before.boardingGate !== after.boardingGate) changed.push('gate');
  if (before.baggageTable !== after.baggageTable) changed.push('belt');
  return changed;
}

/**
 * Reads the board again (the cacheable GETs: a cache in front answers most of these) and returns
 * what changed on screen, as the stream would have said it. Throws what the reads threw, so the
 * caller can back off on 429 and 503.
 */
export async function pollFlights(queryClient: QueryClient): Promise<FlightUpdate[]> {
  const before = recordsOnScreen(queryClient);
  await queryClient.refetchQueries(
    { queryKey: flightKeys.all, type: 'active' },
    { throwOnError: true },
  );
  const updates: FlightUpdate[] = [];
  for (const [flightId, record] of recordsOnScreen(queryClient)) {
    const old = before.get(flightId);
    if (!old) continue;
    const changed = changesOf(old, record);
    if (changed.length > 0) updates.push({ flightId, changed, record });
  }
  return updates;
}
