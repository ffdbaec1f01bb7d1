import { cssomStyle } from '../../../shell/cssom-style';
import { useTranslation } from '../../../lib/i18n';
import type { TrafficGuide } from '@can/contracts/transport';
import styles from './traffic.module.css';
import { Card, CardGrid } from '../../../ui/card-grid';
import { Chip } from '../../../ui/chip';
import { FactList } from '../../../ui/fact-list';

/** Metro and intercity rail lines with their stations; the airport's own stations stand out. */
export function RailLines({ lines }: { lines: TrafficGuide['railLines'] }) {
  const { t } = useTranslation('transport');
  return (
    <CardGrid as="div">
      {lines.map((line) => (
        <Card as="article" key={line.code} aria-labelledby={`rail-${line.code}`}>
          <h3 id={`rail-${line.code}`} className={styles.cardTitle}>
            <span
              className={styles.swatch}
              ref={cssomStyle({ background: line.colour })}
              aria-hidden="true"
            />
            {line.name}
          </h3>
          <p className={styles.muted}>
            {t(`rail.${line.kind}`)} ·{' '}
            {t('rail.hours', { first: line.firstTrain, last: line.lastTrain })} · {line.fare}
          </p>
          <ol className={styles.stationList} ref={cssomStyle({ 'border-color': line.colour })}>
            {line.stations.map((s) => (
              <li key={s.name} data-airport={s.terminal ? 'true' : undefined}>
                <span className={styles.stationName}>{s.name}</span>
                {s.terminal && <Chip className={styles.chip}>{s.terminal}</Chip>}
                {s.transfer && <span className={styles.muted}> {s.transfer}</span>}
              </li>
            ))}
          </ol>
          {line.notes && <p className={styles.muted}>{line.notes}</p>}
        </Card>
      ))}
    </CardGrid>
  );
}

/** The free terminal shuttle and the Gaozeng shuttle bus. */
export function Shuttles({ shuttles, taxi }: Pick<TrafficGuide, 'shuttles' | 'taxi'>) {
  const { t } = useTranslation('transport');
  return (
    <CardGrid as="div">
      {shuttles.map((s) => (
        <Card as="article" key={s.code} aria-labelledby={`shuttle-${s.code}`}>
          <h3 id={`shuttle-${s.code}`} className={styles.cardTitle}>
            {s.name}
          </h3>
          <ol className={styles.stationList}>
            {s.stops.map((stop) => (
              <li key={stop}>
                <span className={styles.stationName}>{stop}</span>
              </li>
            ))}
          </ol>
          <FactList>
            <div>
              <dt>{t('shuttle.hours')}</dt>
              <dd>
                {s.firstBus}–{s.lastBus}
              </dd>
            </div>
            <div>
              <dt>{t('shuttle.interval')}</dt>
              <dd>{t('shuttle.every', { minutes: s.intervalMinutes })}</dd>
            </div>
            <div>
              <dt>{t('route.fare')}</dt>
              <dd>{s.fare === 0 ? t('free') : t('price', { value: s.fare })}</dd>
            </div>
          </FactList>
          {s.notes && <p className={styles.muted}>{s.notes}</p>}
        </Card>
      ))}
      <Card as="article" aria-labelledby="taxi-title">
        <h3 id="taxi-title" className={styles.cardTitle}>
          {t('taxi.title')}
        </h3>
        <ul className={styles.plainList}>
          {taxi.map((x) => (
            <li key={x.terminal}>
              <Chip className={styles.chip}>{x.terminal}</Chip> {x.text}
            </li>
          ))}
        </ul>
      </Card>
    </CardGrid>
  );
}

/** Car parks per terminal with capacity, chargers and rates. */
export function CarParks({ carParks }: { carParks: TrafficGuide['carParks'] }) {
  const { t } = useTranslation('transport');
  return (
    <CardGrid as="div">
      {carParks.map((p) => (
        <Card as="article" key={p.code} aria-labelledby={`park-${p.code}`} data-testid="car-park">
          <h3 id={`park-${p.code}`} className={styles.cardTitle}>
            {p.name}
          </h3>
          <p className={styles.muted}>
            {p.kind} · {p.location}
          </p>
          <FactList>
            <div>
              <dt>{t('parking.capacity')}</dt>
              <dd>{t('parking.spaces', { count: p.capacity })}</dd>
            </div>
            <div>
              <dt>{t('parking.chargers')}</dt>
              <dd>{p.evChargers}</dd>
            </div>
            <div>
              <dt>{t('parking.hours')}</dt>
              <dd>{p.hours}</dd>
            </div>
          </FactList>
          <table className={styles.rates}>
            <caption className="visually-hidden">{t('parking.rates', { name: p.code })}</caption>
            <tbody>
              {p.rates.map((r) => (
                <tr key={r.label}>
                  <th scope="row">{r.label}</th>
                  <td>{r.price}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </Card>
      ))}
    </CardGrid>
  );
}
