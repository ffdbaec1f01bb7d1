import { useId } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { Link } from 'react-router';
import { useQueries } from '@tanstack/react-query';
import { flightDetailQuery } from '../api/get-flight-detail';
import { useDetailHref } from '../model/detail-href';
import { farEnd } from '../model/flight-text';
import { useFollowedFlights } from '../model/followed-flights';
import { useFlightLocale } from '../model/use-flight-locale';
import { FlightTime } from './flight-time';
import { FollowButton } from './follow-button';
import { StatusBadge } from './status-badge';
import styles from './my-flights.module.css';

const REFRESHED = 6;

/**
 * "My flights": the flights followed on this device, above the board, each with its time,
 * status and gate; the first few are refreshed from the detail call, the stream does the rest.
 */
export function MyFlights() {
  const detailHref = useDetailHref();
  const { t } = useTranslation('flights');
  const locale = useFlightLocale();
  const headingId = useId();
  const followed = useFollowedFlights();
  const fresh = useQueries({
    queries: followed.slice(0, REFRESHED).map((r) => flightDetailQuery(r.flightId)),
  });
  if (followed.length === 0) return null;
  return (
    <section className={styles.strip} aria-labelledby={headingId} data-testid="my-flights">
      <h2 id={headingId} className={styles.heading}>
        {t('myFlights.title')}
      </h2>
      <ul className={styles.list}>
        {followed.map((stored, i) => {
          const r = fresh[i]?.data ?? stored;
          const place = farEnd(r, locale);
          const spot = r.depOrArr === 'D' ? r.boardingGate : r.baggageTable;
          return (
            <li key={r.flightId} className={styles.item}>
              <div className={styles.top}>
                <Link className={styles.link} to={detailHref(r.flightId)}>
                  <span className={styles.number}>{r.flightNo}</span>
                  <span className={styles.city}>
                    {t(r.depOrArr === 'D' ? 'myFlights.to' : 'myFlights.from', {
                      city: place.name,
                    })}
                  </span>
                </Link>
                <FollowButton record={r} />
              </div>
              <div className={styles.bottom}>
                <FlightTime record={r} />
                <StatusBadge record={r} />
                {spot ? (
                  <span className={styles.spot}>
                    {t(r.depOrArr === 'D' ? 'columns.gate' : 'columns.belt')}{' '}
                    <strong>{spot}</strong>
                  </span>
                ) : null}
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
