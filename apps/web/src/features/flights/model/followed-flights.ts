import { useSyncExternalStore } from 'react';
import type { FlightRecord } from '@can/contracts/flights';
import { readStored, removeStored, writeStored } from '../../../lib/storage';
import { airportDate } from './flight-times';

/**
 * Flights the traveller follows, kept on this device (localStorage `followed_flights`): the
 * latest record of each, so "My flights" shows without a call and a change can be compared.
 * Kept here rather than in lib/storage-keys.ts because no other part of the site reads it.
 */
export const FOLLOWED_FLIGHTS_KEY = 'followed_flights';
const MAX_FOLLOWED = 12;

const listeners = new Set<() => void>();
let cachedRaw: string | null | undefined;
let cachedList: FlightRecord[] = [];

const looksLikeRecord = (value: unknown): value is FlightRecord => {
  const r = value as Partial<FlightRecord> | null;
  return (
    typeof r === 'object' &&
    r !== null &&
    typeof r.flightId === 'string' &&
    typeof r.flightNo === 'string' &&
    typeof r.flightDate === 'string' &&
    (r.depOrArr === 'D' || r.depOrArr === 'A') &&
    Array.isArray(r.carouselFLights) &&
    Array.isArray(r.shareFlight)
  );
};

/** Followed flights, flights of days before yesterday left out. */
export function readFollowed(): FlightRecord[] {
  const raw = readStored(FOLLOWED_FLIGHTS_KEY);
  if (raw === cachedRaw) return cachedList;
  cachedRaw = raw;
  let parsed: unknown = [];
  try {
    parsed = raw ? JSON.parse(raw) : [];
  } catch {
    parsed = [];
  }
  const oldest = airportDate(Date.now(), -1);
  cachedList = (Array.isArray(parsed) ? parsed : [])
    .filter(looksLikeRecord)
    .filter((r) => r.flightDate >= oldest);
  return cachedList;
}

function save(list: FlightRecord[]) {
  if (list.length === 0) removeStored(FOLLOWED_FLIGHTS_KEY);
  else writeStored(FOLLOWED_FLIGHTS_KEY, JSON.stringify(list.slice(0, MAX_FOLLOWED)));
  for (const listener of listeners) listener();
}

export const isFollowed = (flightId: string) => readFollowed().some((r) => r.flightId === flightId);

export function follow(record: FlightRecord): void {
  save([record, ...readFollowed().filter((r) => r.flightId !== record.flightId)]);
}

export function unfollow(flightId: string): void {
  save(readFollowed().filter((r) => r.flightId !== flightId));
}

/** Stores newer records of followed flights; returns the previous record of each one replaced. */
export function refreshFollowed(records: FlightRecord[]): Map<string, FlightRecord> {
  const previous = new Map<string, FlightRecord>();
  const fresh = new Map(records.map((r) => [r.flightId, r]));
  const list = readFollowed().map((r) => {
    const next = fresh.get(r.flightId);
    if (!next) return r;
    previous.set(r.flightId, r);
    return next;
  });
  if (previous.size > 0) save(list);
  return previous;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab followed or unfollowed a flight.
  const onStorage = (event: StorageEvent) => {
    if (event.key === FOLLOWED_FLIGHTS_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useFollowedFlights(): FlightRecord[] {
  return useSyncExternalStore(subscribe, readFollowed, () => cachedList);
}

export function useIsFollowed(flightId: string): boolean {
  const list = useFollowedFlights();
  return list.some((r) => r.flightId === flightId);
}
