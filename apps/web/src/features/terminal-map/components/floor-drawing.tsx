import type { MapFloor, MapPlace } from '@can/contracts/maps';
import styles from './map.module.css';

const SYMBOL: Partial<Record<MapPlace['kind'], string>> = {
  toilet: 'WC',
  nursing: '♥',
  transport: '⇄',
};

/** One floor: the hall outline, the piers, then every place drawn by its kind. */
export function FloorDrawing({
  floor,
  selected,
  onSelect,
}: {
  floor: MapFloor;
  selected: string;
  onSelect: (id: string) => void;
}) {
  return (
    <g>
      {floor.piers.map((pier) => (
        <path key={pier.id} d={pier.path} className={styles.pier} />
      ))}
      <path d={floor.outline} className={styles.hall} />
      {floor.places.map((p) => {
        const isSelected = p.id === selected;
        const common = {
          'data-kind': p.kind,
          'data-selected': isSelected ? 'true' : undefined,
          'data-place': p.id,
          className: styles.place,
          onClick: () => onSelect(p.id),
        };
        if (p.w > 0)
          return (
            <g key={p.id} {...common}>
              <rect x={p.x - p.w / 2} y={p.y - p.h / 2} width={p.w} height={p.h} rx="2" />
              <text x={p.x} y={p.y} className={styles.label}>
                {p.label}
              </text>
            </g>
          );
        return (
          <g key={p.id} {...common}>
            <circle
              cx={p.x}
              cy={p.y}
              r={p.kind === 'gate' ? 4.5 : p.kind === 'transport' ? 9 : 5}
            />
            {(p.label || SYMBOL[p.kind]) && (
              <text
                x={p.x}
                y={p.kind === 'gate' ? p.y - 6.5 : p.y}
                className={p.kind === 'gate' ? styles.gateLabel : styles.label}
              >
                {p.label || SYMBOL[p.kind]}
              </text>
            )}
          </g>
        );
      })}
      {floor.places
        .filter((p) => p.id === selected)
        .map((p) => (
          <circle
            key="ring"
            cx={p.x}
            cy={p.y}
            r={Math.max(p.w, p.h, 10) / 2 + 8}
            className={styles.ring}
          />
        ))}
    </g>
  );
}
