import type { ReactNode } from 'react';
import { AdminPage } from '../../shell/ui/admin-page';
import ui from '../../shell/ui/admin-ui.module.css';
import { useCatalogT } from '../model/use-catalog-t';
import styles from './catalog.module.css';

/**
 * One kind's page: the list (scrolling sideways inside its box on narrow screens), the editor
 * beside it when open, and a live region that announces what was saved.
 */
export function CatalogPage({
  title,
  actions,
  status,
  loading,
  failed,
  list,
  editor,
  filters,
}: {
  title: string;
  actions?: ReactNode;
  status: string;
  loading: boolean;
  failed: boolean;
  list: ReactNode;
  editor?: ReactNode;
  filters?: ReactNode;
}) {
  const { t } = useCatalogT();
  return (
    <AdminPage title={title} actions={actions}>
      <p role="status" className={`${ui.result} ${styles.status}`}>
        {status}
      </p>
      {filters}
      {loading ? (
        <p className={ui.empty}>{t('state.loading')}</p>
      ) : failed ? (
        <p className={ui.error}>{t('state.failed')}</p>
      ) : (
        <div className={editor ? `${ui.split} ${styles.body}` : styles.body}>
          {/* Focusable, so keyboard users can scroll a wide table sideways. */}
          <div
            className={ui.tableBox}
            tabIndex={0}
            role="region"
            aria-label={t('state.listOf', { title })}
          >
            {list}
          </div>
          {editor}
        </div>
      )}
    </AdminPage>
  );
}
