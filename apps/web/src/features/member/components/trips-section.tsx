import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { Link } from 'react-router';
import PlaneLanding from 'lucide-react/icons/plane-landing';
import PlaneTakeoff from 'lucide-react/icons/plane-takeoff';
import type { MemberTrip } from '@can/contracts/member';
import { formatAirportDay, formatAirportTime, parseAirportTime } from '../../../lib/airport-time';
import { currentLocale } from '../../../lib/current-locale';
import { useTrips } from '../api/get-trips';
import { ListPager } from './list-pager';
import { ListEmpty, ListError, ListSkeleton } from './section-states';
import { Panel } from '../../../ui/panel';
import styles from './centre.module.css';

const detailHref = (flightId: string) => `/flight/detail?flightId=${encodeURIComponent(flightId)}`;

function TripItem({ trip }: { trip: MemberTrip }) {
  const { t } = useTranslation('member');
  const locale = currentLocale();
  const departing = trip.depOrArr === 'D';
  const time = departing ? trip.departureTime : trip.arrivalTime;
  const day = formatAirportDay(parseAirportTime(`${trip.flightDate} 12:00`), locale);
  const Icon = departing ? PlaneTakeoff : PlaneLanding;
  return (
    <li className={styles.trip} data-testid="member-trip">
      <div className={styles.tripHead}>
        <Icon aria-hidden="true" className={styles.tripIcon} />
        <strong className={styles.flightNo}>{trip.flightNo}</strong>
        <span className={styles.tag}>{departing ? t('trips.departure') : t('trips.arrival')}</span>
        <span className={styles.muted}>{day}</span>
      </div>
      {trip.from !== null && trip.to !== null ? (
        <dl className={styles.facts}>
          <div>
            <dt>{t('trips.from')}</dt>
            <dd>{trip.from}</dd>
          </div>
          <div>
            <dt>{t('trips.to')}</dt>
            <dd>{trip.to}</dd>
          </div>
          {time ? (
            <div>
              <dt>{t('trips.planned')}</dt>
              <dd className="tabular-nums">{formatAirportTime(parseAirportTime(time))}</dd>
            </div>
          ) : null}
          {trip.terminal ? (
            <div>
              <dt>{t('trips.terminal')}</dt>
              <dd>{trip.terminal}</dd>
            </div>
          ) : null}
          {trip.status ? (
            <div>
              <dt>{t('trips.status')}</dt>
              <dd>{trip.status}</dd>
            </div>
          ) : null}
        </dl>
      ) : (
        <p className={styles.muted}>{t('trips.noSchedule')}</p>
      )}
      <Link
        to={detailHref(trip.flightId)}
        className={styles.textLink}
        aria-label={t('trips.detailLabel', { flight: trip.flightNo, date: day })}
      >
        {t('trips.detail')}
      </Link>
    </li>
  );
}

/** "My trips": the flights the member follows (device follows are uploaded at login). */
export function TripsSection() {
  const { t } = useTranslation('member');
  const [page, setPage] = useState(1);
  const trips = useTrips(page);
  let body;
  if (trips.isPending) body = <ListSkeleton />;
  else if (trips.isError)
    body = <ListError onRetry={() => void trips.refetch()} retrying={trips.isFetching} />;
  else if (trips.data.total === 0)
    body = (
      <ListEmpty text={t('trips.empty')} to="/flight/departures" action={t('trips.emptyAction')} />
    );
  else
    body = (
      <>
        <ul className={styles.list}>
          {trips.data.list.map((trip) => (
            <TripItem key={trip.flightId} trip={trip} />
          ))}
        </ul>
        <ListPager
          section={t('trips.heading')}
          page={trips.data.pageNum}
          pages={trips.data.pages}
          onPage={setPage}
        />
      </>
    );
  return (
    <Panel className={styles.section} aria-labelledby="member-trips" id="trips">
      <h2 id="member-trips" className={styles.sectionTitle}>
        {t('trips.heading')}
      </h2>
      <p className={styles.sectionIntro}>{t('trips.intro')}</p>
      {body}
    </Panel>
  );
}
