import { useTranslation } from '../../../lib/i18n';
import { Footprints, ShieldCheck } from 'lucide-react';
import type { FlightDetail } from '@can/contracts/flights';
import styles from './flight-detail.module.css';

/**
 * Time from security to the gate: the current queue estimate at the terminal's checkpoint plus
 * the walk from security to the gate's pier, each shown so the sum is never a black box.
 */
export function SecurityToGate({ detail }: { detail: FlightDetail }) {
  const { t } = useTranslation('flights');
  const {
    securityToGateMinutes: total,
    securityQueueMinutes: queue,
    walkingMinutes: walk,
  } = detail;
  if (total === null || queue === null || walk === null) {
    return <p className={styles.muted}>{t('security.pending')}</p>;
  }
  return (
    <div className={styles.security} data-testid="security-to-gate">
      <p className={styles.securityTotal}>
        <strong>{t('security.minutes', { count: total })}</strong>
        <span>{t('security.total', { gate: detail.boardingGate })}</span>
      </p>
      <ul className={styles.securityParts}>
        <li>
          <ShieldCheck aria-hidden="true" focusable="false" />
          {t('security.queue', { count: queue, terminal: detail.terminal })}
        </li>
        <li>
          <Footprints aria-hidden="true" focusable="false" />
          {t('security.walk', { count: walk, gate: detail.boardingGate })}
        </li>
      </ul>
      <p className={styles.muted}>{t('security.explain')}</p>
    </div>
  );
}
