import { useTranslation } from '../../../lib/i18n';
import { Link, useLocation } from 'react-router';
import { PlaneLanding, PlaneTakeoff } from 'lucide-react';
import {
  DAYS,
  KINDS,
  TERMINALS,
  otherDirectionPath,
  writeBoardParams,
  type BoardParams,
  type Direction,
} from '../model/board-params';
import { shortDate } from '../model/flight-dates';
import { shiftDate } from '../model/flight-times';
import { useFlightLocale } from '../model/use-flight-locale';
import { Panel } from '../../../ui/panel';
import { Segmented } from '../../../ui/segmented';
import { FlightSearchBox } from './flight-search-box';
import styles from './board-filters.module.css';

const DAY_KEYS = { '-1': 'yesterday', '0': 'today', '1': 'tomorrow' } as const;

/** Departures/arrivals switch, search, and day, terminal and kind: always in view, never folded away. */
export function BoardFilters({
  direction,
  params,
  today,
  onChange,
  onSearch,
}: {
  direction: Direction;
  params: BoardParams;
  /** Airport date of "today" ("YYYY-MM-DD"). */
  today: string;
  onChange: (patch: Partial<BoardParams>) => void;
  onSearch: (keyword: string) => void;
}) {
  const { t } = useTranslation('flights');
  const locale = useFlightLocale();
  const location = useLocation();
  const kept = writeBoardParams(new URLSearchParams(location.search), {}).toString();
  const other = `${otherDirectionPath(location.pathname, direction)}${kept ? `?${kept}` : ''}`;
  const tab = (which: Direction) => {
    const Icon = which === 'departures' ? PlaneTakeoff : PlaneLanding;
    const current = which === direction;
    return (
      <Link
        className={styles.tab}
        to={current ? `${location.pathname}${location.search}` : other}
        aria-current={current ? 'page' : undefined}
      >
        <Icon className={styles.tabIcon} aria-hidden="true" focusable="false" />
        {t(`direction.${which}`)}
      </Link>
    );
  };

  return (
    <Panel as="div" className={styles.filters} data-testid="board-filters">
      <nav className={styles.tabs} aria-label={t('direction.label')}>
        {tab('departures')}
        {tab('arrivals')}
      </nav>
      <FlightSearchBox
        q={params.q}
        onSearch={onSearch}
        action={location.pathname}
        keep={Object.fromEntries(
          writeBoardParams(new URLSearchParams(), {
            day: params.day,
            terminal: params.terminal,
            type: params.type,
          }),
        )}
      />
      {/* Before scripts run (or without them) the choices are a plain GET form to the board. */}
      <form
        method="get"
        action={location.pathname}
        className={styles.choices}
        onSubmit={(event) => event.preventDefault()}
      >
        {params.q ? <input type="hidden" name="keyword" value={params.q} /> : null}
        <Segmented
          legend={t('filters.day')}
          hideLegend="narrow"
          name="day"
          testId="filter-day"
          value={String(params.day)}
          onChange={(day) => onChange({ day: Number(day) as BoardParams['day'] })}
          options={DAYS.map((day) => ({
            value: String(day),
            label: t(`filters.${DAY_KEYS[day]}`),
            hint: shortDate(shiftDate(today, day), locale),
          }))}
        />
        <Segmented
          legend={t('filters.terminal')}
          hideLegend="narrow"
          name="terminal"
          testId="filter-terminal"
          value={params.terminal || 'all'}
          onChange={(terminal) =>
            onChange({ terminal: terminal === 'all' ? '' : (terminal as BoardParams['terminal']) })
          }
          options={TERMINALS.map((terminal) => ({
            value: terminal || 'all',
            label: terminal || t('filters.allTerminals'),
          }))}
        />
        <Segmented
          legend={t('filters.kind')}
          hideLegend="narrow"
          name="type"
          testId="filter-kind"
          value={params.type}
          onChange={(type) => onChange({ type })}
          options={KINDS.map((kind) => ({
            value: kind,
            label: t(kind === '1' ? 'filters.passenger' : 'filters.cargo'),
          }))}
        />
        <noscript>
          <button type="submit" className={styles.apply}>
            {t('filters.apply')}
          </button>
        </noscript>
      </form>
    </Panel>
  );
}
