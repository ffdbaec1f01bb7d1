import { useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '../../../lib/i18n';
import type { SeatMap } from '@can/contracts/checkin';
import {
  initialPosition,
  isChoosable,
  isSelectKey,
  moveFocus,
  type GridPosition,
} from '../model/seat-grid';
import { seatWords } from './seat-words';
import styles from './seat-map.module.css';

/**
 * The cabin as a keyboard grid (WAI-ARIA grid pattern): one tab stop, arrow keys (and Home,
 * End, PageUp, PageDown) move, Enter or Space chooses; every seat says its state in words.
 * Aisles, exit rows, wings, galleys and lavatories are drawn.
 */
export function SeatGrid({
  map,
  chosen,
  onChoose,
  zoom,
}: {
  map: SeatMap;
  chosen: string | null;
  onChoose: (seat: string) => void;
  zoom: number;
}) {
  const { t } = useTranslation('checkin');
  const [focus, setFocus] = useState<GridPosition | null>(() =>
    initialPosition(map.rows, chosen ?? map.selectedSeat),
  );
  const cellRefs = useRef(new Map<string, HTMLDivElement>());
  const moved = useRef(false);

  // In the same task as the key that moved it (a layout effect): Preact runs plain effects after
  // the next paint (decision 032), and a quick next key would act on the seat not yet focused.
  useLayoutEffect(() => {
    if (!moved.current || !focus) return;
    cellRefs.current.get(`${focus.row}:${focus.col}`)?.focus();
  }, [focus]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!focus) return;
    const cell = map.rows[focus.row]?.seats[focus.col];
    if (isSelectKey(event.key)) {
      event.preventDefault();
      if (cell && isChoosable(cell)) onChoose(cell.seat);
      return;
    }
    const next = moveFocus(map.rows, focus, event.key);
    if (!next) return;
    event.preventDefault();
    moved.current = true;
    setFocus(next);
  };

  const letters =
    map.columns.find((c) => c.cabin === map.cabin)?.letters ?? map.columns[0]?.letters ?? [];
  return (
    <div className={styles.scroller} style={{ ['--seat-zoom' as string]: zoom }}>
      <div
        role="grid"
        aria-label={t('seatMap.gridLabel', { flight: map.flightNo, layout: map.layout })}
        aria-describedby="checkin-grid-help"
        className={styles.grid}
        onKeyDown={onKeyDown}
        data-testid="seat-grid"
      >
        <div role="row" className={styles.row}>
          <span role="columnheader" className={styles.rowHead}>
            <span className="visually-hidden">{t('seatMap.row')}</span>
          </span>
          {letters.map((letter, col) =>
            letter ? (
              <span role="columnheader" key={col} className={styles.columnHead}>
                {letter}
              </span>
            ) : (
              <span key={col} className={styles.aisle} aria-hidden="true" />
            ),
          )}
        </div>
        {map.rows.map((row, rowIndex) => (
          <div
            role="row"
            key={row.row}
            className={styles.row}
            data-exit={row.exitRow || undefined}
            data-wing={row.overWing || undefined}
            data-exit-label={row.exitRow ? t('seatMap.exitMark') : undefined}
            data-facility-label={
              row.facilityBefore ? t(`facilities.${row.facilityBefore}`) : undefined
            }
          >
            <span role="rowheader" className={styles.rowHead}>
              <span aria-hidden="true">{row.row}</span>
              <span className="visually-hidden">
                {[
                  t('seatMap.rowName', { row: row.row }),
                  row.exitRow ? t('seatMap.exitRow') : null,
                  row.facilityBefore ? t(`facilities.${row.facilityBefore}`) : null,
                ]
                  .filter(Boolean)
                  .join(t('seat.separator'))}
              </span>
            </span>
            {row.seats.map((seat, col) => {
              if (!seat) {
                return <span key={col} className={styles.aisle} aria-hidden="true" />;
              }
              const isChosen = seat.seat === chosen;
              const isFocus = focus?.row === rowIndex && focus.col === col;
              return (
                <div
                  role="gridcell"
                  key={seat.seat}
                  ref={(element) => {
                    const key = `${rowIndex}:${col}`;
                    if (element) cellRefs.current.set(key, element);
                    else cellRefs.current.delete(key);
                  }}
                  tabIndex={isFocus ? 0 : -1}
                  className={styles.seat}
                  data-state={isChosen ? 'chosen' : seat.state}
                  data-exit={row.exitRow || undefined}
                  aria-selected={isChosen}
                  aria-disabled={isChoosable(seat) ? undefined : true}
                  aria-label={seatWords(t, seat, row.exitRow, isChosen)}
                  data-seat={seat.seat}
                  onClick={() => {
                    moved.current = true;
                    setFocus({ row: rowIndex, col });
                    if (isChoosable(seat)) onChoose(seat.seat);
                  }}
                >
                  <span aria-hidden="true">{seat.letter}</span>
                </div>
              );
            })}
          </div>
        ))}
      </div>
      <p id="checkin-grid-help" className="visually-hidden">
        {t('seatMap.keyboardHelp')}
      </p>
    </div>
  );
}
