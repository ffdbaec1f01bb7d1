import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RefreshCw } from 'lucide-react';
import { ClosedTerminalArt, EmptyBoardArt } from './board-artwork';
import styles from './board-states.module.css';

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

function StateCard({
  art,
  title,
  body,
  children,
  testId,
  alert = false,
}: {
  art: ReactNode;
  title: string;
  body: string;
  children?: ReactNode;
  testId: string;
  alert?: boolean;
}) {
  return (
    <section className={styles.state} data-testid={testId} role={alert ? 'alert' : undefined}>
      {art}
      <h2 className={styles.title}>{title}</h2>
      <p className={styles.body}>{body}</p>
      {children ? <div className={styles.actions}>{children}</div> : null}
    </section>
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
    <StateCard
      art={<EmptyBoardArt className={styles.art} />}
      title={title}
      body={body}
      testId="board-empty"
    >
      {children}
    </StateCard>
  );
}

/** T1 has no flights while it is rebuilt: point to T2 and T3 instead of an empty table. */
export function TerminalClosed({ children }: { children?: ReactNode }) {
  const { t } = useTranslation('flights');
  return (
    <StateCard
      art={<ClosedTerminalArt className={styles.art} />}
      title={t('states.t1Title')}
      body={t('states.t1Body')}
      testId="terminal-closed"
    >
      {children}
    </StateCard>
  );
}

export function BoardError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation('flights');
  return (
    <StateCard
      art={<EmptyBoardArt className={styles.art} />}
      title={t('states.errorTitle')}
      body={t('states.errorBody')}
      testId="board-error"
      alert
    >
      <button type="button" className={styles.primary} onClick={onRetry} disabled={retrying}>
        <RefreshCw aria-hidden="true" className={styles.icon} data-spinning={retrying} />
        {t('states.retry')}
      </button>
    </StateCard>
  );
}

/** A button-looking action inside a state card. */
export const stateActionClass = styles.secondary;
export const statePrimaryClass = styles.primary;
