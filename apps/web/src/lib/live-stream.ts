import type { DisruptionState } from '@can/contracts/disruption';
import type { FlightRecord } from '@can/contracts/flights';
import { flightPaths } from '@can/contracts/paths';

/**
 * The live stream, GET /byairport-flight/flight/stream (Server-Sent Events, unsigned): event "flights" carries
 * [{ flightId, changed: ['status'|'time'|'gate'|'belt'], record }], event "site" the state of
 * crisis mode (on connect and when it changes).
 *
 * One stream per browser, not per tab (issue 20): a browser allows six connections per host
 * over HTTP/1.1, so a seventh tab with a stream of its own would hang. The tabs that listen
 * elect a leader (Web Locks); the leader holds the stream and passes what it brings to the other
 * tabs (BroadcastChannel). When the leader closes, the next tab in line takes over. Where a
 * browser has neither, each tab opens its own stream as before.
 *
 * When the server turns the stream away (503 at its subscriber limit, or no stream at all), the
 * state becomes `polling`: the pages poll the cacheable board instead (use-live-updates.ts) and
 * the stream is tried again after 30 s or more, with jitter, backing off.
 */
export type FlightChange = 'status' | 'time' | 'gate' | 'belt';

export interface FlightUpdate {
  flightId: string;
  changed: FlightChange[];
  record: FlightRecord;
}

export type StreamState = 'connecting' | 'live' | 'polling' | 'offline';

type UpdateListener = (updates: FlightUpdate[]) => void;
type SiteListener = (state: DisruptionState) => void;
type ChannelMessage =
  | { type: 'flights'; text: string }
  | { type: 'site'; text: string }
  | { type: 'state'; state: StreamState }
  | { type: 'hello' };

const CHANNEL = 'can-live-stream';
const LOCK = 'can-live-stream';
/** First wait before the stream is tried again after being turned away, and the longest. */
const RETRY_FIRST_MS = 30_000;
const RETRY_MAX_MS = 5 * 60_000;

const CHANGES: readonly FlightChange[] = ['status', 'time', 'gate', 'belt'];
const listeners = new Set<UpdateListener>();
const siteListeners = new Set<SiteListener>();
const stateListeners = new Set<() => void>();
let state: StreamState = 'connecting';
let site: DisruptionState | undefined;
let siteText: string | undefined;
let delivery: Promise<void> = Promise.resolve();

let running = false;
let leader = false;
let source: EventSource | undefined;
let channel: BroadcastChannel | undefined;
let releaseLock: (() => void) | undefined;
let lockRequest: AbortController | undefined;
let retryTimer: ReturnType<typeof setTimeout> | undefined;
let retryDelay = RETRY_FIRST_MS;

/** Between 1× and 1.5× the delay, so tabs and browsers turned away together do not return together. */
export const jittered = (ms: number, random = Math.random) => Math.round(ms * (1 + random() / 2));

function post(message: ChannelMessage) {
  channel?.postMessage(message);
}

