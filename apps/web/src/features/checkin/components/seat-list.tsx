import { useTranslation } from '../../../lib/i18n';
import type { SeatMap } from '@can/contracts/checkin';
import { isChoosable } from '../model/seat-grid';
import { seatWords } from './seat-words';
import styles from './seat-map.module.css';

/** The list alternative to the drawn cabin: the free seats as radio buttons, row by row. */
export function SeatList({
  map,
  chosen,
  onChoose,
}: {
  map: SeatMap;
  chosen: string | null;
  onChoose: (seat: string) => void;
}) {
  const { t } = useTranslation('checkin');
  const rows = map.rows
    .map((row) => ({ row, seats: row.seats.filter((seat) => seat && isChoosable(seat)) }))
    .filter((entry) => entry.seats.length > 0);
  return (
    <fieldset className={styles.list} data-testid="seat-list">
      <legend className="visually-hidden">{t('seatMap.listLegend')}</legend>
      {rows.map(({ row, seats }) => (
        <div key={row.row} className={styles.listRow}>
          {seats.map((seat) =>
            seat ? (
              <label key={seat.seat} className={styles.listSeat}>
                <input
                  type="radio"
                  name="checkin-seat"
                  value={seat.seat}
                  checked={seat.seat === chosen}
                  onChange={() => onChoose(seat.seat)}
                />
                {seatWords(t, seat, row.exitRow, false)}
              </label>
            ) : null,
          )}
        </div>
      ))}
    </fieldset>
  );
}
