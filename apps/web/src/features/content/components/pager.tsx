import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import styles from './pager.module.css';

/** Previous / next pages of a list, kept in the URL (?pageNum=2) so back and forward work. */
export function Pager({ page, pages }: { page: number; pages: number }) {
  const { t } = useTranslation('content');
  const location = useLocation();
  if (pages <= 1) return null;

  const hrefFor = (target: number) => {
    const params = new URLSearchParams(location.search);
    if (target === 1) params.delete('pageNum');
    else params.set('pageNum', String(target));
    const search = params.toString();
    return `${location.pathname}${search ? `?${search}` : ''}`;
  };

  return (
    <nav className={styles.pager} aria-label={t('pager.label')}>
      {page > 1 ? (
        <Link className={styles.step} to={hrefFor(page - 1)} rel="prev">
          <ChevronLeft aria-hidden="true" className={styles.icon} />
          {t('pager.previous')}
        </Link>
      ) : (
        <span className={styles.spacer} />
      )}
      <p className={`${styles.status} tabular-nums`} aria-live="polite">
        {t('pager.status', { page, pages })}
      </p>
      {page < pages ? (
        <Link className={styles.step} to={hrefFor(page + 1)} rel="next">
          {t('pager.next')}
          <ChevronRight aria-hidden="true" className={styles.icon} />
        </Link>
      ) : (
        <span className={styles.spacer} />
      )}
    </nav>
  );
}
