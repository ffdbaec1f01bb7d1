import { useState, type FormEvent } from 'react';
import { useAdminT } from '../../shell/admin-language';
import ui from '../../shell/ui/admin-ui.module.css';
import styles from './feedback.module.css';

/** Words to look for in title, sender, address and message; submitted, not as-you-type. */
export function FeedbackSearch({
  keyword,
  onSearch,
}: {
  keyword: string;
  onSearch: (keyword: string) => void;
}) {
  const { t } = useAdminT('admin-service');
  const [text, setText] = useState(keyword);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <form role="search" className={styles.search} onSubmit={submit}>
      <div className={styles.searchField}>
        <label className={ui.label} htmlFor="feedback-search">
          {t('feedback.searchLabel')}
        </label>
        <input
          id="feedback-search"
          className={ui.input}
          type="search"
          value={text}
          maxLength={100}
          aria-describedby="feedback-search-hint"
          onChange={(e) => setText(e.target.value)}
        />
      </div>
      <button type="submit" className={ui.buttonPrimary}>
        {t('feedback.search')}
      </button>
      {keyword ? (
        <button
          type="button"
          className={ui.button}
          onClick={() => {
            setText('');
            onSearch('');
          }}
        >
          {t('feedback.clearSearch')}
        </button>
      ) : null}
      {/* Under the field and its buttons, so the buttons stay beside the field. */}
      <p id="feedback-search-hint" className={`${ui.hint} ${ui.toolbarNote}`}>
        {t('feedback.searchHint')}
      </p>
    </form>
  );
}
