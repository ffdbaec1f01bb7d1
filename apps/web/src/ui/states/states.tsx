import type { ReactNode } from 'react';
import RefreshCw from 'lucide-react/icons/refresh-cw';
import { Button, type ButtonVariant } from '../button';
import styles from './states.module.css';

type PanelProps = {
  /** A heading above the message, h2 unless told (h1 where the state is the whole page). */
  title?: ReactNode;
  headingLevel?: 1 | 2 | 3;
  /** `center`: the state fills the page (a missing article); `start`: a block among others. */
  align?: 'start' | 'center';
  testId?: string;
  /** A dashed box around the state, the width of its column (the flight board). */
  framed?: boolean;
  /** A picture above the title (decorative: aria-hidden). */
  artwork?: ReactNode;
  children?: ReactNode;
};

function Panel({
  title,
  headingLevel = 2,
  align = 'start',
  testId,
  framed,
  role,
  body,
  actions,
  artwork,
}: Omit<PanelProps, 'children'> & {
  role?: 'alert';
  body?: ReactNode;
  actions?: ReactNode;
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <section
      className={styles.state}
      data-framed={framed || undefined}
      data-align={align}
      role={role}
      data-testid={testId}
    >
      {artwork}
      {title ? <Heading className={styles.title}>{title}</Heading> : null}
      {body ? <p className={styles.body}>{body}</p> : null}
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </section>
  );
}

/** Something is on its way: said to screen readers at once (role="status"). */
export function LoadingState({ label, testId }: { label: ReactNode; testId?: string }) {
  return (
    <p role="status" className={styles.loading} data-testid={testId}>
      {label}
    </p>
  );
}

/** A load failed: say so (role="alert" unless `quiet`) and offer to try again. */
export function ErrorState({
  message,
  retry,
  quiet,
  children,
  ...panel
}: PanelProps & {
  message: ReactNode;
  /** The retry button: its words, what it does, whether a retry is under way. */
  retry?: { label: ReactNode; onRetry: () => void; busy?: boolean; variant?: ButtonVariant };
  quiet?: boolean;
}) {
  const button = retry ? (
    <Button
      variant={retry.variant}
      onClick={retry.onRetry}
      disabled={retry.busy}
      aria-busy={retry.busy || undefined}
    >
      <RefreshCw aria-hidden="true" data-spinning={Boolean(retry.busy)} />
      {retry.label}
    </Button>
  ) : null;
  return (
    <Panel
      {...panel}
      role={quiet ? undefined : 'alert'}
      body={message}
      actions={
        button || children ? (
          <>
            {button}
            {children}
          </>
        ) : null
      }
    />
  );
}

/** Nothing to show: what happened and, as children, where to go next. */
export function EmptyState({ body, children, ...panel }: PanelProps & { body?: ReactNode }) {
  return <Panel {...panel} body={body} actions={children} />;
}
