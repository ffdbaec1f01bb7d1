import { useTranslation } from '../../../lib/i18n';
import styles from './seat-map.module.css';

const ENTRIES = ['optional', 'chosen', 'locked', 'invalid', 'emergency'] as const;

/** What each seat colour and mark means (spec section 4's seat states). */
export function SeatLegend() {
  const { t } = useTranslation('checkin');
  return (
    <ul className={styles.legend} aria-label={t('seatMap.legend')}>
      {ENTRIES.map((state) => (
        <li key={state}>
          <span className={styles.legendSeat} data-state={state} aria-hidden="true" />
          {t(`legend.${state}`)}
        </li>
      ))}
      <li>
        <span className={styles.legendAisle} aria-hidden="true" />
        {t('legend.aisle')}
      </li>
    </ul>
  );
}
