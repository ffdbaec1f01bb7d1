import { useEffect, useId, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { CATEGORIES, KIND_CATEGORIES, type ShopFilters as Filters } from '../model/shop-filters';
import styles from './shops.module.css';
import { SearchBox } from '../../../ui/search-field';

const SELECTS = [
  ['terminal', ['T1', 'T2', 'T3']],
  ['flow', ['D', 'A']],
  ['scope', ['D', 'I']],
  ['side', ['before', 'after']],
  ['category', CATEGORIES],
] as const;

/** Terminal, level, area, security side, category, search as you type and "open now". */
export function ShopFilters({
  filters,
  onChange,
  fixedCategory,
}: {
  filters: Filters;
  onChange: (changes: Partial<Filters>) => void;
  fixedCategory?: boolean;
}) {
  const { t } = useTranslation('shops');
  const id = useId();
  const [text, setText] = useState(filters.keyword);
  useEffect(() => {
    if (text.trim() === filters.keyword) return;
    const timer = setTimeout(() => onChange({ keyword: text.trim() }), 300);
    return () => clearTimeout(timer);
  });

  return (
    <form
      className={styles.filters}
      role="search"
      aria-label={t('filters.label')}
      onSubmit={(e) => {
        e.preventDefault();
        onChange({ keyword: text.trim() });
      }}
    >
      <div className={styles.searchField}>
        <label htmlFor={`${id}-keyword`}>{t('filters.keyword')}</label>
        <SearchBox
          id={`${id}-keyword`}
          value={text}
          maxLength={40}
          placeholder={t('filters.keywordPlaceholder')}
          onChange={(e) => setText(e.target.value)}
        />
      </div>
      {SELECTS.filter(([key]) => !(fixedCategory && key === 'category')).map(([key, values]) => (
        <div key={key} className={styles.field}>
          <label htmlFor={`${id}-${key}`}>{t(`filters.${key}`)}</label>
          <select
            id={`${id}-${key}`}
            value={filters[key]}
            onChange={(e) => onChange({ [key]: e.target.value })}
          >
            <option value="">{t('filters.all')}</option>
            {(key === 'category' && KIND_CATEGORIES[filters.kind]
              ? KIND_CATEGORIES[filters.kind]!
              : values
            ).map((value) => (
              <option key={value} value={value}>
                {t(`${key}.${value}`)}
              </option>
            ))}
          </select>
        </div>
      ))}
      <label className={styles.check}>
        <input
          type="checkbox"
          checked={filters.openNow}
          onChange={(e) => onChange({ openNow: e.target.checked })}
        />
        {t('filters.openNow')}
      </label>
    </form>
  );
}
