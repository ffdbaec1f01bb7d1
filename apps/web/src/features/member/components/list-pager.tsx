import { useTranslation } from '../../../lib/i18n';
import ChevronLeft from 'lucide-react/icons/chevron-left';
import ChevronRight from 'lucide-react/icons/chevron-right';
import styles from './centre.module.css';
import buttonStyles from '../../../ui/button/button.module.css';

/** Previous / next for one list of the member centre; hidden when everything fits one page. */
export function ListPager({
  section,
  page,
  pages,
  onPage,
}: {
  section: string;
  page: number;
  pages: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation('member');
  if (pages <= 1) return null;
  return (
    <nav className={styles.pager} aria-label={t('pager.label', { section })}>
      <button
        type="button"
        className={`${buttonStyles.outline} ${styles.pagerButton}`}
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        <ChevronLeft aria-hidden="true" />
        {t('pager.previous')}
      </button>
      <span className={styles.pagerStatus} aria-live="polite">
        {t('pager.status', { page, pages })}
      </span>
      <button
        type="button"
        className={`${buttonStyles.outline} ${styles.pagerButton}`}
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        {t('pager.next')}
        <ChevronRight aria-hidden="true" />
      </button>
    </nav>
  );
}
