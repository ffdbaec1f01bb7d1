import { useTranslation } from '../../../lib/i18n';
import type { NowLine } from '../model/board-list';
import type { BoardParams, Direction } from '../model/board-params';
import type { BoardData } from '../model/use-board-data';
import { BoardEmpty, BoardError, BoardSkeleton, TerminalClosed } from './board-states';
import { Button } from '../../../ui/button';
import { FlightCards } from './flight-cards';
import { FlightTable } from './flight-table';
import styles from './flight-board.module.css';

/** The board's body in its four states: loading, error, empty (T1 closed is its own), flights. */
export function BoardContent({
  board,
  params,
  direction,
  layout,
  caption,
  flashes,
  nowLine,
  onChange,
}: {
  board: BoardData;
  params: BoardParams;
  direction: Direction;
  layout: 'table' | 'cards';
  caption: string;
  flashes: ReadonlyMap<string, number>;
  nowLine?: NowLine;
  onChange: (patch: Partial<BoardParams>) => void;
}) {
  const { t } = useTranslation('flights');
  if (board.status === 'pending') return <BoardSkeleton layout={layout} />;
  if (board.status === 'error')
    return <BoardError onRetry={board.retry} retrying={board.fetching} />;

  const action = (label: string, patch: Partial<BoardParams>) => (
    <Button onClick={() => onChange(patch)}>{label}</Button>
  );
  if (board.flights.length === 0 && !board.stale) {
    if (params.terminal === 'T1') {
      return (
        <TerminalClosed>
          {action(t('states.showTerminal', { terminal: 'T2' }), { terminal: 'T2' })}
          {action(t('states.showTerminal', { terminal: 'T3' }), { terminal: 'T3' })}
          {action(t('states.allTerminals'), { terminal: '' })}
        </TerminalClosed>
      );
    }
    const searching = board.mode === 'search';
    return (
      <BoardEmpty
        title={searching ? t('states.noMatchTitle', { q: params.q }) : t('states.emptyTitle')}
        body={searching ? t('states.noMatchBody') : t('states.emptyBody')}
      >
        {searching ? action(t('states.clearSearch'), { q: '' }) : null}
        {params.day !== 0 ? action(t('states.showToday'), { day: 0 }) : null}
        {params.day !== 1 && searching ? action(t('states.tryTomorrow'), { day: 1 }) : null}
        {params.terminal ? action(t('states.allTerminals'), { terminal: '' }) : null}
      </BoardEmpty>
    );
  }
  return (
    <div className={styles.flights} data-stale={board.stale}>
      {layout === 'table' ? (
        <FlightTable
          flights={board.flights}
          direction={direction}
          caption={caption}
          flashes={flashes}
          nowLine={nowLine}
        />
      ) : (
        <FlightCards
          flights={board.flights}
          direction={direction}
          caption={caption}
          flashes={flashes}
          nowLine={nowLine}
        />
      )}
    </div>
  );
}
