import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n';
import RefreshCw from 'lucide-react/icons/refresh-cw';
import { Button, ButtonLink } from '../../../ui/button';
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
      <Button onClick={onRetry} disabled={retrying}>
        <RefreshCw aria-hidden="true" />
        {t('centre.retry')}
      </Button>
    </div>
  );
}

export function ListEmpty({ text, to, action }: { text: string; to: string; action: ReactNode }) {
  return (
    <div className={styles.state}>
      <p>{text}</p>
      <ButtonLink to={to}>{action}</ButtonLink>
    </div>
  );
}
