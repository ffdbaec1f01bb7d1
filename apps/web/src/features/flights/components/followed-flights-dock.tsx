import { useId } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { Link } from 'react-router';
import { BellRing, Plane } from 'lucide-react';
import { NamespaceTexts } from '../../../lib/namespace-texts';
import { useDetailHref } from '../model/detail-href';
import { farEnd } from '../model/flight-text';
import { useFollowedFlights } from '../model/followed-flights';
import { useFlightLocale } from '../model/use-flight-locale';
import { FlightTime } from './flight-time';
import { FollowAlerts } from './follow-alerts';
import { StatusBadge } from './status-badge';
import styles from './followed-flights-dock.module.css';

/** The anchor of the alerts panel on the flight's page (the alerts feature's FLIGHT_ALERTS_ID). */
const ALERTS_ANCHOR = '#alerts';

/**
 * The followed flights on every page with a frame (the shell's slot, filled in src/): a small
 * "My flights" disclosure bottom left with each flight's time, status and gate or belt, and the
 * in-page alerts when one of them changes. The stored records are the last ones seen; the
 * alerts keep them fresh from the stream.
 */
function Dock() {
  const detailHref = useDetailHref();
  const { t } = useTranslation('flights');
  const locale = useFlightLocale();
  const listId = useId();
  const followed = useFollowedFlights();
  return (
    <aside className={styles.dock} aria-label={t('myFlights.title')} data-testid="followed-dock">
      <FollowAlerts />
      {followed.length > 0 ? (
        <details className={styles.panel}>
          <summary className={styles.summary}>
            <Plane aria-hidden="true" focusable="false" className={styles.icon} />
            <span>{t('myFlights.title')}</span>
            <span className={styles.count}>{followed.length}</span>
          </summary>
          <ul className={styles.list} id={listId}>
            {followed.map((r) => {
              const spot = r.depOrArr === 'D' ? r.boardingGate : r.baggageTable;
              return (
                <li key={r.flightId} className={styles.item}>
                  <Link className={styles.link} to={detailHref(r.flightId)}>
                    <strong>{r.flightNo}</strong>{' '}
                    {t(r.depOrArr === 'D' ? 'myFlights.to' : 'myFlights.from', {
                      city: farEnd(r, locale).name,
                    })}
                  </Link>
                  <div className={styles.facts}>
                    <FlightTime record={r} />
                    <StatusBadge record={r} />
                    {spot ? (
                      <span>
                        {t(r.depOrArr === 'D' ? 'columns.gate' : 'columns.belt')}{' '}
                        <strong>{spot}</strong>
                      </span>
                    ) : null}
                  </div>
                  {/* Following here lasts while the page is open: alerts reach the traveller away from it. */}
                  <Link
                    className={styles.alertsLink}
                    to={`${detailHref(r.flightId)}${ALERTS_ANCHOR}`}
                    data-testid="followed-alerts-link"
                  >
                    <BellRing aria-hidden="true" focusable="false" className={styles.alertsIcon} />
                    {`${t('myFlights.alerts')} `}
                    <span className="visually-hidden">{r.flightNo}</span>
                  </Link>
                </li>
              );
            })}
          </ul>
        </details>
      ) : null}
    </aside>
  );
}

export default function FollowedFlightsDock() {
  return (
    <NamespaceTexts ns="flights" fallback={null}>
      <Dock />
    </NamespaceTexts>
  );
}
