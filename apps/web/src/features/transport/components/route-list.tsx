import { useId } from 'react';
import { useTranslation } from '../../../lib/i18n';
import type { CoachRouteSummary } from '@can/contracts/transport';
import styles from './traffic.module.css';
import { Button } from '../../../ui/button';
import { Card, CardGrid } from '../../../ui/card-grid';
import { Chip } from '../../../ui/chip';

/** The routes found, and the choice of one: a select with a button, or a route's own button. */
export function RouteList({
  routes,
  chosen,
  onChoose,
  onShow,
}: {
  routes: CoachRouteSummary[];
  chosen: string;
  onChoose: (id: string) => void;
  onShow: (id: string) => void;
}) {
  const { t } = useTranslation('transport');
  const id = useId();
  return (
    <div className={styles.results}>
      <form
        className={styles.routeChoice}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          onShow(chosen);
        }}
      >
        <div className={styles.field}>
          <label htmlFor={`${id}-route`}>{t('coach.route')}</label>
          <select id={`${id}-route`} value={chosen} onChange={(e) => onChoose(e.target.value)}>
            <option value="">{t('coach.chooseRoute')}</option>
            {routes.map((r) => (
              <option key={r.id} value={String(r.id)}>
                {r.code} · {r.name}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit" variant="primary" className={styles.action}>
          {t('coach.showRoute')}
        </Button>
      </form>
      <h3 id={id} className="visually-hidden">
        {t('coach.found', { count: routes.length })}
      </h3>
      <CardGrid aria-labelledby={id} data-testid="route-list">
        {routes.map((r) => (
          <Card key={r.id}>
            <p className={styles.routeName}>
              {r.name} <Chip className={styles.chip}>{r.code}</Chip>
            </p>
            <p>
              {t('coach.summary', {
                destination: r.destination,
                fare: r.fare,
                minutes: r.durationMinutes,
              })}
            </p>
            <p className={styles.muted}>
              {t('coach.service', {
                first: r.firstDeparture,
                last: r.lastDeparture,
                count: r.departuresPerDay,
                terminals: r.terminals.join(' · '),
              })}
            </p>
            <Button
              className={styles.action}
              onClick={() => {
                onChoose(String(r.id));
                onShow(String(r.id));
              }}
            >
              {t('coach.viewRoute', { name: r.code })}
            </Button>
          </Card>
        ))}
      </CardGrid>
    </div>
  );
}
