import type { BoardDay, BoardTerminal, FlightKind } from '../model/board-params';

/** Rows per page of the board; one size for desktop and phone so both share the cache. */
export const PAGE_SIZE = 30;

/** Body of flight/list (ARCHITECTURE.md "Flight calls"), as the board sends it. */
export interface FlightListRequest {
  type: FlightKind;
  terminal: BoardTerminal;
  day: BoardDay;
  depOrArr: '1' | '2';
  pageNum: number;
  pageSize: number;
}

export type BoardSelection = Omit<FlightListRequest, 'pageNum' | 'pageSize'>;

/** Every flight query key in one place, so the stream can reach all cached copies of a flight. */
export const flightKeys = {
  all: ['flights'] as const,
  lists: ['flights', 'list'] as const,
  list: (request: FlightListRequest) => ['flights', 'list', request] as const,
  searches: ['flights', 'search'] as const,
  search: (selection: BoardSelection, keyword: string) =>
    ['flights', 'search', selection, keyword] as const,
  nowPage: (selection: BoardSelection) => ['flights', 'now-page', selection] as const,
  detail: (flightId: string) => ['flights', 'detail', flightId] as const,
};
