import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { House, Phone } from 'lucide-react';
import { SERVICE_HOTLINE, SERVICE_HOTLINE_HREF } from '../../../lib/service-hotline';
import styles from './content-state.module.css';
import { ButtonAnchor, ButtonLink } from '../../../ui/button';
import { EmptyState, ErrorState } from '../../../ui/states';

/** Reserves the space of a page while it loads: a title bar and lines of text. */
export function ArticleSkeleton({ lines = 6 }: { lines?: number }) {
  const { t } = useTranslation('content');
  return (
    <div className={styles.skeleton} aria-busy="true" data-testid="content-loading">
      <span className="visually-hidden" role="status">
        {t('loading')}
      </span>
      <span className={`${styles.bar} ${styles.heading}`} />
      <span className={`${styles.bar} ${styles.meta}`} />
      {Array.from({ length: lines }, (_, i) => (
        <span key={i} className={`${styles.bar} ${i % 3 === 2 ? styles.short : ''}`} />
      ))}
    </div>
  );
}

/** A sheet of paper with a folded corner and a paper plane: "nothing here yet". */
function EmptyArtwork() {
  return (
    <svg className={styles.artwork} viewBox="0 0 160 110" aria-hidden="true" focusable="false">
      <path d="M34 12 H100 L122 34 V100 H34 Z" fill="#ffffff" stroke="#0b4ea2" strokeWidth="3" />
      <path d="M100 12 V34 H122" fill="#eaf1fb" stroke="#0b4ea2" strokeWidth="3" />
      <g stroke="#d5dde8" strokeWidth="5" strokeLinecap="round">
        <path d="M48 50 H106" />
        <path d="M48 64 H100" />
        <path d="M48 78 H84" />
      </g>
      <path d="M118 74 L152 60 L138 94 L130 82 Z" fill="#ffb81c" />
      <path d="M130 82 L152 60" stroke="#072a55" strokeWidth="2" />
    </svg>
  );
}

/** Designed empty state: what happened and where to go next (home, the service hotline). */
export function ContentEmpty({
  title,
  body,
  headingLevel = 2,
  children,
}: {
  title: string;
  body: string;
  headingLevel?: 1 | 2;
  children?: ReactNode;
}) {
  const { t } = useTranslation('content');
  return (
    <EmptyState
      align="center"
      testId="content-empty"
      artwork={<EmptyArtwork />}
      title={title}
      headingLevel={headingLevel}
      body={body}
    >
      {children}
      <ButtonLink to="/">
        <House aria-hidden="true" />
        {t('empty.home')}
      </ButtonLink>
      <ButtonAnchor className="tabular-nums" href={SERVICE_HOTLINE_HREF}>
        <Phone aria-hidden="true" />
        {t('empty.hotline')} {SERVICE_HOTLINE}
      </ButtonAnchor>
    </EmptyState>
  );
}

/** A failed load: say so, and offer to try again. */
export function ContentError({
  onRetry,
  retrying,
  headingLevel = 2,
}: {
  onRetry: () => void;
  retrying: boolean;
  headingLevel?: 1 | 2;
}) {
  const { t } = useTranslation('content');
  return (
    <ErrorState
      align="center"
      testId="content-error"
      title={t('error.title')}
      headingLevel={headingLevel}
      message={t('error.body')}
      retry={{ label: t('error.retry'), onRetry, busy: retrying, variant: 'primary' }}
    />
  );
}
