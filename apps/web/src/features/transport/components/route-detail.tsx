import { useTranslation } from '../../../lib/i18n';
import type { CoachRouteDetail } from '@can/contracts/transport';
import { RouteDiagram } from './route-diagram';
import styles from './traffic.module.css';
import { Card } from '../../../ui/card-grid';
import { Chip } from '../../../ui/chip';
import { FactList } from '../../../ui/fact-list';

/** One coach route: facts, stops on a line, next departures from now and the whole timetable. */
export function RouteDetail({ route }: { route: CoachRouteDetail }) {
  const { t } = useTranslation('transport');
  return (
    <Card as="article" aria-labelledby="coach-route-title" data-testid="route-detail">
      <h3 id="coach-route-title" className={styles.cardTitle}>
        {route.name} <Chip className={styles.chip}>{route.code}</Chip>
      </h3>
      <FactList>
        <div>
          <dt>{t('route.destination')}</dt>
          <dd>{route.destination}</dd>
        </div>
        <div>
          <dt>{t('route.fare')}</dt>
          <dd>{t('price', { value: route.fare })}</dd>
        </div>
        <div>
          <dt>{t('route.duration')}</dt>
          <dd>{t('minutes', { count: route.durationMinutes })}</dd>
        </div>
        <div>
          <dt>{t('route.service')}</dt>
          <dd>
            {route.firstDeparture}–{route.lastDeparture}
          </dd>
        </div>
      </FactList>
      <div className={styles.routeColumns}>
        <section aria-labelledby="route-stops-title">
          <h4 id="route-stops-title" className={styles.subTitle}>
            {t('route.stops')}
          </h4>
          <RouteDiagram stops={route.stops} />
        </section>
        <section aria-labelledby="route-next-title" data-testid="next-departures">
          <h4 id="route-next-title" className={styles.subTitle}>
            {t('route.next')}
          </h4>
          <p className={styles.muted}>{t('route.nowAt', { time: route.now.slice(11, 16) })}</p>
          <ol className={styles.nextList}>
            {route.nextDepartures.map((d) => (
              <li key={`${d.terminal}-${d.time}-${d.tomorrow}`} className={styles.next}>
                <span className={styles.time}>{d.time}</span>
                <span>{t('route.fromTerminal', { terminal: d.terminal })}</span>
                <span className={styles.muted}>
                  {d.tomorrow ? t('route.tomorrow') : t('route.inMinutes', { count: d.inMinutes })}
                </span>
              </li>
            ))}
          </ol>
        </section>
      </div>
      <section aria-labelledby="route-timetable-title">
        <h4 id="route-timetable-title" className={styles.subTitle}>
          {t('route.timetable')}
        </h4>
        {route.timetable.map((row) => (
          <div key={row.terminal} className={styles.timetableRow}>
            <h5 className={styles.timetableHead}>
              {t('route.fromTerminal', { terminal: row.terminal })}
            </h5>
            <ul className={styles.times} data-testid="timetable-times">
              {row.times.map((time) => (
                <li key={time}>{time}</li>
              ))}
            </ul>
          </div>
        ))}
        <div className={styles.timetableRow}>
          <h5 className={styles.timetableHead}>
            {t('route.returnFrom', { place: route.returnFrom })}
          </h5>
          <ul className={styles.times}>
            {route.returnTimes.map((time) => (
              <li key={time}>{time}</li>
            ))}
          </ul>
        </div>
        {route.notes && <p className={styles.muted}>{route.notes}</p>}
      </section>
    </Card>
  );
}
