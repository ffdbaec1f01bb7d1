import { useTranslation } from '../../../lib/i18n';
import { Link, useSearchParams } from 'react-router';
import { useCityTerminal, useCityTerminals } from '../api/get-city-terminals';
import { refusalOf } from '../model/refusal';
import { usePageLocale } from '../model/use-locale';
import styles from './traffic.module.css';
import { Card, CardGrid } from '../../../ui/card-grid';
import { FactList } from '../../../ui/fact-list';

/**
 * City air terminals: the list, and the one chosen (?terminalId=) with services and routes;
 * a route links to the coach finder at `coachPath` (this page when empty).
 */
export function CityTerminals({ coachPath = '' }: { coachPath?: string }) {
  const { t } = useTranslation('transport');
  const locale = usePageLocale();
  const [params] = useSearchParams();
  const chosen = /^\d{1,6}$/.test(params.get('terminalId') ?? '') ? params.get('terminalId')! : '';
  const list = useCityTerminals(locale);
  const detail = useCityTerminal(locale, chosen);
  const linkTo = (id: number) => {
    const next = new URLSearchParams(params);
    next.set('terminalId', String(id));
    return `?${next.toString()}`;
  };

  return (
    <section className={styles.cityTerminals} aria-labelledby="city-terminals-title">
      <h2 id="city-terminals-title" className={styles.sectionTitle}>
        {t('cityTerminal.listTitle')}
      </h2>
      {list.isPending && <p role="status">{t('states.loading')}</p>}
      {list.isError && <p role="alert">{t('states.error')}</p>}
      <CardGrid data-testid="city-terminal-list">
        {list.data?.map((c) => (
          <Card
            key={c.id}

            aria-current={String(c.id) === chosen || undefined}
          >
            <h3 className={styles.cardTitle}>
              <Link to={linkTo(c.id)} preventScrollReset>
                {c.name}
              </Link>
            </h3>
            <p>{c.address}</p>
            <p className={styles.muted}>
              {t('cityTerminal.hours', { hours: c.hours })} · {c.phone}
            </p>
            {c.routeCodes.length > 0 && (
              <p className={styles.muted}>
                {t('cityTerminal.routes', { codes: c.routeCodes.join(', ') })}
              </p>
            )}
          </Card>
        ))}
      </CardGrid>
      {detail.isError && (
        <p role="alert" className={styles.refusal}>
          {refusalOf(detail.error) ?? t('states.error')}
        </p>
      )}
      {detail.data && (
        <Card as="article" aria-labelledby="city-terminal-title" data-testid="city-terminal-detail">
          <h3 id="city-terminal-title" className={styles.cardTitle}>
            {detail.data.name}
          </h3>
          <p>{detail.data.description}</p>
          <FactList>
            <div>
              <dt>{t('cityTerminal.address')}</dt>
              <dd>
                {detail.data.district} · {detail.data.address}
              </dd>
            </div>
            <div>
              <dt>{t('cityTerminal.openingHours')}</dt>
              <dd>{detail.data.hours}</dd>
            </div>
            <div>
              <dt>{t('cityTerminal.phone')}</dt>
              <dd>{detail.data.phone}</dd>
            </div>
          </FactList>
          <h4 className={styles.subTitle}>{t('cityTerminal.services')}</h4>
          <ul className={styles.plainList}>
            {detail.data.services.map((s) => (
              <li key={s}>{s}</li>
            ))}
          </ul>
          {detail.data.routes.length > 0 && (
            <>
              <h4 className={styles.subTitle}>{t('cityTerminal.coaches')}</h4>
              <ul className={styles.plainList}>
                {detail.data.routes.map((r) => (
                  <li key={r.id}>
                    <Link
                      to={`${coachPath}?tab=coach&keyword=${encodeURIComponent(r.code)}&route=${r.id}`}
                    >
                      {r.code} · {r.name}
                    </Link>{' '}
                    {t('coach.summary', {
                      destination: r.destination,
                      fare: r.fare,
                      minutes: r.durationMinutes,
                    })}
                  </li>
                ))}
              </ul>
            </>
          )}
        </Card>
      )}
    </section>
  );
}
