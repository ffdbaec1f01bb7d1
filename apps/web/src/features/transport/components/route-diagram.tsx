import { cssomStyle } from '../../../shell/cssom-style';
import { useTranslation } from '../../../lib/i18n';
import type { CoachStop } from '@can/contracts/transport';
import styles from './route-diagram.module.css';

const ROW = 56;

/**
 * A route's stops on a simple line diagram: an SVG drawing for the eye (hidden from screen
 * readers) beside an ordered list that carries the same stops as text.
 */
export function RouteDiagram({
  stops,
  colour = '#0b4ea2',
}: {
  stops: CoachStop[];
  colour?: string;
}) {
  const { t } = useTranslation('transport');
  const height = Math.max(ROW, stops.length * ROW);
  return (
    <div className={styles.diagram} data-testid="route-diagram">
      <svg
        className={styles.line}
        width="40"
        height={height}
        viewBox={`0 0 40 ${height}`}
        aria-hidden="true"
        focusable="false"
      >
        <line
          x1="20"
          x2="20"
          y1={ROW / 2}
          y2={height - ROW / 2}
          stroke={colour}
          strokeWidth="6"
          strokeLinecap="round"
        />
        {stops.map((stop, i) => (
          <circle
            key={`${stop.name}-${i}`}
            cx="20"
            cy={i * ROW + ROW / 2}
            r={stop.terminal ? 10 : 7}
            fill={stop.terminal ? colour : '#fff'}
            stroke={colour}
            strokeWidth="4"
          />
        ))}
      </svg>
      <ol className={styles.stops} aria-label={t('route.stopsLabel')}>
        {stops.map((stop, i) => (
          <li
            key={`${stop.name}-${i}`}
            className={styles.stop}
            ref={cssomStyle({ height: `${ROW}px` })}
            data-testid="route-stop"
          >
            <span className={styles.stopName}>{stop.name}</span>
            <span className={styles.stopTime}>
              {i === 0 ? t('route.start') : t('route.afterMinutes', { count: stop.minutes })}
            </span>
          </li>
        ))}
      </ol>
    </div>
  );
}
