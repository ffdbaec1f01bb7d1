import { memberPaths } from '@can/contracts/paths';
import { post } from './api-client';
import { getMemberToken } from './member-session';
import { readStored } from './storage';
import { STORAGE_KEYS } from './storage-keys';

/*
 * Followed flights live on the device (the flights feature) and, for a logged-in member, in the
 * account too, so the member centre lists them as trips. Here so that neither the flights
 * feature nor the member feature imports the other.
 */
export interface FollowedFlightKey {
  flightNo: string;
  flightDate: string;
  depOrArr: 'D' | 'A';
}

const keyOf = (value: unknown): FollowedFlightKey | null => {
  const r = value as Partial<FollowedFlightKey> | null;
  if (!r || typeof r !== 'object') return null;
  if (typeof r.flightNo !== 'string' || typeof r.flightDate !== 'string') return null;
  if (r.depOrArr !== 'D' && r.depOrArr !== 'A') return null;
  return { flightNo: r.flightNo, flightDate: r.flightDate, depOrArr: r.depOrArr };
};

/** The flights this device follows, as the account names them. */
export function deviceFollowedFlights(): FollowedFlightKey[] {
  try {
    const parsed: unknown = JSON.parse(readStored(STORAGE_KEYS.followedFlights) ?? '[]');
    return (Array.isArray(parsed) ? parsed : [])
      .map(keyOf)
      .filter((k): k is FollowedFlightKey => k !== null);
  } catch {
    return [];
  }
}

/** Account updates in the order they were made: a quick follow then unfollow ends unfollowed. */
let queue: Promise<unknown> = Promise.resolve();

/** Tells the account about a follow or unfollow on this device; quiet, best effort. */
export function syncFollowedFlight(change: 'follow' | 'unfollow', flight: FollowedFlightKey) {
  if (!getMemberToken()) return;
  const key = {
    flightNo: flight.flightNo,
    flightDate: flight.flightDate,
    depOrArr: flight.depOrArr,
  };
  const send = () =>
    change === 'follow'
      ? post(memberPaths.followFlights, { flights: [key] }, { silent: true })
      : post(memberPaths.unfollowFlight, key, { silent: true });
  queue = queue.then(send).catch(() => undefined);
}

/** At login: the account follows every flight this device follows. */
export async function uploadDeviceFollowedFlights(): Promise<void> {
  const flights = deviceFollowedFlights().slice(0, 20);
  if (flights.length === 0 || !getMemberToken()) return;
  await post(memberPaths.followFlights, { flights }, { silent: true }).catch(() => undefined);
}
