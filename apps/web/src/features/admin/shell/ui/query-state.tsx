import type { ReactNode } from 'react';
import { useAdminT } from '../admin-language';
import ui from './admin-ui.module.css';

/** A search's answer: its failure with a retry button, a loading line, or the results. */
export function QueryState<T>({
  query,
  children,
}: {
  query: { isError: boolean; data: T | undefined; refetch: () => Promise<unknown> };
  children: (data: T) => ReactNode;
}) {
  const { t } = useAdminT();
  if (query.isError) {
    return (
      <p className={ui.error} role="alert">
        {t('loadFailed')}{' '}
        <button type="button" className={ui.button} onClick={() => void query.refetch()}>
          {t('retry')}
        </button>
      </p>
    );
  }
  if (query.data === undefined) return <p role="status">{t('loading')}</p>;
  return children(query.data);
}
