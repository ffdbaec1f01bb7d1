import { cssomStyle } from '../../../shell/cssom-style';
import { useTranslation } from '../../../lib/i18n';
import type { FlightDetail } from '@can/contracts/flights';
import styles from './flight-detail.module.css';

/* QWeather's icons by code, as hashed URLs (each downloads only when shown). */
const iconUrls = import.meta.glob<string>('@qweather-icons/[1-59][0-9][0-9].svg', {
  query: '?url',
  import: 'default',
  eager: true,
});
const byCode = new Map(
  Object.entries(iconUrls).map(([path, url]) => [/(\d{3})\.svg$/.exec(path)?.[1] ?? '', url]),
);

/** Today's weather at the other end of the flight: icon, words, min~max °C, forecast link. */
export function FlightWeather({
  weather,
  city,
}: {
  weather: FlightDetail['weather'];
  city: string;
}) {
  const { t } = useTranslation('flights');
  if (!weather) return <p className={styles.muted}>{t('detail.noWeather')}</p>;
  const url = byCode.get(weather.iconDay) ?? byCode.get('999');
  const mask = url ? `url("${url}")` : undefined;
  return (
    <div className={styles.weather} data-testid="flight-weather">
      <span
        className={styles.weatherIcon}
        aria-hidden="true"
        ref={cssomStyle({ 'mask-image': mask, '-webkit-mask-image': mask })}
      />
      <div>
        <p className={styles.temps}>
          {weather.tempMin}~{weather.tempMax}°C
        </p>
        <p>{weather.textDay}</p>
        {weather.fxLink ? (
          <a href={weather.fxLink} target="_blank" rel="noopener noreferrer">
            {t('detail.forecast', { city })}
            <span className="visually-hidden"> {t('newWindow')}</span>
          </a>
        ) : null}
      </div>
    </div>
  );
}
