import { beforeEach, describe, expect, it } from 'vitest';
import { envelope, stubApi } from '../test/fake-api';
import {
  deviceFollowedFlights,
  syncFollowedFlight,
  uploadDeviceFollowedFlights,
} from './member-followed-flights';
import { STORAGE_KEYS } from './storage-keys';

const CZ3101 = { flightNo: 'CZ3101', flightDate: '2026-11-22', depOrArr: 'D' as const };
let api: ReturnType<typeof stubApi>;
const calls = () =>
  api.apiCalls().map(([url, init]) => [url, JSON.parse(String(init?.body)) as unknown]);

beforeEach(() => {
  api = stubApi({ handler: () => envelope({ followed: 1 }) });
});

describe('followed flights in the member account', () => {
  it('reads the device list as the account names flights, skipping what is not a flight', () => {
    localStorage.setItem(
      STORAGE_KEYS.followedFlights,
      JSON.stringify([{ ...CZ3101, flightId: '2026-11-22-D-CZ3101', gate: 'B12' }, { x: 1 }, null]),
    );
    expect(deviceFollowedFlights()).toEqual([CZ3101]);
    localStorage.setItem(STORAGE_KEYS.followedFlights, '{broken');
    expect(deviceFollowedFlights()).toEqual([]);
  });

  it('tells the account about a follow and an unfollow only while a member is logged in', async () => {
    syncFollowedFlight('follow', CZ3101);
    expect(api.apiCalls()).toEqual([]);
    localStorage.setItem(STORAGE_KEYS.memberToken, 'tok');
    syncFollowedFlight('follow', { ...CZ3101, gate: 'B12' } as typeof CZ3101);
    syncFollowedFlight('unfollow', CZ3101);
    await expect.poll(() => api.apiCalls().length).toBe(2);
    expect(calls()).toEqual([
      ['/byairport-cms/user/followFlights', { flights: [CZ3101] }],
      ['/byairport-cms/user/unfollowFlight', CZ3101],
    ]);
  });

  it('uploads the device list at login', async () => {
    localStorage.setItem(STORAGE_KEYS.memberToken, 'tok');
    localStorage.setItem(STORAGE_KEYS.followedFlights, JSON.stringify([CZ3101]));
    await uploadDeviceFollowedFlights();
    expect(calls()).toEqual([['/byairport-cms/user/followFlights', { flights: [CZ3101] }]]);
  });
});