function setState(next: StreamState, { share = leader } = {}) {
  if (share) post({ type: 'state', state: next });
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

const LANGUAGES = ['zh-CN', 'en-US', 'fr-FR', 'ko-KR'] as const;
const isTexts = (value: unknown): value is DisruptionState['message'] =>
  typeof value === 'object' &&
  value !== null &&
  LANGUAGES.every((l) => typeof (value as Record<string, unknown>)[l] === 'string');

/**
 * Crisis mode's state, checked by hand: it comes on every page as soon as the stream opens, and
 * the schema library would cost a phone 67 KB of script for four fields.
 */
function readSite(text: string): DisruptionState | undefined {
  let raw: Partial<Record<keyof DisruptionState, unknown>>;
  try {
    raw = JSON.parse(text) as typeof raw;
  } catch {
    return undefined;
  }
  if (typeof raw !== 'object' || raw === null || typeof raw.active !== 'boolean') return undefined;
  if (!isTexts(raw.message) || !isTexts(raw.transport)) return undefined;
  if (raw.updatedAt !== null && typeof raw.updatedAt !== 'string') return undefined;
  return {
    active: raw.active,
    message: raw.message,
    transport: raw.transport,
    updatedAt: raw.updatedAt,
  };
}

function dispatch(updates: FlightUpdate[]) {
  for (const listener of [...listeners]) listener(updates);
}

/** A batch of flight changes, from the stream or another tab: delivered in order. */
function receiveFlights(text: string) {
  delivery = delivery.then(async () => {
    const updates = await readUpdates(text);
    if (updates.length > 0) dispatch(updates);
  });
}

function receiveSite(text: string) {
  delivery = delivery.then(() => {
    const next = readSite(text);
    if (!next) return;
    siteText = text;
    site = next;
    for (const listener of [...siteListeners]) listener(next);
  });
}

function closeSource() {
  source?.close();
  source = undefined;
  clearTimeout(retryTimer);
  retryTimer = undefined;
}

function openSource() {
  closeSource();
  const stream = new EventSource(flightPaths.stream);
  source = stream;
  // Trying again after being turned away: the pages keep polling until the stream is open.
  if (state !== 'polling') setState('connecting');
  stream.addEventListener('open', () => {
    retryDelay = RETRY_FIRST_MS;
    setState('live');
  });
  stream.addEventListener('error', () => {
    if (stream.readyState !== EventSource.CLOSED) {
      if (state !== 'polling') setState('connecting');
      return;
    }
    // Turned away (503 at the subscriber limit) or no stream here: poll, and try later.
    setState('polling');
    clearTimeout(retryTimer);
    retryTimer = setTimeout(() => {
      if (running && (leader || !channel)) openSource();
    }, jittered(retryDelay));
    retryDelay = Math.min(retryDelay * 2, RETRY_MAX_MS);
  });
  stream.addEventListener('flights', (event) => {
    const text = String((event as MessageEvent).data);
    if (leader) post({ type: 'flights', text });
    receiveFlights(text);
  });
  stream.addEventListener('site', (event) => {
    const text = String((event as MessageEvent).data);
    if (leader) post({ type: 'site', text });
    receiveSite(text);
  });
}

function onChannelMessage(message: ChannelMessage) {
  switch (message.type) {
    case 'hello':
      // A tab that has just joined: tell it where things stand.
      if (!leader) return;
      post({ type: 'state', state });
      if (siteText) post({ type: 'site', text: siteText });
      return;
    case 'state':
      if (!leader) setState(message.state, { share: false });
      return;
    case 'flights':
      if (!leader) receiveFlights(message.text);
      return;
    case 'site':
      if (!leader) receiveSite(message.text);
      return;
  }
}

function start() {
  running = true;
  if (typeof EventSource === 'undefined') {
    setState('offline');
    return;
  }
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (typeof BroadcastChannel === 'undefined' || !locks) {
    openSource();
    return;
  }
  channel = new BroadcastChannel(CHANNEL);
  channel.onmessage = (event: MessageEvent<ChannelMessage>) => onChannelMessage(event.data);
  post({ type: 'hello' });
  lockRequest = new AbortController();
  locks
    .request(
      LOCK,
      { signal: lockRequest.signal },
      () =>
        new Promise<void>((release) => {
          if (!running) return release();
          releaseLock = release;
          leader = true;
          openSource();
        }),
    )
    .catch(() => undefined); // aborted while waiting in line: this tab stopped listening
}

function stop() {
  running = false;
  closeSource();
  lockRequest?.abort();
  lockRequest = undefined;
  leader = false;
  releaseLock?.();
  releaseLock = undefined;
  channel?.close();
  channel = undefined;
  setState('connecting', { share: false });
}

const listening = () => listeners.size + siteListeners.size > 0;

function join<T>(set: Set<T>, listener: T): () => void {
  set.add(listener);
  if (!running) start();
  return () => {
    set.delete(listener);
    if (!listening() && running) stop();
  };
}

export function subscribeFlightUpdates(listener: UpdateListener): () => void {
  return join(listeners, listener);
}

/** Crisis mode as the stream tells it; called at once with what is known already. */
export function subscribeSiteState(listener: SiteListener): () => void {
  if (site) listener(site);
  return join(siteListeners, listener);
}

/** Changes a poll of the board found (use-live-updates.ts), delivered as the stream's are. */
export function deliverPolledUpdates(updates: FlightUpdate[]) {
  if (updates.length > 0) dispatch(updates);
}

export function subscribeStreamState(listener: () => void): () => void {
  stateListeners.add(listener);
  return () => stateListeners.delete(listener);
}

export const streamState = (): StreamState => state;

/** What a page rendered on the server shows, and the browser first takes over: connecting. */
export const serverStreamState = (): StreamState => 'connecting';
