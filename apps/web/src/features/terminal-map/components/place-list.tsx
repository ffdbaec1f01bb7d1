import { useId, useMemo, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import type { MapFloor, MapPlace } from '@can/contracts/maps';
import styles from './map.module.css';

const ORDER: MapPlace['kind'][] = [
  'shop',
  'gate',
  'island',
  'security',
  'belt',
  'exit',
  'transport',
  'toilet',
  'nursing',
];

/**
 * The places of a floor as text beside the map (its accessible alternative): grouped by kind,
 * filterable, each a button that shows the place on the map.
 */
export function PlaceList({
  floor,
  selected,
  onSelect,
}: {
  floor: MapFloor;
  selected: string;
  onSelect: (id: string) => void;
}) {
  const { t } = useTranslation('maps');
  const id = useId();
  const [query, setQuery] = useState('');
  const groups = useMemo(() => {
    const q = query.trim().toLowerCase();
    return ORDER.map((kind) => ({
      kind,
      places: floor.places.filter(
        (p) =>
          p.kind === kind &&
          (!q || p.name.toLowerCase().includes(q) || p.label.toLowerCase().includes(q)),
      ),
    })).filter((g) => g.places.length > 0);
  }, [floor, query]);

  return (
    <section className={styles.list} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.listTitle}>
        {t('places.title', { floor: floor.name })}
      </h2>
      <label htmlFor={`${id}-filter`} className={styles.filterLabel}>
        {t('places.filter')}
      </label>
      <input
        id={`${id}-filter`}
        type="search"
        className={styles.filter}
        value={query}
        maxLength={40}
        placeholder={t('places.filterPlaceholder')}
        onChange={(e) => setQuery(e.target.value)}
      />
      {groups.length === 0 && <p className={styles.muted}>{t('places.none')}</p>}
      {groups.map((group) => (
        <details
          key={group.kind}
          className={styles.group}
          open={
            Boolean(query) || group.places.some((p) => p.id === selected) || group.kind === 'shop'
          }
        >
          <summary>
            {t(`kinds.${group.kind}`)} ({group.places.length})
          </summary>
          <ul className={styles.placeButtons}>
            {group.places.map((p) => (
              <li key={p.id}>
                <button
                  type="button"
                  className={styles.placeButton}
                  aria-pressed={p.id === selected}
                  onClick={() => onSelect(p.id)}
                >
                  {p.name}
                </button>
              </li>
            ))}
          </ul>
        </details>
      ))}
    </section>
  );
}
