import { useSyncExternalStore } from 'react';
import type { FlightRecord } from '@can/contracts/flights';
import {
  announceFollowedFlightsChange,
  onFollowedFlightsChange,
} from '../../../lib/followed-flights-signal';
import { syncFollowedFlight } from '../../../lib/member-followed-flights';
import { readStored, removeStored, writeStored } from '../../../lib/storage';
import { STORAGE_KEYS } from '../../../lib/storage-keys';
import { airportDate } from './flight-times';

/**
 * Flights the traveller follows, kept on this device (localStorage `followed_flights`): the
 * latest record of each, so "My flights" shows without a call and a change can be compared.
 * The page frame learns of changes through lib/followed-flights-signal.ts (it shows the dock).
 */
export const FOLLOWED_FLIGHTS_KEY = STORAGE_KEYS.followedFlights;
const MAX_FOLLOWED = 12;

/**
 * No followed flights: one array, the server's answer too, so a device that follows none takes
 * the page over without every follow button re-rendering at once (issue 18).
 */
const NONE: FlightRecord[] = [];

let cachedRaw: string | null | undefined;
let cachedList: FlightRecord[] = NONE;

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
  const list = (Array.isArray(parsed) ? parsed : [])
    .filter(looksLikeRecord)
    .filter((r) => r.flightDate >= oldest);
  cachedList = list.length > 0 ? list : NONE;
  return cachedList;
}

function save(list: FlightRecord[]) {
  if (list.length === 0) removeStored(FOLLOWED_FLIGHTS_KEY);
  else writeStored(FOLLOWED_FLIGHTS_KEY, JSON.stringify(list.slice(0, MAX_FOLLOWED)));
  announceFollowedFlightsChange();
}

export const isFollowed = (flightId: string) => readFollowed().some((r) => r.flightId === flightId);

/** Follows on this device and, for a logged-in member, in the account (the member centre's trips). */
export function follow(record: FlightRecord): void {
  save([record, ...readFollowed().filter((r) => r.flightId !== record.flightId)]);
  syncFollowedFlight('follow', record);
}

export function unfollow(flightId: string): void {
  const record = readFollowed().find((r) => r.flightId === flightId);
  save(readFollowed().filter((r) => r.flightId !== flightId));
  if (record) syncFollowedFlight('unfollow', record);
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

/** This tab's changes and another tab's. */
const subscribe = (listener: () => void): (() => void) => onFollowedFlightsChange(listener);

/** The server cannot know what this device follows: none, until the browser has taken over. */
const noneYet = () => NONE;

export function useFollowedFlights(): FlightRecord[] {
  return useSyncExternalStore(subscribe, readFollowed, noneYet);
}

export function useIsFollowed(flightId: string): boolean {
  const list = useFollowedFlights();
  return list.some((r) => r.flightId === flightId);
}
