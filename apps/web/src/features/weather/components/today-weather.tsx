import { useId } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { ExternalLink, RefreshCw } from 'lucide-react';
import { AIRPORT_CODE } from '@can/contracts/locale';
import type { TodayWeather as TodayWeatherData } from '@can/contracts/weather';
import { useTodayWeather } from '../api/get-today-weather';
import { WeatherIcon } from './weather-icon';
import styles from './today-weather.module.css';
import { Button } from '../../../ui/button';

function WeatherReading({ weather }: { weather: TodayWeatherData }) {
  const { t } = useTranslation('weather');
  const { t: tc } = useTranslation('common');
  const reading = (
    <>
      <WeatherIcon code={weather.iconDay} label={weather.textDay} className={styles.icon} />
      <span className={styles.figures}>
        <span className={`${styles.temperature} tabular-nums`} aria-hidden="true">
          {weather.tempMin}~{weather.tempMax}°C
        </span>
        <span className="visually-hidden">
          {t('range', { min: weather.tempMin, max: weather.tempMax })}
        </span>
        <span className={styles.caption}>
          <span aria-hidden="true">{weather.textDay}</span>
          {weather.fxLink && (
            <span className={styles.more}>
              {t('details')}
              <ExternalLink aria-hidden="true" className={styles.external} />
              <span className="visually-hidden">{tc('opensInNewWindow')}</span>
            </span>
          )}
        </span>
      </span>
    </>
  );
  return (
    <>
      {weather.fxLink ? (
        <a
          className={`${styles.reading} ${styles.link}`}
          href={weather.fxLink}
          target="_blank"
          rel="noopener noreferrer"
        >
          {reading}
        </a>
      ) : (
        <div className={styles.reading}>{reading}</div>
      )}
      {weather.source === 'climatology' && <p className={styles.note}>{t('climatology')}</p>}
    </>
  );
}

/** Today's weather at the airport: loading skeleton, quiet error with retry, or the reading. */
export function TodayWeather() {
  const { t } = useTranslation('weather');
  const headingId = useId();
  const weather = useTodayWeather();

  return (
    <section
      className={styles.card}
      aria-labelledby={headingId}
      aria-busy={weather.isPending}
      data-testid="today-weather"
    >
      <h2 id={headingId} className={styles.heading}>
        {t('heading')} <span className={styles.code}>{AIRPORT_CODE}</span>
      </h2>
      <div className={styles.body}>
        {weather.isPending ? (
          <div className={styles.reading}>
            <span className={`${styles.icon} ${styles.skeleton}`} />
            <span className={styles.figures}>
              <span className={`${styles.skeleton} ${styles.barWide}`} />
              <span className={`${styles.skeleton} ${styles.barNarrow}`} />
            </span>
            <span className="visually-hidden">{t('loading')}</span>
          </div>
        ) : weather.isError ? (
          <div className={styles.failed}>
            <p>{t('unavailable')}</p>
            <Button
              onClick={() => void weather.refetch()}
              disabled={weather.isFetching}
              aria-busy={weather.isFetching || undefined}
            >
              <RefreshCw aria-hidden="true" data-spinning={weather.isFetching} />
              {t('retry')}
            </Button>
          </div>
        ) : (
          <WeatherReading weather={weather.data} />
        )}
      </div>
    </section>
  );
}
