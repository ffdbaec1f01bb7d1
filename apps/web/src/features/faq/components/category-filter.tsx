import { useTranslation } from '../../../lib/i18n';
import { Link, useLocation } from 'react-router';
import type { FaqCategoriesData } from '@can/contracts/faq';
import tabs from '../../../ui/tabs/tabs.module.css';
import { faqSearch } from '../model/faq-url-state';
import styles from './category-filter.module.css';

/**
 * The category filter: "all" and the five categories as links (each a linkable view, so back
 * works), the current one marked for assistive technology with aria-current. The pills of
 * ui/tabs (LinkTabs has no place for the counts), smaller.
 */
export function CategoryFilter({
  data,
  current,
  keyword,
}: {
  data: FaqCategoriesData | undefined;
  current: string;
  keyword: string;
}) {
  const { t } = useTranslation('faq');
  const { pathname } = useLocation();
  const entries = [
    { key: '', name: t('categories.all'), count: data?.total },
    ...(data?.categories ?? []),
  ];
  return (
    <nav className={styles.filter} aria-label={t('categories.label')}>
      <ul className={tabs.tabs}>
        {entries.map((entry) => (
          <li key={entry.key || 'all'}>
            <Link
              className={`${tabs.tab} ${styles.chip}`}
              to={`${pathname}${faqSearch({ category: entry.key, keyword })}`}
              aria-current={entry.key === current ? 'page' : undefined}
              data-category={entry.key || 'all'}
            >
              {entry.name}
              {entry.count !== undefined && (
                <span className={`${styles.count} tabular-nums`}>
                  <span className="visually-hidden">{t('categories.countPrefix')}</span>
                  {entry.count}
                </span>
              )}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
