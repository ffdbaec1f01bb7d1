import { useTranslation } from '../../../lib/i18n';
import type { FlightRecord } from '@can/contracts/flights';
import { clock, dayShift, movementTimes } from '../model/flight-times';
import styles from './flight-time.module.css';

/** "+1" beside a time on the next day (or "-1" on the day before), spelt out for screen readers. */
export function DayMark({ text, flightDate }: { text: string; flightDate: string }) {
  const { t } = useTranslation('flights');
  const shift = dayShift(text, flightDate);
  if (shift === 0) return null;
  return (
    <sup className={styles.day}>
      <span aria-hidden="true">{shift > 0 ? `+${shift}` : shift}</span>
      <span className="visually-hidden">{t(shift > 0 ? 'time.nextDay' : 'time.previousDay')}</span>
    </sup>
  );
}

/**
 * The scheduled time at this airport and, when it changed, the estimated or actual one:
 * the newer time is emphasised and the schedule struck through, so a glance gets it right.
 */
export function FlightTime({ record, size = 'md' }: { record: FlightRecord; size?: 'md' | 'lg' }) {
  const { t } = useTranslation('flights');
  const { scheduled, latest, changed } = movementTimes(record);
  const departure = record.depOrArr === 'D';
  const late = latest && latest.text > scheduled;
  const label =
    latest?.kind === 'actual' ? (departure ? 'time.departed' : 'time.landed') : 'time.estimated';
  return (
    <span className={styles.time} data-size={size} data-changed={changed} data-testid="flight-time">
      <span className={styles.top}>
        <span className={styles.scheduled}>
          <span className="visually-hidden">{t('time.scheduled')} </span>
          {clock(scheduled)}
          <DayMark text={scheduled} flightDate={record.flightDate} />
        </span>
        {latest ? (
          <span className={styles.label} aria-hidden="true" data-kind={latest.kind}>
            {t(`${label}Short`)}
          </span>
        ) : null}
      </span>
      {latest ? (
        <span className={styles.latest} data-late={late} data-kind={latest.kind}>
          <span className="visually-hidden">{t(label)} </span>
          {clock(latest.text)}
          <DayMark text={latest.text} flightDate={record.flightDate} />
        </span>
      ) : null}
    </span>
  );
}
