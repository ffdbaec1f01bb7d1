import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import RefreshCw from 'lucide-react/icons/refresh-cw';
import styles from './centre.module.css';

/** Rows of the real rows' height while a list loads. */
export function ListSkeleton({ rows = 3 }: { rows?: number }) {
  const { t } = useTranslation();
  return (
    <div className={styles.skeleton} aria-busy="true">
      <span className="visually-hidden" role="status">
        {t('loading')}
      </span>
      {Array.from({ length: rows }, (_, i) => (
        <span key={i} className={styles.skeletonRow} />
      ))}
    </div>
  );
}

export function ListError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation('member');
  return (
    <div className={styles.state} role="alert">
      <p>{t('centre.loadFailed')}</p>
      <button
        type="button"
        className={styles.secondaryButton}
        onClick={onRetry}
        disabled={retrying}
      >
        <RefreshCw aria-hidden="true" />
        {t('centre.retry')}
      </button>
    </div>
  );
}

export function ListEmpty({ text, to, action }: { text: string; to: string; action: ReactNode }) {
  return (
    <div className={styles.state}>
      <p>{text}</p>
      <Link to={to} className={styles.secondaryButton}>
        {action}
      </Link>
    </div>
  );
}
