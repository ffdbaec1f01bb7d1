import { useTranslation } from '../../../lib/i18n';
import { Pause, Play } from 'lucide-react';
import { useOnline } from '../../../lib/use-online';
import type { LiveUpdates } from '../model/use-live-updates';
import { stampClock } from '../model/flight-times';
import { Button } from '../../../ui/button';
import styles from './live-bar.module.css';

/**
 * "● Live · Updated 16:52:05 · Pause": the board's freshness and its pause control ("Offline ·
 * Updated 16:52:05" with no network, issue 20), and the
 * short polite summary of the last changes ("CZ3101 now boarding at gate B262.").
 */
export function LiveBar({
  live,
  stamp,
  result,
}: {
  live: LiveUpdates;
  stamp: number | undefined;
  result: string;
}) {
  const { t } = useTranslation('flights');
  // With no network the board is the last copy this device kept, "Offline · Updated 14:32",
  // until the live stream is back.
  const online = useOnline();
  const state = live.paused
    ? 'paused'
    : online || live.connection === 'live'
      ? live.connection
      : 'noNetwork';
  const PauseIcon = live.paused ? Play : Pause;
  return (
    <div className={styles.bar} data-testid="live-bar">
      <div className={styles.status}>
        <span className={styles.dot} data-state={state} aria-hidden="true" />
        <span className={styles.state}>{t(`live.${state}`)}</span>
        {stamp ? (
          <span className={styles.stamp} data-testid="updated-stamp">
            {t('live.updated')}{' '}
            <time dateTime={new Date(stamp).toISOString()}>{stampClock(stamp)}</time>
          </span>
        ) : null}
        {live.paused && live.waiting > 0 ? (
          <span className={styles.waiting} data-testid="updates-waiting">
            {t('live.waiting', { count: live.waiting })}
          </span>
        ) : null}
      </div>
      <p className={styles.result}>{result}</p>
      <Button
        className={styles.pause}
        onClick={() => live.setPaused(!live.paused)}
        data-testid="pause-updates"
      >
        <PauseIcon aria-hidden="true" focusable="false" />
        {t(live.paused ? 'live.resume' : 'live.pause')}
      </Button>
      <p
        className={styles.summary}
        aria-live="polite"
        aria-atomic="true"
        data-testid="live-summary"
      >
        {live.announcement}
      </p>
    </div>
  );
}
