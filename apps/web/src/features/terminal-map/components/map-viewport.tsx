import type { KeyboardEvent, ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n';
import {
  ArrowDown,
  ArrowLeft,
  ArrowRight,
  ArrowUp,
  Maximize,
  ZoomIn,
  ZoomOut,
  type LucideIcon,
} from 'lucide-react';
import type { useViewport } from '../model/use-viewport';
import styles from './map.module.css';
import buttonStyles from '../../../ui/button/button.module.css';

type Viewport = ReturnType<typeof useViewport>;

/**
 * An SVG map with pan and zoom by buttons, by keyboard (arrows pan, + and − zoom, 0 resets,
 * once the map has focus) and by gestures (drag, wheel, pinch).
 */
export function MapViewport({
  viewport,
  label,
  width,
  height,
  children,
  testId,
}: {
  viewport: Viewport;
  label: string;
  width: number;
  height: number;
  children: ReactNode;
  testId?: string;
}) {
  const { t } = useTranslation('maps');
  const { zoom, pan, reset, viewBox, gestures, view } = viewport;
  const buttons: [string, LucideIcon, () => void][] = [
    [t('controls.zoomIn'), ZoomIn, () => zoom(1.5)],
    [t('controls.zoomOut'), ZoomOut, () => zoom(1 / 1.5)],
    [t('controls.left'), ArrowLeft, () => pan(-0.25, 0)],
    [t('controls.right'), ArrowRight, () => pan(0.25, 0)],
    [t('controls.up'), ArrowUp, () => pan(0, -0.25)],
    [t('controls.down'), ArrowDown, () => pan(0, 0.25)],
    [t('controls.reset'), Maximize, reset],
  ];
  const onKeyDown = (e: KeyboardEvent) => {
    const actions: Record<string, () => void> = {
      ArrowLeft: () => pan(-0.1, 0),
      ArrowRight: () => pan(0.1, 0),
      ArrowUp: () => pan(0, -0.1),
      ArrowDown: () => pan(0, 0.1),
      '+': () => zoom(1.25),
      '=': () => zoom(1.25),
      '-': () => zoom(1 / 1.25),
      '0': reset,
    };
    const action = actions[e.key];
    if (!action) return;
    e.preventDefault();
    action();
  };
  return (
    <div className={styles.viewport}>
      <div className={styles.controls} role="toolbar" aria-label={t('controls.label')}>
        {buttons.map(([name, Icon, act]) => (
          <button
            key={name}
            type="button"
            className={`${buttonStyles.outline} ${styles.control}`}
            onClick={act}
            title={name}
          >
            <Icon aria-hidden="true" focusable="false" />
            <span className="visually-hidden">{name}</span>
          </button>
        ))}
        <span className={styles.zoomLevel} aria-live="polite">
          {t('controls.zoomLevel', { value: Math.round(view.scale * 100) })}
        </span>
      </div>
      {/* The focusable frame takes the keys; the drawing itself is one image for screen readers,
          whose text alternative is the list of places beside it. */}
      <div
        className={styles.frame}
        tabIndex={0}
        role="group"
        aria-label={t('controls.keyboardHint', { map: label })}
        onKeyDown={onKeyDown}
        data-testid={testId}
      >
        <svg
          className={styles.svg}
          viewBox={viewBox}
          width={width}
          height={height}
          role="img"
          aria-label={label}
          preserveAspectRatio="xMidYMid meet"
          {...gestures}
        >
          {children}
        </svg>
      </div>
    </div>
  );
}
