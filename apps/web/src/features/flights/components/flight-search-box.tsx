import { useEffect, useId, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { X } from 'lucide-react';
import { SearchBox } from '../../../ui/search-field';
import { isSearchable } from '../model/board-params';
import styles from './flight-search-box.module.css';

export const SEARCH_DEBOUNCE_MS = 300;

/**
 * Answers as you type: the keyword goes to the URL (and so to searchFlight) 300 ms after the
 * last key, at once on Enter. `q` is the keyword in the URL; back and forward set the field.
 */
export function FlightSearchBox({
  q,
  onSearch,
  action,
  keep = {},
}: {
  q: string;
  onSearch: (keyword: string) => void;
  /** The board's address: without scripts the search is a plain GET form to it (?keyword=). */
  action: string;
  /** The board's other choices, sent along by the plain form. */
  keep?: Record<string, string>;
}) {
  const { t } = useTranslation('flights');
  const id = useId();
  const [text, setText] = useState(q);
  const [seenQ, setSeenQ] = useState(q);
  if (q !== seenQ) {
    // The URL changed from outside (back, a filter link): show its keyword.
    setSeenQ(q);
    if (q !== text.trim()) setText(q);
  }
  const wanted = isSearchable(text) ? text.trim() : '';

  useEffect(() => {
    if (wanted === q) return;
    const timer = setTimeout(() => onSearch(wanted), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [wanted, q, onSearch]);

  return (
    <form
      role="search"
      method="get"
      action={action}
      className={styles.search}
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(wanted);
      }}
    >
      <label className={styles.label} htmlFor={id}>
        {t('search.label')}
      </label>
      <div className={styles.field}>
        <SearchBox
          large
          className={styles.box}
          id={id}
          name="keyword"
          value={text}
          maxLength={40}
          autoComplete="off"
          enterKeyHint="search"
          spellCheck={false}
          placeholder={t('search.placeholder')}
          aria-describedby={`${id}-hint`}
          onChange={(event) => setText(event.target.value)}
          data-testid="flight-search"
        />
        {text ? (
          <button
            type="button"
            className={styles.clear}
            aria-label={t('search.clear')}
            onClick={() => {
              setText('');
              onSearch('');
            }}
          >
            <X aria-hidden="true" focusable="false" />
          </button>
        ) : null}
      </div>
      {Object.entries(keep).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <p id={`${id}-hint`} className={styles.hint}>
        {t('search.hint')}
      </p>
    </form>
  );
}
