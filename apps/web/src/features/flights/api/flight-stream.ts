import type { FlightRecord } from '@can/contracts/flights';
import { flightPaths } from '@can/contracts/paths';

/**
 * GET /byairport-flight/flight/stream (Server-Sent Events, unsigned): event "flights" carries
 * [{ flightId, changed: ['status'|'time'|'gate'|'belt'], record }]. One EventSource per page,
 * shared by every listener and closed with the last one; the browser reconnects by itself.
 */
export type FlightChange = 'status' | 'time' | 'gate' | 'belt';

export interface FlightUpdate {
  flightId: string;
  changed: FlightChange[];
  record: FlightRecord;
}

export type StreamState = 'connecting' | 'live' | 'offline';

type UpdateListener = (updates: FlightUpdate[]) => void;

const CHANGES: readonly FlightChange[] = ['status', 'time', 'gate', 'belt'];
const listeners = new Set<UpdateListener>();
const stateListeners = new Set<() => void>();
let source: EventSource | undefined;
let state: StreamState = 'connecting';
let delivery: Promise<void> = Promise.resolve();

function setState(next: StreamState) {
  if (next === state) return;
  state = next;
  for (const listener of stateListeners) listener();
}

/** Keeps only well-formed updates; records are checked against the contract (loaded lazily). */
async function readUpdates(text: string): Promise<FlightUpdate[]> {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return [];
  }
  if (!Array.isArray(raw)) return [];
  const { flightRecord } = await import('@can/contracts/flights');
  return raw.flatMap((item: { flightId?: unknown; changed?: unknown; record?: unknown }) => {
    const record = flightRecord.safeParse(item?.record);
    if (!record.success || typeof item.flightId !== 'string') return [];
    const changed = Array.isArray(item.changed)
      ? CHANGES.filter((c) => (item.changed as unknown[]).includes(c))
      : [];
    return [{ flightId: item.flightId, changed, record: record.data }];
  });
}

function open() {
  if (typeof EventSource === 'undefined') {
    setState('offline');
    return;
  }
  const stream = new EventSource(flightPaths.stream);
  source = stream;
  setState('connecting');
  stream.addEventListener('open', () => setState('live'));
  stream.addEventListener('error', () => {
    setState(stream.readyState === EventSource.CLOSED ? 'offline' : 'connecting');
  });
  stream.addEventListener('flights', (event) => {
    const text = String((event as MessageEvent).data);
    // In order, even while the contract module is still loading for the first batch.
    delivery = delivery.then(async () => {
      const updates = await readUpdates(text);
      if (updates.length === 0) return;
      for (const listener of [...listeners]) listener(updates);
    });
  });
}

export function subscribeFlightUpdates(listener: UpdateListener): () => void {
  listeners.add(listener);
  if (!source) open();
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && source) {
      source.close();
      source = undefined;
      setState('connecting');
    }
  };
}

export function subscribeStreamState(listener: () => void): () => void {
  stateListeners.add(listener);
  return () => stateListeners.delete(listener);
}

export const streamState = (): StreamState => state;

/** What a page rendered on the server shows, and the browser first takes over: connecting. */
export const serverStreamState = (): StreamState => 'connecting';
