import { useTranslation } from '../../../lib/i18n';
import { Bell, BellRing } from 'lucide-react';
import type { FlightRecord } from '@can/contracts/flights';
import { follow, unfollow, useIsFollowed } from '../model/followed-flights';
import styles from './follow-button.module.css';
import buttonStyles from '../../../ui/button/button.module.css';

/**
 * Follow or stop following a flight (kept on this device). A toggle with a steady name and
 * aria-pressed: "Follow CZ3101", pressed or not; followed flights ring when they change.
 */
export function FollowButton({
  record,
  variant = 'icon',
}: {
  record: FlightRecord;
  variant?: 'icon' | 'full';
}) {
  const { t } = useTranslation('flights');
  const followed = useIsFollowed(record.flightId);
  const Icon = followed ? BellRing : Bell;
  const name = t('follow.label', { flight: record.flightNo });
  return (
    <button
      type="button"
      className={`${buttonStyles.outline} ${styles.follow}`}
      data-variant={variant}
      aria-pressed={followed}
      aria-label={variant === 'icon' ? name : undefined}
      title={variant === 'icon' ? name : undefined}
      onClick={() => (followed ? unfollow(record.flightId) : follow(record))}
      data-testid="follow-button"
    >
      <Icon className={styles.icon} aria-hidden="true" focusable="false" />
      {variant === 'full' ? <span>{name}</span> : null}
    </button>
  );
}
