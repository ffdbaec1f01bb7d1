/**
 * The board's query state, kept in the URL so a search can be shared and back/forward work:
 * ?day=-1|1 (today when absent) &terminal=T1|T2|T3 (all) &type=2 (cargo; passenger when absent)
 * &q=keyword (or &keyword=) &page=N (for today, the page of the current time when absent).
 */
export type BoardDay = -1 | 0 | 1;
export type BoardTerminal = '' | 'T1' | 'T2' | 'T3';
export type FlightKind = '1' | '2';
export type Direction = 'departures' | 'arrivals';

export interface BoardParams {
  day: BoardDay;
  terminal: BoardTerminal;
  type: FlightKind;
  q: string;
  page: number | undefined;
}

export const DAYS: readonly BoardDay[] = [-1, 0, 1];
export const TERMINALS: readonly BoardTerminal[] = ['', 'T1', 'T2', 'T3'];
export const KINDS: readonly FlightKind[] = ['1', '2'];
/** The shortest keyword worth a search: two letters or digits, or one Chinese/Korean character. */
export const isSearchable = (q: string) =>
  q.trim().length >= 2 || /[\u3400-\u9fff\uac00-\ud7af]/.test(q);

export function readBoardParams(params: URLSearchParams): BoardParams {
  const day = Number(params.get('day') ?? 0);
  const terminal = (params.get('terminal') ?? '').toUpperCase();
  const page = Number(params.get('page'));
  return {
    day: DAYS.includes(day as BoardDay) ? (day as BoardDay) : 0,
    terminal: TERMINALS.includes(terminal as BoardTerminal) ? (terminal as BoardTerminal) : '',
    type: params.get('type') === '2' ? '2' : '1',
    // `keyword` is the name the plain search form of the server-rendered board will use.
    q: (params.get('q') ?? params.get('keyword') ?? '').slice(0, 40),
    page: Number.isInteger(page) && page >= 1 ? page : undefined,
  };
}

/** The URL parameters after a change; defaults are left out, and any filter change resets the page. */
export function writeBoardParams(
  current: URLSearchParams,
  patch: Partial<BoardParams>,
): URLSearchParams {
  const next = new URLSearchParams(current);
  const put = (key: string, value: string | undefined, fallback: string) => {
    if (value === undefined || value === fallback) next.delete(key);
    else next.set(key, value);
  };
  if ('day' in patch) put('day', String(patch.day), '0');
  if ('terminal' in patch) put('terminal', patch.terminal, '');
  if ('type' in patch) put('type', patch.type, '1');
  if ('q' in patch) {
    next.delete('keyword');
    put('q', patch.q?.trim(), '');
  }
  if ('page' in patch) put('page', patch.page === undefined ? undefined : String(patch.page), '');
  else next.delete('page');
  return next;
}

/** The same board in the other direction: /flight/departures ⇄ /flight/arrivals (app variants too). */
export function otherDirectionPath(pathname: string, direction: Direction): string {
  const other: Direction = direction === 'departures' ? 'arrivals' : 'departures';
  return /(departures|arrivals)/.test(pathname)
    ? pathname.replace(/(departures|arrivals)/, other)
    : `/flight/${other}`;
}
