import { useTranslation } from '../../../lib/i18n';
import { PlaneLanding, PlaneTakeoff } from 'lucide-react';
import type { FlightRecord } from '@can/contracts/flights';
import type { Locale } from '@can/contracts/locale';
import { longDate } from '../model/flight-dates';
import { clock } from '../model/flight-times';
import { destination, origin } from '../model/flight-text';
import { useFlightLocale } from '../model/use-flight-locale';
import styles from './flight-detail.module.css';

function TimeLine({
  label,
  text,
  locale,
  strong,
}: {
  label: string;
  text: string;
  locale: Locale;
  strong?: boolean;
}) {
  const { t } = useTranslation('flights');
  return (
    <div className={styles.timeLine} data-strong={strong}>
      <dt>{label}</dt>
      <dd>
        {text ? (
          <>
            <span className={styles.clock}>{clock(text)}</span>{' '}
            <span className={styles.day}>{longDate(text, locale)}</span>
          </>
        ) : (
          <span className={styles.muted}>{t('detail.notYet')}</span>
        )}
      </dd>
    </div>
  );
}

/** Scheduled, estimated and actual times of both ends, 24-hour airport time, localized dates. */
export function DetailTimes({ record }: { record: FlightRecord }) {
  const { t } = useTranslation('flights');
  const locale = useFlightLocale();
  const from = origin(record, locale);
  const to = destination(record, locale);
  const departed = !!record.setoffTimeAct;
  const arrived = !!record.arriTimeAct;
  return (
    <div className={styles.times}>
      <section className={styles.end} aria-labelledby="departure-heading">
        <h2 id="departure-heading" className={styles.endTitle}>
          <PlaneTakeoff aria-hidden="true" focusable="false" />
          {t('detail.departure', { city: from.name, code: from.code })}
        </h2>
        <dl>
          <TimeLine
            label={t('detail.scheduledDeparture')}
            text={record.setoffTimePlan}
            locale={locale}
            strong={!departed}
          />
          {!departed && record.setoffTimePred !== record.setoffTimePlan ? (
            <TimeLine
              label={t('detail.estimatedDeparture')}
              text={record.setoffTimePred}
              locale={locale}
              strong
            />
          ) : null}
          <TimeLine
            label={t('detail.actualDeparture')}
            text={record.setoffTimeAct}
            locale={locale}
            strong={departed}
          />
        </dl>
      </section>
      <section className={styles.end} aria-labelledby="arrival-heading">
        <h2 id="arrival-heading" className={styles.endTitle}>
          <PlaneLanding aria-hidden="true" focusable="false" />
          {t('detail.arrival', { city: to.name, code: to.code })}
        </h2>
        <dl>
          <TimeLine
            label={t('detail.scheduledArrival')}
            text={record.arriTimePlan}
            locale={locale}
            strong={!arrived}
          />
          {!arrived && record.arriTimePred && record.arriTimePred !== record.arriTimePlan ? (
            <TimeLine
              label={t('detail.estimatedArrival')}
              text={record.arriTimePred}
              locale={locale}
              strong
            />
          ) : null}
          <TimeLine
            label={t('detail.actualArrival')}
            text={record.arriTimeAct}
            locale={locale}
            strong={arrived}
          />
        </dl>
      </section>
    </div>
  );
}
