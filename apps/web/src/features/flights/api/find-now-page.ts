import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { FlightPage } from '@can/contracts/flights';
import { getClientConfig } from '../../../lib/config';
import { airportClockText } from '../model/flight-times';
import { flightListQuery } from './get-flight-list';
import { flightKeys, PAGE_SIZE, type BoardSelection } from './flight-keys';

/** Flights that left or landed this long ago still open today's board. */
const LOOK_BACK_MS = 15 * 60_000;
/** When only the last quarter of that page is still to come, the next page opens instead. */
const LATE_IN_PAGE = 0.75;

const scheduled = (r: FlightPage['list'][number]) =>
  r.depOrArr === 'D' ? r.setoffTimePlan : r.arriTimePlan;

/**
 * Today's board opens at the page holding the current time, not at midnight. The list is in
 * scheduled order, so this is a search over pages: page 1 gives the page count, then a guess
 * from the share of the day gone by (most flights run 06:00-24:00) and its neighbours are read
 * in parallel, usually settling it in two round trips; a binary search covers the rest. Every
 * page read lands in the cache, so the board shows the answer without another call. A page
 * whose flights are nearly all gone gives way to the next one ("Earlier flights" is one tap).
 */
export async function findNowPage(
  queryClient: QueryClient,
  selection: BoardSelection,
): Promise<number> {
  const read = (pageNum: number) =>
    queryClient.fetchQuery(flightListQuery({ ...selection, pageNum, pageSize: PAGE_SIZE }));
  const { clockSkewMs } = await getClientConfig().catch(() => ({ clockSkewMs: 0 }));
  const cutoff = airportClockText(Date.now() + clockSkewMs - LOOK_BACK_MS);
  const first = await read(1);
  const pages = first.pages;
  // Page p is "before now" when its last flight was scheduled before the cutoff.
  const before = (page: FlightPage) => {
    const last = page.list.at(-1);
    return !!last && scheduled(last) < cutoff;
  };
  const found = pages <= 1 || !before(first) ? 1 : await searchPages(read, before, cutoff, pages);
  const list = (await read(found)).list;
  const firstToCome = list.findIndex((r) => scheduled(r) >= cutoff);
  if (found < pages && (firstToCome === -1 || firstToCome >= list.length * LATE_IN_PAGE)) {
    await read(found + 1);
    return found + 1;
  }
  return found;
}

/** The first page not "before now" (the last page if all are), page 1 known to be before. */
async function searchPages(
  read: (pageNum: number) => Promise<FlightPage>,
  before: (page: FlightPage) => boolean,
  cutoff: string,
  pages: number,
): Promise<number> {
  const hour = Number(cutoff.slice(11, 13)) + Number(cutoff.slice(14, 16)) / 60;
  const share = hour < 6 ? (hour / 6) * 0.05 : 0.05 + ((hour - 6) / 18) * 0.95;
  const guess = Math.min(pages, Math.max(2, Math.ceil(share * pages)));
  const near = [guess - 1, guess, guess + 1].filter((p) => p >= 2 && p <= pages);
  const known = new Map<number, boolean>([[1, true]]);
  (await Promise.all(near.map(read))).forEach((page, i) => known.set(near[i]!, before(page)));

  let lo = 2;
  let hi = pages;
  for (const [p, isBefore] of known) {
    if (isBefore) lo = Math.max(lo, p + 1);
    else hi = Math.min(hi, p);
  }
  while (lo < hi) {
    const mid = Math.floor((lo + hi) / 2);
    if (before(await read(mid))) lo = mid + 1;
    else hi = mid;
  }
  return Math.min(lo, pages);
}

export function nowPageQuery(queryClient: QueryClient, selection: BoardSelection) {
  return queryOptions({
    queryKey: flightKeys.nowPage(selection),
    queryFn: () => findNowPage(queryClient, selection),
    staleTime: 5 * 60_000,
  });
}

export function useNowPage(selection: BoardSelection, enabled: boolean) {
  const queryClient = useQueryClient();
  return useQuery({ ...nowPageQuery(queryClient, selection), enabled });
}
