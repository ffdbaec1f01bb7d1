import { afterEach, describe, expect, it } from 'vitest';
import { FOLLOWED_FLIGHTS_KEY, readFollowed } from './followed-flights';

afterEach(() => localStorage.clear());

describe('readFollowed', () => {
  it('gives a device that follows nothing one and the same empty list, however it is stored', () => {
    localStorage.removeItem(FOLLOWED_FLIGHTS_KEY);
    const none = readFollowed();
    expect(none).toEqual([]);
    localStorage.setItem(FOLLOWED_FLIGHTS_KEY, '[]');
    expect(readFollowed()).toBe(none);
    localStorage.setItem(FOLLOWED_FLIGHTS_KEY, 'not json');
    expect(readFollowed()).toBe(none);
  });

  it('leaves out what is not a flight record', () => {
    localStorage.setItem(FOLLOWED_FLIGHTS_KEY, JSON.stringify([{ flightId: 'x' }, 3, null]));
    expect(readFollowed()).toEqual([]);
  });
});
