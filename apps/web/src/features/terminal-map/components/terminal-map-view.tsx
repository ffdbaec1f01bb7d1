import { useEffect, useMemo } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { useSearchParams } from 'react-router';
import { useTerminalMap } from '../api/get-terminal-map';
import { TERMINAL_CODES, targetOf, terminalOf } from '../model/map-target';
import { usePageLocale } from '../model/use-locale';
import { useViewport } from '../model/use-viewport';
import { FloorDrawing } from './floor-drawing';
import { MapViewport } from './map-viewport';
import { PlaceList } from './place-list';
import styles from './map.module.css';
import { LinkTabs } from '../../../ui/tabs';
import { ErrorState } from '../../../ui/states';

const W = 1000;
const H = 700;

/**
 * The terminal map: terminal and floor choice, the drawing with pan and zoom, the selected place
 * and the text list of places. The URL says what is shown (?terminal, ?floor, ?place or ?gate…).
 */
export function TerminalMapView() {
  const { t } = useTranslation('maps');
  const locale = usePageLocale();
  const [params, setParams] = useSearchParams();
  const terminal = terminalOf(params);
  const target = targetOf(params);
  const map = useTerminalMap(locale, terminal);
  const viewport = useViewport(W, H);
  const { focus, reset } = viewport;

  const placeFloor = useMemo(
    () => map.data?.floors.find((f) => f.places.some((p) => p.id === target)),
    [map.data, target],
  );
  const floorId = placeFloor?.id ?? params.get('floor') ?? 'dep';
  const floor = map.data?.floors.find((f) => f.id === floorId) ?? map.data?.floors[0];
  const selected = floor?.places.find((p) => p.id === target);

  useEffect(() => {
    if (selected) focus(selected.x, selected.y, 3);
    else reset();
  }, [selected, focus, reset]);

  const linkTo = (changes: Record<string, string>) => {
    const next = new URLSearchParams();
    next.set('terminal', changes.terminal ?? terminal);
    if (changes.floor) next.set('floor', changes.floor);
    return `?${next.toString()}`;
  };
  const select = (id: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams();
        next.set('terminal', current.get('terminal') ?? terminal);
        next.set('floor', floor?.id ?? 'dep');
        next.set('place', id);
        return next;
      },
      { replace: true },
    );

  return (
    <div className={styles.layout}>
      <LinkTabs
        label={t('terminalsLabel')}
        tabs={TERMINAL_CODES.map((code) => ({
          key: code,
          to: linkTo({ terminal: code }),
          label: code,
          current: code === terminal,
        }))}
      />
      {map.isPending && <p role="status">{t('states.loading')}</p>}
      {map.isError && (
        <ErrorState
          message={t('states.error')}
          retry={{ label: t('states.retry'), onRetry: () => void map.refetch() }}
        />
      )}
      {map.data && floor && (
        <>
          {!map.data.open && <p className={styles.notice}>{t('closed', { terminal })}</p>}
          <LinkTabs
            label={t('floorsLabel')}
            tabs={map.data.floors.map((f) => ({
              key: f.id,
              to: linkTo({ floor: f.id }),
              label: f.name,
              current: f.id === floor.id,
            }))}
          />
          <div className={styles.columns}>
            <div className={styles.mapColumn}>
              <p className={styles.selected} data-testid="map-selected" aria-live="polite">
                {selected ? t('selected', { name: selected.name }) : t('hint')}
              </p>
              <MapViewport
                viewport={viewport}
                width={W}
                height={H}
                label={t('mapLabel', { terminal: map.data.name, floor: floor.name })}
                testId="terminal-map"
              >
                <FloorDrawing floor={floor} selected={selected?.id ?? ''} onSelect={select} />
              </MapViewport>
              <ul className={styles.legend} aria-label={t('legend')}>
                {(
                  [
                    'gate',
                    'island',
                    'security',
                    'belt',
                    'exit',
                    'transport',
                    'shop',
                    'toilet',
                    'nursing',
                  ] as const
                ).map((kind) => (
                  <li key={kind} data-kind={kind}>
                    <span className={styles.swatch} aria-hidden="true" />
                    {t(`kinds.${kind}`)}
                  </li>
                ))}
              </ul>
            </div>
            <PlaceList floor={floor} selected={selected?.id ?? ''} onSelect={select} />
          </div>
        </>
      )}
    </div>
  );
}
