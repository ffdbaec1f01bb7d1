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
import styles from './flight-table.module.css';

const dash = (text: string) => text || '—';

/** Desktop board: a real table, caption and column headers, the flight number heading each row. */
export function FlightTable(list: FlightListProps) {
  const { t } = useTranslation('flights');
  const departing = list.direction === 'departures';
  return (
    <table className={styles.table} data-testid="flight-table">
      <caption className="visually-hidden">{list.caption}</caption>
      <colgroup>
        <col className={styles.colTime} />
        <col className={styles.colFlight} />
        <col />
        <col className={styles.colShort} />
        <col className={styles.colMid} />
        <col className={styles.colShort} />
        <col className={styles.colStatus} />
        <col className={styles.colFollow} />
      </colgroup>
      <thead>
        <tr>
          <th scope="col">{t('columns.time')}</th>
          <th scope="col">{t('columns.flight')}</th>
          <th scope="col">{t(departing ? 'columns.destination' : 'columns.origin')}</th>
          <th scope="col">{t('columns.terminal')}</th>
          <th scope="col">{t(departing ? 'columns.checkIn' : 'columns.belt')}</th>
          <th scope="col">{t(departing ? 'columns.gate' : 'columns.exit')}</th>
          <th scope="col">{t('columns.status')}</th>
          <th scope="col">{t('columns.follow')}</th>
        </tr>
      </thead>
      <tbody>
        {inTurnGroups(`board-${list.direction}`, list.flights, ROWS_IN_TURN, (r, i) => (
          <FlightRow key={r.flightId} {...itemProps(list, r, i)} />
        ))}
      </tbody>
    </table>
  );
}

/** One flight's row, kept while its record and marks are unchanged (as the phone's cards). */
const FlightRow = memo(function FlightRow({
  record: r,
  departing,
  flash,
  nowLabel,
}: FlightItemProps) {
  const { t } = useTranslation('flights');
  const { place, via } = useFlightPlaces(r);
  return (
    <tr
      className={styles.row}
      data-status={r.flightStatus}
      data-flash={flashMark(flash)}
      data-testid="flight-row"
      data-flight-id={r.flightId}
      data-now-line={nowLabel}
    >
      <td data-now-line={nowLabel}>
        <FlightTime record={r} />
      </td>
      <th scope="row" className={styles.flightCell}>
        <FlightNumber record={r} />
      </th>
      <td>
        <span className={styles.place}>
          <span className={styles.city}>{place.name}</span>
          <span className={styles.code}>{place.code}</span>
        </span>
        {via ? (
          <span className={styles.via}>{t('board.via', { city: via.name, code: via.code })}</span>
        ) : null}
      </td>
      <td className={styles.mono}>{dash(r.terminal)}</td>
      <td className={styles.mono}>{dash(departing ? r.checkInCounter : r.baggageTable)}</td>
      <td className={styles.gate}>{dash(departing ? r.boardingGate : r.arrExit)}</td>
      <td>
        <StatusBadge record={r} />
      </td>
      <td className={styles.followCell}>
        <FollowButton record={r} />
      </td>
    </tr>
  );
});
