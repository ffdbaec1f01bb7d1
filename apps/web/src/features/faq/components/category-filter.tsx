import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { FaqCategoriesData } from '@can/contracts/faq';
import { faqSearch } from '../model/faq-url-state';
import styles from './category-filter.module.css';

/**
 * The category filter: "all" and the five categories as links (each a linkable view, so back
 * works), the current one marked for assistive technology with aria-current.
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
      <ul className={styles.list}>
        {entries.map((entry) => (
          <li key={entry.key || 'all'}>
            <Link
              className={styles.chip}
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
