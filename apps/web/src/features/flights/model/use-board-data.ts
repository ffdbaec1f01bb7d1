import type { FlightRecord } from '@can/contracts/flights';
import { useNowPage } from '../api/find-now-page';
import { PAGE_SIZE, type BoardSelection } from '../api/flight-keys';
import { useFlightList } from '../api/get-flight-list';
import { useFlightSearch } from '../api/search-flights';
import { isSearchable, type BoardParams, type Direction } from './board-params';

export interface BoardData {
  mode: 'list' | 'search';
  status: 'pending' | 'error' | 'success';
  flights: FlightRecord[];
  total: number;
  page: number;
  pages: number;
  /** Today's page of the current time, once known. */
  nowPage: number | undefined;
  /** The rows shown belong to the previous choice while the new one loads. */
  stale: boolean;
  fetching: boolean;
  fetchedAt: number | undefined;
  retry: () => void;
}

/**
 * What the board shows: search results while there is a keyword, else one page of the day
 * (today: the page of the current time unless ?page says otherwise).
 */
export function useBoardData(direction: Direction, params: BoardParams): BoardData {
  const selection: BoardSelection = {
    type: params.type,
    terminal: params.terminal,
    day: params.day,
    depOrArr: direction === 'departures' ? '1' : '2',
  };
  const keyword = params.q.trim();
  const searching = isSearchable(keyword);
  const wantsNow = !searching && params.day === 0;
  const now = useNowPage(selection, wantsNow);
  const pageNum = params.page ?? (wantsNow ? now.data : 1);
  const list = useFlightList(
    searching || pageNum === undefined ? undefined : { ...selection, pageNum, pageSize: PAGE_SIZE },
  );
  const search = useFlightSearch(selection, keyword, searching);

  if (searching) {
    return {
      mode: 'search',
      status: search.status,
      flights: search.data ?? [],
      total: search.data?.length ?? 0,
      page: 1,
      pages: 1,
      nowPage: undefined,
      stale: search.isPlaceholderData,
      fetching: search.isFetching,
      fetchedAt: search.dataUpdatedAt || undefined,
      retry: () => void search.refetch(),
    };
  }
  const waitingForNow = params.page === undefined && wantsNow && now.status !== 'success';
  const status = waitingForNow ? (now.status === 'error' ? 'error' : 'pending') : list.status;
  return {
    mode: 'list',
    status: list.data && list.isPlaceholderData && waitingForNow ? 'success' : status,
    flights: list.data?.list ?? [],
    total: list.data?.total ?? 0,
    page: list.data?.pageNum ?? pageNum ?? 1,
    pages: list.data?.pages ?? 0,
    nowPage: wantsNow ? now.data : undefined,
    stale: list.isPlaceholderData,
    fetching: list.isFetching || now.isFetching,
    fetchedAt: list.dataUpdatedAt || undefined,
    retry: () => void (now.isError ? now.refetch() : list.refetch()),
  };
}
