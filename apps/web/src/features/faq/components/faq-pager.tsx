import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import ChevronLeft from 'lucide-react/icons/chevron-left';
import ChevronRight from 'lucide-react/icons/chevron-right';
import { faqSearch, type FaqUrlState } from '../model/faq-url-state';
import styles from './faq-pager.module.css';

/** Previous / next page of questions, as links (?pageNum=2) so back and forward work. */
export function FaqPager({
  state,
  page,
  pages,
}: {
  state: FaqUrlState;
  page: number;
  pages: number;
}) {
  const { t } = useTranslation('faq');
  const { pathname } = useLocation();
  if (pages <= 1) return null;
  const hrefFor = (pageNum: number) =>
    `${pathname}${faqSearch({ category: state.category, keyword: state.keyword, pageNum })}`;
  return (
    <nav className={styles.pager} aria-label={t('pager.label')}>
      {page > 1 ? (
        <Link className={styles.step} to={hrefFor(page - 1)} rel="prev">
          <ChevronLeft aria-hidden="true" />
          {t('pager.previous')}
        </Link>
      ) : (
        <span />
      )}
      <p className={`${styles.status} tabular-nums`}>{t('pager.status', { page, pages })}</p>
      {page < pages ? (
        <Link className={styles.step} to={hrefFor(page + 1)} rel="next">
          {t('pager.next')}
          <ChevronRight aria-hidden="true" />
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
