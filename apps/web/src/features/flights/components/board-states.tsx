import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { ClosedTerminalArt, EmptyBoardArt } from './board-artwork';
import styles from './board-states.module.css';
import { EmptyState, ErrorState } from '../../../ui/states';

export const SKELETON_ROWS = 8;

/** Placeholder rows of the real rows' height, so nothing moves when the flights arrive. */
export function BoardSkeleton({ layout }: { layout: 'table' | 'cards' }) {
  const { t } = useTranslation('flights');
  return (
    <div
      className={styles.skeleton}
      data-layout={layout}
      aria-busy="true"
      data-testid="board-loading"
    >
      <span className="visually-hidden" role="status">
        {t('states.loading')}
      </span>
      {layout === 'table' ? <div className={styles.head} /> : null}
      {Array.from({ length: SKELETON_ROWS }, (_, i) => (
        <div key={i} className={styles.row}>
          <span className={styles.bar} />
          <span className={styles.bar} />
          <span className={styles.bar} />
          <span className={styles.bar} />
        </div>
      ))}
    </div>
  );
}

/** Nothing matches: say what was looked for and offer the next step (other days, no keyword). */
export function BoardEmpty({
  title,
  body,
  children,
}: {
  title: string;
  body: string;
  children?: ReactNode;
}) {
  return (
    <EmptyState
      align="center"
      framed
      artwork={<EmptyBoardArt className={styles.art} />}
      title={title}
      body={body}
      testId="board-empty"
    >
      {children}
    </EmptyState>
  );
}

/** T1 has no flights while it is rebuilt: point to T2 and T3 instead of an empty table. */
export function TerminalClosed({ children }: { children?: ReactNode }) {
  const { t } = useTranslation('flights');
  return (
    <EmptyState
      align="center"
      framed
      artwork={<ClosedTerminalArt className={styles.art} />}
      title={t('states.t1Title')}
      body={t('states.t1Body')}
      testId="terminal-closed"
    >
      {children}
    </EmptyState>
  );
}

export function BoardError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation('flights');
  return (
    <ErrorState
      align="center"
      framed
      artwork={<EmptyBoardArt className={styles.art} />}
      title={t('states.errorTitle')}
      message={t('states.errorBody')}
      testId="board-error"
      retry={{ label: t('states.retry'), onRetry, busy: retrying, variant: 'primary' }}
    />
  );
}
