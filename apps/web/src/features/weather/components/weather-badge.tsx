import { useTranslation } from '../../../lib/i18n';
import ExternalLink from 'lucide-react/icons/external-link';
import { useTodayWeather } from '../api/get-today-weather';
import { WeatherIcon } from './weather-icon';
import styles from './weather-badge.module.css';

/**
 * Today's weather in one line for the top notice strip: icon and `min~max°C`, linking to the
 * provider's forecast page (fxLink) in a new window. Same query as the home page's card.
 * Loading keeps the space; a failure shows nothing (the strip is no place for an error).
 */
export function WeatherBadge() {
  const { t } = useTranslation('weather');
  const { t: tc } = useTranslation('common');
  const weather = useTodayWeather();

  if (weather.isPending) {
    return (
      <span className={styles.badge} data-testid="strip-weather" aria-busy="true">
        <span className={`${styles.icon} ${styles.skeleton}`} />
        <span className={`${styles.skeleton} ${styles.bar}`} />
        <span className="visually-hidden">{t('loading')}</span>
      </span>
    );
  }
  if (weather.isError) return <span className={styles.badge} data-testid="strip-weather" />;

  const { tempMin, tempMax, iconDay, textDay, fxLink } = weather.data;
  const reading = (
    <>
      <WeatherIcon code={iconDay} label={textDay} className={styles.icon} />
      <span className="tabular-nums" aria-hidden="true">
        {tempMin}~{tempMax}°C
      </span>
      <span className="visually-hidden">{t('range', { min: tempMin, max: tempMax })}</span>
    </>
  );
  return fxLink ? (
    <a
      className={`${styles.badge} ${styles.link}`}
      data-testid="strip-weather"
      href={fxLink}
      target="_blank"
      rel="noopener noreferrer"
    >
      {reading}
      <ExternalLink aria-hidden="true" className={styles.external} />
      <span className="visually-hidden">{tc('opensInNewWindow')}</span>
    </a>
  ) : (
    <span className={styles.badge} data-testid="strip-weather">
      {reading}
    </span>
  );
}
