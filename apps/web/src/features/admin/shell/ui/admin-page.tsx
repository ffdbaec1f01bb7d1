import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../../../lib/document-title';
import { useAdminT } from '../admin-language';
import styles from './admin-page.module.css';

/** A back-office page: its h1 (also the tab title), actions on the right, then the content. */
export function AdminPage({
  title,
  actions,
  children,
}: {
  title: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useAdminT();
  useDocumentTitle(`${title} · ${t('productName')}`);
  return (
    <section className={styles.page}>
      <header className={styles.head}>
        <h1 id="admin-page-title" className={styles.title} tabIndex={-1}>
          {title}
        </h1>
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </header>
      {children}
    </section>
  );
}
