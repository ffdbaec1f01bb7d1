import { useEffect, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { Link } from 'react-router';
import { BellRing, X } from 'lucide-react';
import type { FlightRecord } from '@can/contracts/flights';
import { subscribeFlightUpdates, type FlightUpdate } from '../../../lib/live-stream';
import { useDetailHref } from '../model/detail-href';
import { readFollowed, refreshFollowed } from '../model/followed-flights';
import { clock, bestTime } from '../model/flight-times';
import { describeUpdate } from '../model/update-text';
import { useFlightLocale } from '../model/use-flight-locale';
import styles from './follow-alerts.module.css';

interface FollowAlert {
  id: number;
  update: FlightUpdate;
  previous: FlightRecord | undefined;
}

const MAX_ALERTS = 3;
let nextId = 1;

/** What the change replaced, for "(was B258)": the old gate, or the old time. */
function wasText(alert: FollowAlert): string {
  const before = alert.previous;
  const { record, changed } = alert.update;
  if (!before) return '';
  if (
    changed.includes('gate') &&
    before.boardingGate &&
    before.boardingGate !== record.boardingGate
  )
    return before.boardingGate;
  const end = record.depOrArr === 'D' ? 'departure' : 'arrival';
  if (changed.includes('time') && !changed.includes('status')) return clock(bestTime(before, end));
  return '';
}

/**
 * In-page alerts (not browser notifications) when a followed flight's status, time, gate or belt
 * changes. They stay until dismissed: a gate change is worth a second look. Works on any page
 * that shows it, the board or the detail page, from the shared stream.
 */
export function FollowAlerts() {
  const detailHref = useDetailHref();
  const { t } = useTranslation('flights');
  const locale = useFlightLocale();
  const [alerts, setAlerts] = useState<FollowAlert[]>([]);

  useEffect(
    () =>
      subscribeFlightUpdates((updates) => {
        const followed = new Set(readFollowed().map((r) => r.flightId));
        const mine = updates.filter((u) => followed.has(u.flightId) && u.changed.length > 0);
        if (mine.length === 0) return;
        const previous = refreshFollowed(mine.map((u) => u.record));
        const fresh = mine.map((update) => ({
          id: nextId++,
          update,
          previous: previous.get(update.flightId),
        }));
        // A newer change of a flight replaces its older alert.
        const replaced = new Set(mine.map((u) => u.flightId));
        setAlerts((shown) =>
          [...fresh, ...shown.filter((a) => !replaced.has(a.update.flightId))].slice(0, MAX_ALERTS),
        );
      }),
    [],
  );

  const dismiss = (id: number) => setAlerts((shown) => shown.filter((a) => a.id !== id));

  return (
    <div className={styles.region} role="alert" data-testid="follow-alerts">
      {alerts.map((alert) => {
        const was = wasText(alert);
        const { record, changed } = alert.update;
        return (
          <div key={alert.id} className={styles.alert} data-testid="follow-alert">
            <BellRing className={styles.icon} aria-hidden="true" focusable="false" />
            <div className={styles.text}>
              <p className={styles.title}>{t('alerts.title', { flight: record.flightNo })}</p>
              <p>
                {describeUpdate(record, changed, t, locale)}
                {was ? ` ${t('alerts.was', { value: was })}` : ''}
              </p>
              <Link className={styles.link} to={detailHref(record.flightId)}>
                {t('alerts.view')}
              </Link>
            </div>
            <button
              type="button"
              className={styles.close}
              aria-label={t('alerts.dismiss')}
              onClick={() => dismiss(alert.id)}
            >
              <X aria-hidden="true" focusable="false" />
            </button>
          </div>
        );
      })}
    </div>
  );
}
