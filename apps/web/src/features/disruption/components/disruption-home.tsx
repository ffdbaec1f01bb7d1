import { useTranslation } from '../../../lib/i18n';
import { Link } from 'react-router';
import type { DisruptionNotice } from '@can/contracts/disruption';
import type { DisruptedFlight } from '@can/contracts/disruption-flights';
import { parseLocale, type Locale } from '@can/contracts/locale';
import { formatAirportTime } from '../../../lib/airport-time';
import { useDocumentTitle } from '../../../lib/document-title';
import { SERVICE_HOTLINE, SERVICE_HOTLINE_HREF } from '../../../lib/service-hotline';
import { useDisruptedFlights } from '../api/get-disruption';
import styles from './disruption-home.module.css';

const SUFFIX: Record<Locale, 'Cn' | 'En' | 'Fr' | 'Kr'> = {
  'zh-CN': 'Cn',
  'en-US': 'En',
  'fr-FR': 'Fr',
  'ko-KR': 'Kr',
};

const paragraphs = (text: string) =>
  text
    .split(/\n+/)
    .map((line) => line.trim())
    .filter(Boolean);

const hhmm = (time: string) => time.slice(11, 16);

function FlightTable({
  title,
  flights,
  total,
  locale,
  testId,
}: {
  title: string;
  flights: DisruptedFlight[];
  total: number;
  locale: Locale;
  testId: string;
}) {
  const { t } = useTranslation('home');
  const suffix = SUFFIX[locale];
  return (
    <section className={styles.section} aria-labelledby={`${testId}-title`} data-testid={testId}>
      <h2 id={`${testId}-title`}>{title}</h2>
      {flights.length === 0 ? (
        <p>{t('disruption.none')}</p>
      ) : (
        <div className={styles.scroll}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t('disruption.flight')}</th>
                <th scope="col">{t('disruption.route')}</th>
                <th scope="col">{t('disruption.planned')}</th>
                <th scope="col">{t('disruption.expected')}</th>
              </tr>
            </thead>
            <tbody>
              {flights.map((f) => {
                const departing = f.depOrArr === 'D';
                const city = departing ? f[`dstCity${suffix}`] : f[`orgCity${suffix}`];
                const planned = departing ? f.setoffTimePlan : f.arriTimePlan;
                const expected = departing ? f.setoffTimePred : f.arriTimePred;
                return (
                  <tr key={f.flightId}>
                    <th scope="row">
                      <Link to={`/flight/detail?flightId=${encodeURIComponent(f.flightId)}`}>
                        {f.flightNo}
                      </Link>
                      <span className={styles.airline}>{f[`airline${suffix}`]}</span>
                    </th>
                    <td>{t(departing ? 'disruption.to' : 'disruption.from', { city })}</td>
                    <td>{hhmm(planned)}</td>
                    <td>{f.flightStatus === 'cancelled' || !expected ? '–' : hhmm(expected)}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      {total > flights.length && <p>{t('disruption.more', { count: total - flights.length })}</p>}
    </section>
  );
}

/**
 * The home page while crisis mode is on (issue 20): what is happening, today's cancelled and
 * delayed flights, what to do (rebook through the airline, with its hotline), transport changes,
 * the hotline. Text first and light: no carousel, no promotions.
 */
export function DisruptionHome({ notice }: { notice: DisruptionNotice }) {
  const { t, i18n } = useTranslation('home');
  const locale = parseLocale(i18n.resolvedLanguage);
  useDocumentTitle(t('disruption.title'));
  const flights = useDisruptedFlights();
  const data = flights.data;
  const hotlines = Object.entries(data?.hotlines ?? {}).sort(([a], [b]) => a.localeCompare(b));
  const names = new Map(
    [...(data?.cancelled ?? []), ...(data?.delayed ?? [])].map((f) => [
      f.airline,
      f[`airline${SUFFIX[locale]}`],
    ]),
  );
  return (
    <div className={styles.page} data-testid="disruption-home">
      <h1 className={styles.heading}>{t('disruption.title')}</h1>
      {paragraphs(notice.message).map((line, i) => (
        <p key={i} className={styles.lead}>
          {line}
        </p>
      ))}
      {notice.updatedAt && (
        <p className={styles.stamp}>
          {t('disruption.updated')}{' '}
          <time dateTime={notice.updatedAt}>{formatAirportTime(notice.updatedAt)}</time>
        </p>
      )}

      <section className={styles.section} aria-labelledby="disruption-todo">
        <h2 id="disruption-todo">{t('disruption.whatToDo')}</h2>
        <ul className={styles.steps}>
          <li>{t('disruption.stepCheck')}</li>
          <li>{t('disruption.stepRebook')}</li>
          <li>
            {t('disruption.stepHotline')} <a href={SERVICE_HOTLINE_HREF}>{SERVICE_HOTLINE}</a>
          </li>
        </ul>
        {hotlines.length > 0 && (
          <>
            <h3>{t('disruption.airlineHotlines')}</h3>
            <ul className={styles.hotlines} data-testid="airline-hotlines">
              {hotlines.map(([code, phone]) => (
                <li key={code}>
                  {names.get(code) ?? code} ({code}):{' '}
                  <a href={`tel:${phone.replace(/\s/g, '')}`}>{phone}</a>
                </li>
              ))}
            </ul>
          </>
        )}
      </section>

      {notice.transport && (
        <section className={styles.section} aria-labelledby="disruption-transport">
          <h2 id="disruption-transport">{t('disruption.transport')}</h2>
          {paragraphs(notice.transport).map((line, i) => (
            <p key={i}>{line}</p>
          ))}
        </section>
      )}

      {flights.isError && <p role="alert">{t('disruption.flightsUnavailable')}</p>}
      {data && (
        <>
          <FlightTable
            title={t('disruption.cancelled', { count: data.cancelledTotal })}
            flights={data.cancelled}
            total={data.cancelledTotal}
            locale={locale}
            testId="disruption-cancelled"
          />
          <FlightTable
            title={t('disruption.delayed', { count: data.delayedTotal })}
            flights={data.delayed}
            total={data.delayedTotal}
            locale={locale}
            testId="disruption-delayed"
          />
        </>
      )}
      <p>
        <Link to="/flight/departures">{t('disruption.fullBoard')}</Link>
      </p>
    </div>
  );
}
