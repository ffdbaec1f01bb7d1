import { cssomStyle } from '../../../shell/cssom-style';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import type { TrafficMap } from '@can/contracts/maps';
import { useTrafficMap } from '../api/get-terminal-map';
import { usePageLocale } from '../model/use-locale';
import { useViewport } from '../model/use-viewport';
import { MapViewport } from './map-viewport';
import styles from './map.module.css';
import { ErrorState } from '../../../ui/states';

const KINDS: TrafficMap['places'][number]['kind'][] = [
  'metro',
  'rail',
  'busStop',
  'shuttle',
  'taxi',
  'carPark',
];

const SYMBOLS: Record<TrafficMap['places'][number]['kind'], string> = {
  metro: 'M',
  rail: 'R',
  busStop: 'B',
  shuttle: 'S',
  taxi: 'T',
  carPark: 'P',
};

/** The airport plan: terminals, roads and rail lines, stations, car parks and bus stops. */
export function TrafficMapView() {
  const { t } = useTranslation('maps');
  const map = useTrafficMap(usePageLocale());
  const viewport = useViewport(1000, 700);
  const [selected, setSelected] = useState('');
  const select = (id: string) => {
    setSelected(id);
    const place = map.data?.places.find((p) => p.id === id);
    if (place) viewport.focus(place.x, place.y, 2.5);
  };

  if (map.isPending) return <p role="status">{t('states.loading')}</p>;
  if (map.isError)
    return (
      <ErrorState
        message={t('states.error')}
        retry={{ label: t('states.retry'), onRetry: () => void map.refetch() }}
      />
    );
  const current = map.data.places.find((p) => p.id === selected);
  return (
    <div className={styles.columns}>
      <div className={styles.mapColumn}>
        <p className={styles.selected} aria-live="polite" data-testid="map-selected">
          {current ? t('selected', { name: `${current.name} · ${current.detail}` }) : t('hint')}
        </p>
        <MapViewport
          viewport={viewport}
          width={1000}
          height={700}
          label={t('trafficLabel')}
          testId="traffic-map"
        >
          <rect width="1000" height="700" className={styles.ground} />
          {map.data.lines.map((l) => (
            <path
              key={l.id}
              d={l.path}
              stroke={l.colour}
              className={
                l.kind === 'runway'
                  ? styles.runway
                  : l.kind === 'road'
                    ? styles.road
                    : styles.railLine
              }
            />
          ))}
          {map.data.buildings.map((b) => (
            <path key={b.id} d={b.path} className={styles.hall} />
          ))}
          {map.data.buildings.map((b) => {
            const match = /M\s*(-?\d+)\s+(-?\d+)/.exec(b.path);
            return match ? (
              <text
                key={`${b.id}-label`}
                x={Number(match[1]) + 60}
                y={Number(match[2]) + 14}
                className={styles.buildingLabel}
              >
                {b.id}
              </text>
            ) : null;
          })}
          {map.data.places.map((p) => (
            <g
              key={p.id}
              className={styles.place}
              data-kind={`traffic-${p.kind}`}
              data-selected={p.id === selected ? 'true' : undefined}
              onClick={() => select(p.id)}
            >
              <circle cx={p.x} cy={p.y} r="8" />
              <text x={p.x} y={p.y} className={styles.label} fill="#fff">
                {SYMBOLS[p.kind]}
              </text>
            </g>
          ))}
        </MapViewport>
        <ul className={styles.legend} aria-label={t('legend')}>
          {map.data.lines
            .filter((l) => !l.id.startsWith('runway-') || l.id === 'runway-west')
            .map((l) => (
              <li key={l.id}>
                <span
                  className={styles.lineSwatch}
                  ref={cssomStyle({ background: l.colour })}
                  aria-hidden="true"
                />
                {l.name}
              </li>
            ))}
        </ul>
      </div>
      <section className={styles.list} aria-labelledby="traffic-places-title">
        <h2 id="traffic-places-title" className={styles.listTitle}>
          {t('trafficPlaces')}
        </h2>
        {KINDS.map((kind) => {
          const places = map.data.places.filter((p) => p.kind === kind);
          return (
            <div key={kind} className={styles.group}>
              <h3 className={styles.groupTitle}>{t(`trafficKinds.${kind}`)}</h3>
              <ul className={styles.placeButtons}>
                {places.map((p) => (
                  <li key={p.id}>
                    <button
                      type="button"
                      className={styles.placeButton}
                      aria-pressed={p.id === selected}
                      onClick={() => select(p.id)}
                    >
                      {p.name} <span className={styles.muted}>{p.detail}</span>
                    </button>
                  </li>
                ))}
              </ul>
            </div>
          );
        })}
      </section>
    </div>
  );
}
