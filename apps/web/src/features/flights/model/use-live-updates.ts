import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n';
import { parseLocale } from '@can/contracts/locale';
import { applyFlightUpdates } from '../api/apply-flight-updates';
import { flightKeys } from '../api/flight-keys';
import { isOfflineCopy } from '../../../lib/use-online';
import { ApiError } from '../../../lib/api-error';
import { pollFlights } from '../api/poll-flights';
import {
  deliverPolledUpdates,
  jittered,
  serverStreamState,
  streamState,
  subscribeFlightUpdates,
  subscribeStreamState,
  type FlightUpdate,
} from '../../../lib/live-stream';
import { describeUpdate, summarizeUpdates } from './update-text';

export interface LiveUpdates {
  paused: boolean;
  setPaused: (paused: boolean) => void;
  /** Flights changed while paused, applied on resume. */
  waiting: number;
  /** When the stream last brought the board up to date (ms), undefined before the first batch. */
  updatedAt: number | undefined;
  /** Short polite summary of the last batch's changes to flights on screen. */
  announcement: string;
  /** flightId → how many times it changed on screen, to replay the row's highlight. */
  flashes: ReadonlyMap<string, number>;
  connection: ReturnType<typeof streamState>;
}

/** How often the board is read again while the stream is unavailable, and the longest wait. */
export const POLL_MS = 30_000;
const POLL_MAX_MS = 5 * 60_000;

/**
 * While the stream is unavailable (`polling`), reads the board again every 30 s with jitter and
 * delivers what changed as the stream would; a refusal (429, 503) doubles the wait, up to 5 min.
 */
function usePollingFallback(polling: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!polling) return;
    let wait = POLL_MS;
    let timer: ReturnType<typeof setTimeout>;
    let stopped = false;
    const next = () => {
      timer = setTimeout(async () => {
        try {
          deliverPolledUpdates(await pollFlights(queryClient));
          wait = POLL_MS;
        } catch (error) {
          const status = error instanceof ApiError ? error.details.status : undefined;
          if (status === 429 || status === 503) wait = Math.min(wait * 2, POLL_MAX_MS);
        }
        if (!stopped) next();
      }, jittered(wait));
    };
    next();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [polling, queryClient]);
}

/**
 * The board is read again when the stream opens after the page was without it: once the stream
 * was lost (changes made meanwhile were never streamed), and on a page the offline app served
 * from this device's copy (issue 20).
 */
function useCatchUpWhenLive(connection: string) {
  const queryClient = useQueryClient();
  const behind = useRef(typeof document !== 'undefined' && isOfflineCopy());
  const wasLive = useRef(false);
  useEffect(() => {
    if (connection !== 'live') {
      if (wasLive.current) behind.current = true;
      return;
    }
    wasLive.current = true;
    if (!behind.current) return;
    behind.current = false;
    void queryClient.invalidateQueries({ queryKey: flightKeys.all });
  }, [connection, queryClient]);
}

/** Two updates of one flight while paused: the newer record, every kind of change. */
function merge(older: FlightUpdate | undefined, newer: FlightUpdate): FlightUpdate {
  if (!older) return newer;
  return { ...newer, changed: [...new Set([...older.changed, ...newer.changed])] };
}

/**
 * Applies the flight stream to the cached board in place, unless paused: then changes wait and
 * are applied together on resume. `shown` names the flights on screen, the ones worth announcing.
 */
export function useLiveUpdates(shown: ReadonlySet<string>): LiveUpdates {
  const queryClient = useQueryClient();
  const { t, i18n } = useTranslation('flights');
  const [paused, setPausedState] = useState(false);
  const [waiting, setWaiting] = useState(0);
  const [updatedAt, setUpdatedAt] = useState<number>();
  const [announcement, setAnnouncement] = useState('');
  const [flashes, setFlashes] = useState<ReadonlyMap<string, number>>(new Map());
  const connection = useSyncExternalStore(subscribeStreamState, streamState, serverStreamState);
  usePollingFallback(connection === 'polling');
  useCatchUpWhenLive(connection);
  const pending = useRef(new Map<string, FlightUpdate>());
  const live = useRef({ paused, shown, t, locale: parseLocale(i18n.resolvedLanguage) });

  useEffect(() => {
    live.current = { paused, shown, t, locale: parseLocale(i18n.resolvedLanguage) };
  }, [paused, shown, t, i18n.resolvedLanguage]);

  const apply = useCallback(
    (updates: FlightUpdate[]) => {
      applyFlightUpdates(queryClient, updates);
      setUpdatedAt(Date.now());
      const { shown: onScreen, t: translate, locale } = live.current;
      const visible = updates.filter((u) => onScreen.has(u.flightId) && u.changed.length > 0);
      if (visible.length === 0) return;
      const sentences = visible.map((u) => describeUpdate(u.record, u.changed, translate, locale));
      setAnnouncement(summarizeUpdates(sentences, translate));
      setFlashes((before) => {
        const next = new Map(before);
        for (const u of visible) next.set(u.flightId, (next.get(u.flightId) ?? 0) + 1);
        return next;
      });
    },
    [queryClient],
  );

  useEffect(
    () =>
      subscribeFlightUpdates((updates) => {
        if (!live.current.paused) {
          apply(updates);
          return;
        }
        for (const u of updates)
          pending.current.set(u.flightId, merge(pending.current.get(u.flightId), u));
        setWaiting(pending.current.size);
      }),
    [apply],
  );

  const setPaused = useCallback(
    (next: boolean) => {
      live.current = { ...live.current, paused: next };
      setPausedState(next);
      if (next || pending.current.size === 0) return;
      const held = [...pending.current.values()];
      pending.current.clear();
      setWaiting(0);
      apply(held);
    },
    [apply],
  );

  return { paused, setPaused, waiting, updatedAt, announcement, flashes, connection };
}
