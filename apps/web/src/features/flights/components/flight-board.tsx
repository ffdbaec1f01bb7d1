import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { useLocation, useSearchParams } from 'react-router';
import { keepPageForOffline } from '../../../lib/offline-copies';
import { useServerDrawnAt } from '../../../lib/render-clock';
import { serverContext } from '../../../lib/server-context';
import { useIsNarrow } from '../../../lib/responsive';
import { Page, PageHead } from '../../../ui/page';
import {
  readBoardParams,
  writeBoardParams,
  type BoardDay,
  type BoardParams,
  type Direction,
} from '../model/board-params';
import { longDate } from '../model/flight-dates';
import { airportDate, clock, shiftDate } from '../model/flight-times';
import { useAirportNow } from '../model/use-airport-now';
import { useBoardData } from '../model/use-board-data';
import { useFlightLocale } from '../model/use-flight-locale';
import { useLiveUpdates } from '../model/use-live-updates';
import { BoardContent } from './board-content';
import { BoardFilters } from './board-filters';
import { BoardPager } from './board-pager';
import { LiveBar } from './live-bar';
import { MyFlights } from './my-flights';
import { usePageTitle } from './page-title';
import styles from './flight-board.module.css';

const DAY_KEYS = { '-1': 'yesterday', '0': 'today', '1': 'tomorrow' } as const;

/** The departures or arrivals board (DESIGN.md "The flight board"), its state in the URL. */
export function FlightBoard({ direction }: { direction: Direction }) {
  const { t } = useTranslation('flights');
  const locale = useFlightLocale();
  const [searchParams, setSearchParams] = useSearchParams();
  const params = readBoardParams(searchParams);
  const narrow = useIsNarrow();
  const board = useBoardData(direction, params);
  // A link from a busier day may ask for a page past this day's last: the last page opens.
  const lastPage =
    board.mode === 'list' && board.status === 'success' && !board.stale && board.page > board.pages
      ? board.pages
      : 0;
  // Without script too: the server answers such a link with a redirect to the last page.
  const server = serverContext();
  if (server && lastPage > 0) {
    server.redirect = `${server.url.pathname}?${writeBoardParams(searchParams, { page: lastPage })}`;
  }
  useEffect(() => {
    if (lastPage > 0)
      setSearchParams((current) => writeBoardParams(current, { page: lastPage }), {
        replace: true,
        preventScrollReset: true,
      });
  }, [lastPage, setSearchParams]);
  const shown = useMemo(() => new Set(board.flights.map((r) => r.flightId)), [board.flights]);
  const live = useLiveUpdates(shown);
  const title = t(`direction.${direction}`);
  // Earlier or later page: bring the top of the list into view, not the top of the site.
  const results = useRef<HTMLElement>(null);
  const shownPage = useRef(params.page);
  useEffect(() => {
    if (shownPage.current === params.page) return;
    shownPage.current = params.page;
    results.current?.scrollIntoView({ block: 'start' });
  }, [params.page]);
  usePageTitle(title);
  // The board as this device last saw it opens with no network (issue 20); a search's results
  // are not kept (a page each keystroke would cost the phone's data).
  const { pathname, search } = useLocation();
  const searching = params.q !== '';
  useEffect(() => {
    if (!searching) keepPageForOffline(pathname + search);
  }, [pathname, search, searching]);

  // The day as the flights give it (the server's clock), else this device's airport date.
  const drawnAt = useServerDrawnAt();
  const [openedOn] = useState(() => airportDate(drawnAt ?? Date.now(), 0));
  const today = board.flights[0]?.flightDate
    ? shiftDate(board.flights[0].flightDate, -params.day)
    : openedOn;
  const date = shiftDate(today, params.day);

  const onChange = useCallback(
    // The filters stay where the traveller is: no jump to the top of the site.
    (patch: Partial<BoardParams>) =>
      setSearchParams((current) => writeBoardParams(current, patch), { preventScrollReset: true }),
    [setSearchParams],
  );
  const onSearch = useCallback(
    (q: string) =>
      setSearchParams((current) => writeBoardParams(current, { q }), {
        replace: true,
        preventScrollReset: true,
      }),
    [setSearchParams],
  );

  const caption = t('board.caption', {
    direction: title,
    day: t(`filters.${DAY_KEYS[params.day]}`),
    date: longDate(date, locale),
    terminal: params.terminal || t('filters.allTerminals'),
    kind: t(params.type === '1' ? 'filters.passenger' : 'filters.cargo'),
  });
  const first = board.flights[0];
  const last = board.flights.at(-1);
  const at = (r: typeof first) =>
    r ? clock(direction === 'departures' ? r.setoffTimePlan : r.arriTimePlan) : '';
  const result =
    board.status !== 'success'
      ? ''
      : board.mode === 'search'
        ? t('board.resultSearch', { count: board.total, q: params.q })
        : board.total > 0
          ? t('board.resultList', { from: at(first), to: at(last), count: board.total })
          : '';
  // Today's list: a line before the first flight still to come, labelled with the time now.
  const now = useAirportNow();
  const scheduled = (r: (typeof board.flights)[number]) =>
    direction === 'departures' ? r.setoffTimePlan : r.arriTimePlan;
  const upcoming =
    board.mode === 'list' && params.day === 0
      ? board.flights.findIndex((r) => scheduled(r) >= now)
      : -1;
  const nowLine =
    upcoming > 0
      ? { index: upcoming, label: t('board.now', { time: now.slice(11, 16) }) }
      : undefined;
  const stamp = Math.max(board.fetchedAt ?? 0, live.updatedAt ?? 0) || undefined;

  return (
    <Page className={styles.board} data-direction={direction}>
      <PageHead title={title}>
        <p className={styles.subtitle}>
          <span>{longDate(date, locale)}</span>
          <span aria-hidden="true"> · </span>
          <span>{t('board.airport')}</span>
          <span className={styles.zone}>{t('time.zoneHint')}</span>
        </p>
      </PageHead>
      <BoardFilters
        direction={direction}
        params={params}
        today={today}
        onChange={onChange}
        onSearch={onSearch}
      />
      <MyFlights />
      <section
        ref={results}
        className={styles.results}
        aria-busy={board.fetching}
        aria-label={caption}
      >
        <LiveBar live={live} stamp={stamp} result={result} />
        <BoardContent
          board={board}
          params={params}
          direction={direction}
          layout={narrow ? 'cards' : 'table'}
          caption={caption}
          flashes={live.flashes}
          nowLine={nowLine}
          onChange={onChange}
        />
        {board.mode === 'list' && board.status === 'success' ? (
          <BoardPager
            page={board.page}
            pages={board.pages}
            nowPage={board.nowPage}
            nextDay={params.day < 1 ? ((params.day + 1) as BoardDay) : undefined}
          />
        ) : null}
      </section>
    </Page>
  );
}
