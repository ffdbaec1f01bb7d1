import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Search from 'lucide-react/icons/search';
import X from 'lucide-react/icons/x';
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
  const inputId = useId();
  const [text, setText] = useState(keyword);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };

  return (
    <form className={styles.form} role="search" onSubmit={submit}>
      <label className={styles.label} htmlFor={inputId}>
        {t('search.label')}
      </label>
      <div className={styles.row}>
        <input
          id={inputId}
          className={styles.input}
          type="search"
          name="q"
          value={text}
          maxLength={100}
          placeholder={t('search.placeholder')}
          onChange={(event) => setText(event.target.value)}
        />
        {keyword && (
          <button
            type="button"
            className={styles.clear}
            onClick={() => {
              setText('');
              onSearch('');
            }}
          >
            <X aria-hidden="true" />
            {t('search.clear')}
          </button>
        )}
        <button type="submit" className={styles.submit}>
          <Search aria-hidden="true" />
          {t('search.submit')}
        </button>
      </div>
    </form>
  );
}
