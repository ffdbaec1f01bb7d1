import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/fake-api';
import { testQueryClient } from '../../../test/render';
import { boardQueryOf, departure, fakeFlights } from '../testing/flight-fixtures';
import { findNowPage } from './find-now-page';
import { flightKeys, PAGE_SIZE } from './flight-keys';

// A flight every 20 minutes, 00:00 to 23:40: 72 flights, three pages of 30.
const DAY = Array.from({ length: 72 }, (_, i) => {
  const minutes = i * 20;
  const hhmm = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
  return departure(`CZ${1000 + i}`, hhmm, {
    flightDate: '2025-11-22',
    setoffTimePlan: `2025-11-22 ${hhmm}:00`,
  });
});
const selection = { type: '1', terminal: '', day: 0, depOrArr: '1' } as const;

function at(localTime: string) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(`2025-11-22T${localTime}:00+08:00`));
}

describe("today's board opens at the current time", () => {
  afterEach(() => vi.useRealTimers());

  it.each([
    ['00:10', 1],
    ['07:00', 1],
    ['09:50', 2], // only the last flight of page 1 is still to come
    ['12:00', 2],
    ['20:30', 3],
    ['23:59', 3],
  ])('at %s it is page %i', async (time, page) => {
    at(time);
    const api = stubApi({ handler: fakeFlights(DAY) });
    const queryClient = testQueryClient();
    expect(await findNowPage(queryClient, selection)).toBe(page);
    // Every page read is cached for the board, and few are read.
    const reads = api.apiCalls().map(([url]) => boardQueryOf(url).pageNum as number);
    expect(reads.length).toBeLessThanOrEqual(5);
    const key = flightKeys.list({ ...selection, pageNum: page, pageSize: PAGE_SIZE });
    expect(queryClient.getQueryData(key)).toBeDefined();
  });

  it('is page 1 when the day has one page', async () => {
    at('18:00');
    stubApi({ handler: fakeFlights(DAY.slice(0, 10)) });
    expect(await findNowPage(testQueryClient(), selection)).toBe(1);
  });
});
