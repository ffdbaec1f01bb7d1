import type { AdminDisruption } from '@can/contracts/disruption';
import { formatAirportDateTime } from '../../../../lib/airport-time';
import { useAdminT } from '../../shell/admin-language';
import styles from './disruption.module.css';

/**
 * Whether disruption mode is on, in words (the colour of the box only repeats it), and its last
 * change: when, airport time, and by whom.
 */
export function DisruptionState({ state }: { state: AdminDisruption }) {
  const { t } = useAdminT('admin-ops');
  const at = state.updatedAt ? formatAirportDateTime(state.updatedAt) : null;
  return (
    <div className={`${styles.state} ${state.active ? styles.stateOn : styles.stateOff}`}>
      <p className={styles.stateTitle}>
        {t(state.active ? 'disruption.stateOn' : 'disruption.stateOff')}
      </p>
      <p className={styles.stateDetail}>
        {at === null
          ? t('disruption.neverChanged')
          : state.updatedBy
            ? t('disruption.lastChange', { at, who: state.updatedBy })
            : t('disruption.lastChangeAt', { at })}
      </p>
    </div>
  );
}
