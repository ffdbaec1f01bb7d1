import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/i18n';
import X from 'lucide-react/icons/x';
import { FilterBar, FilterBarButton } from '../../../ui/filter-bar';
import styles from './faq-search-form.module.css';

/**
 * Search the questions and answers; the words go into the URL (?q=) on submit. Give it
 * key={keyword} so a change of the URL (back, a link) resets the field.
 */
export function FaqSearchForm({
  keyword,
  onSearch,
}: {
  keyword: string;
  onSearch: (keyword: string) => void;
}) {
  const { t } = useTranslation('faq');
  const [text, setText] = useState(keyword);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };

  return (
    <FilterBar
      stack
      onSubmit={submit}
      label={t('search.label')}
      labelClassName={styles.label}
      input={{
        name: 'q',
        value: text,
        maxLength: 100,
        placeholder: t('search.placeholder'),
        onChange: (event) => setText(event.target.value),
      }}
      submit={t('search.submit')}
    >
      {keyword && (
        <FilterBarButton
          onClick={() => {
            setText('');
            onSearch('');
          }}
        >
          <X aria-hidden="true" />
          {t('search.clear')}
        </FilterBarButton>
      )}
    </FilterBar>
  );
}
