import { cssomStyle } from '../../../shell/cssom-style';
import styles from './weather-icon.module.css';

/*
 * QWeather's SVGs for the codes of the three-digit families the API sends (1xx-5xx, 9xx), as
 * hashed asset URLs: the map costs about 1 KB of JS, each icon downloads only when shown.
 */
const iconUrls = import.meta.glob<string>('@qweather-icons/[1-59][0-9][0-9].svg', {
  query: '?url',
  import: 'default',
  eager: true,
  exhaustive: true,
});

const byCode = new Map(
  Object.entries(iconUrls).map(([path, url]) => [/(\d{3})\.svg$/.exec(path)?.[1] ?? '', url]),
);

/** Code 999 is QWeather's "unknown". */
export function weatherIconUrl(code: string): string | undefined {
  return byCode.get(code) ?? byCode.get('999');
}

/** The icon as an image named by the weather text; drawn in currentColor through a CSS mask. */
export function WeatherIcon({
  code,
  label,
  className,
}: {
  code: string;
  label: string;
  className?: string;
}) {
  const url = weatherIconUrl(code);
  const image = url ? `url("${url}")` : undefined;
  return (
    <span
      role="img"
      aria-label={label}
      className={className ? `${styles.icon} ${className}` : styles.icon}
      ref={cssomStyle({ 'mask-image': image, '-webkit-mask-image': image })}
    />
  );
}
