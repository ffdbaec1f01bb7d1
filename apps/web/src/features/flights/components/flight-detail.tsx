import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { Link } from 'react-router';
import { ArrowLeft, ArrowRight } from 'lucide-react';
import { ApiError } from '../../../lib/api-client';
import { useFlightDetail } from '../api/get-flight-detail';
import {
  airlineLogo,
  airlineName,
  codeshares,
  destination,
  farEnd,
  origin,
} from '../model/flight-text';
import { useFlightLocale } from '../model/use-flight-locale';
import { useLiveUpdates } from '../model/use-live-updates';
import { BoardEmpty, BoardError } from './board-states';
import { ButtonLink } from '../../../ui/button';
import { CalendarButton } from './calendar-button';
import { DetailFacts } from './detail-facts';
import { DetailTimes } from './detail-times';
import { FollowButton } from './follow-button';
import { FlightWeather } from './flight-weather';
import { LiveBar } from './live-bar';
import { usePageTitle } from './page-title';
import { useBoardPath } from '../model/detail-href';
import { SecurityToGate } from './security-to-gate';
import { StatusBadge } from './status-badge';
import styles from './flight-detail.module.css';

/** What a part another feature adds to the page is given. */
export interface FlightDetailPartProps {
  flightId: string;
  flightNo: string;
}

/**
 * A part of another feature shown below the flight's facts: the alerts panel (issue 22). A
 * feature may not import another, so the app hands it over (app/view-registry.ts).
 */
export const FlightDetailPart = createContext<
  ((flight: FlightDetailPartProps) => ReactNode) | null
>(null);

/** One flight: every labelled field of spec section 3, live, with follow and add to calendar. */
export function FlightDetailView({ flightId }: { flightId: string }) {
  const { t } = useTranslation('flights');
  const renderPart = useContext(FlightDetailPart);
  const locale = useFlightLocale();
  const detail = useFlightDetail(flightId);
  const shown = useMemo(() => new Set([flightId]), [flightId]);
  const live = useLiveUpdates(shown);
  const r = detail.data;
  usePageTitle(r ? t('detail.pageTitle', { flight: r.flightNo }) : t('detail.title'));

  const board = useBoardPath(r?.depOrArr === 'A' ? 'A' : 'D');
  const departuresPath = useBoardPath('D');
  const arrivalsPath = useBoardPath('A');
  const back = (
    <Link className={styles.back} to={board}>
      <ArrowLeft aria-hidden="true" focusable="false" />
      {t(r?.depOrArr === 'A' ? 'detail.backArrivals' : 'detail.backDepartures')}
    </Link>
  );
  let body;
  if (!r) {
    const missing =
      flightId.length < 10 ||
      (detail.error instanceof ApiError && [400, 404].includes(detail.error.details.code ?? 0));
    body =
      detail.isPending && !missing ? (
        <div className={styles.loading} aria-busy="true" data-testid="detail-loading">
          <span className="visually-hidden" role="status">
            {t('states.loading')}
          </span>
        </div>
      ) : missing ? (
        <BoardEmpty title={t('detail.notFoundTitle')} body={t('detail.notFoundBody')}>
          <ButtonLink to={departuresPath}>{t('direction.departures')}</ButtonLink>
          <ButtonLink to={arrivalsPath}>{t('direction.arrivals')}</ButtonLink>
        </BoardEmpty>
      ) : (
        <BoardError onRetry={() => void detail.refetch()} retrying={detail.isFetching} />
      );
    return (
      <div className={styles.page}>
        {back}
        <h1 className="visually-hidden">{t('detail.title')}</h1>
        {body}
      </div>
    );
  }

  const from = origin(r, locale);
  const to = destination(r, locale);
  const logo = airlineLogo(r);
  const shares = codeshares(r);
  return (
    <div className={styles.page} data-testid="flight-detail">
      {back}
      <header className={styles.hero}>
        <div className={styles.airline}>
          {logo ? <img src={logo} alt="" width={40} height={40} /> : null}
          <span>{airlineName(r, locale)}</span>
        </div>
        <h1 className={styles.flightNo}>
          <span className="visually-hidden">{t('detail.flight')} </span>
          {r.flightNo}
        </h1>
        {shares.length ? (
          <p className={styles.shares}>{t('detail.codeshares', { list: shares.join(', ') })}</p>
        ) : null}
        <p className={styles.route}>
          <span>
            {from.name} <abbr>{from.code}</abbr>
          </span>
          <ArrowRight aria-label={t('detail.to')} className={styles.routeArrow} />
          <span>
            {to.name} <abbr>{to.code}</abbr>
          </span>
        </p>
        <div className={styles.heroStatus}>
          <StatusBadge record={r} size="lg" />
        </div>
        <div className={styles.actions}>
          <FollowButton record={r} variant="full" />
          <CalendarButton record={r} />
        </div>
      </header>
      <LiveBar live={live} stamp={Math.max(detail.dataUpdatedAt, live.updatedAt ?? 0)} result="" />
      <DetailTimes record={r} />
      <section className={styles.card} aria-labelledby="facts-heading">
        <h2 id="facts-heading" className={styles.cardTitle}>
          {t('detail.facts')}
        </h2>
        <DetailFacts record={r} />
        <p className={styles.zone}>{t('detail.zoneNote')}</p>
      </section>
      {r.depOrArr === 'D' && r.flightTask.startsWith('W') ? (
        <section className={styles.card} aria-labelledby="security-heading">
          <h2 id="security-heading" className={styles.cardTitle}>
            {t('security.title')}
          </h2>
          <SecurityToGate detail={r} />
        </section>
      ) : null}
      {renderPart?.({ flightId: r.flightId, flightNo: r.flightNo })}
      <section className={styles.card} aria-labelledby="weather-heading">
        <h2 id="weather-heading" className={styles.cardTitle}>
          {t('detail.weather', { city: farEnd(r, locale).name })}
        </h2>
        <FlightWeather weather={r.weather} city={farEnd(r, locale).name} />
      </section>
    </div>
  );
}
