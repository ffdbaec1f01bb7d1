import type { FlightRecord } from '@can/contracts/flights';
import { useFlightLocale } from '../model/use-flight-locale';
import { STATUS_LOOK } from '../model/flight-status';
import { statusText } from '../model/flight-text';
import styles from './status-badge.module.css';

/** A flight's status as word, icon and colour together (never colour alone); boarding pulses. */
export function StatusBadge({ record, size = 'md' }: { record: FlightRecord; size?: 'md' | 'lg' }) {
  const locale = useFlightLocale();
  const { tone, Icon, pulse } = STATUS_LOOK[record.flightStatus];
  return (
    <span
      className={styles.badge}
      data-tone={tone}
      data-size={size}
      data-status={record.flightStatus}
      data-testid="flight-status"
    >
      {pulse ? <span className={styles.dot} aria-hidden="true" /> : null}
      <Icon className={styles.icon} aria-hidden="true" focusable="false" />
      <span>{statusText(record, locale)}</span>
    </span>
  );
}
