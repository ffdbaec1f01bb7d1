import { memo } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { inTurnGroups } from '../../../lib/in-turn';
import {
  flashMark,
  itemProps,
  type FlightItemProps,
  type FlightListProps,
  ROWS_IN_TURN,
} from '../model/board-list';
import { useFlightPlaces } from '../model/use-flight-locale';
import { FlightNumber } from './flight-number';
import { FlightTime } from './flight-time';
import { FollowButton } from './follow-button';
import { StatusBadge } from './status-badge';
import styles from './flight-cards.module.css';

/**
 * Phone board: one card per flight with the three things that matter large (time, the city,
 * status with gate or belt). The whole card opens the detail page; the bell stays its own button.
 */
export function FlightCards(list: FlightListProps) {
  return (
    <ol className={styles.cards} aria-label={list.caption} data-testid="flight-cards">
      {inTurnGroups(`board-${list.direction}`, list.flights, ROWS_IN_TURN, (r, i) => (
        <FlightCard key={r.flightId} {...itemProps(list, r, i)} />
      ))}
    </ol>
  );
}

/**
 * One flight's card. Kept while its record and marks are unchanged: the board re-renders when
 * the clock, the feed or the filters move, and the thirty cards need not (a phone spent 160 ms
 * at 4x CPU re-rendering them right after taking the page over).
 */
const FlightCard = memo(function FlightCard({
  record: r,
  departing,
  flash,
  nowLabel,
}: FlightItemProps) {
  const { t } = useTranslation('flights');
  const { place, via } = useFlightPlaces(r);
  const spot = departing ? r.boardingGate : r.baggageTable;
  return (
    <li
      className={styles.card}
      data-status={r.flightStatus}
      data-flash={flashMark(flash)}
      data-testid="flight-row"
      data-flight-id={r.flightId}
      data-now-line={nowLabel}
    >
      <div className={styles.time}>
        <FlightTime record={r} size="lg" />
      </div>
      <div className={styles.where}>
        <span className={styles.city}>{place.name}</span>
        <span className={styles.code}>
          {place.code}
          {via ? ` · ${t('board.via', { city: via.name, code: via.code })}` : ''}
        </span>
      </div>
      <div className={styles.follow}>
        <FollowButton record={r} />
      </div>
      <div className={styles.flight}>
        <FlightNumber record={r} />
        {r.terminal ? <span className={styles.terminal}>{r.terminal}</span> : null}
      </div>
      <div className={styles.status}>
        <StatusBadge record={r} size="lg" />
      </div>
      <div className={styles.spot}>
        <span className={styles.spotLabel}>{t(departing ? 'columns.gate' : 'columns.belt')}</span>
        <span className={styles.spotValue}>{spot || '—'}</span>
      </div>
    </li>
  );
});
