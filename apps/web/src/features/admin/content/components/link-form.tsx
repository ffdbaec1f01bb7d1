import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../../lib/i18n';
import styles from './rich-text-editor.module.css';

/** The schemes the server keeps in links (platform/html-sanitizer.ts). */
const ALLOWED = /^(https?:\/\/[^\s]+|mailto:[^\s]+|tel:[+\d][\d\s-]*|\/[^\s]*)$/i;

/** Adds, changes or removes the link on the selected text. */
export function LinkForm({
  initial,
  onApply,
  onCancel,
}: {
  initial: string;
  onApply: (href: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('admin-content');
  const [href, setHref] = useState(initial);
  const [invalid, setInvalid] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const id = useId();

  useEffect(() => input.current?.focus(), []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = href.trim();
    if (value && !ALLOWED.test(value)) {
      setInvalid(true);
      input.current?.focus();
      return;
    }
    onApply(value);
  };

  return (
    <form
      className={styles.linkForm}
      onSubmit={submit}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.preventDefault();
          onCancel();
        }
      }}
    >
      <label htmlFor={`${id}-href`}>{t('toolbar.linkAddress')}</label>
      <input
        ref={input}
        id={`${id}-href`}
        type="text"
        inputMode="url"
        value={href}
        placeholder="https://"
        aria-invalid={invalid || undefined}
        aria-describedby={`${id}-hint`}
        onChange={(event) => {
          setHref(event.target.value);
          setInvalid(false);
        }}
      />
      <span id={`${id}-hint`} className={invalid ? styles.linkError : styles.linkHint}>
        {invalid ? t('toolbar.linkInvalid') : t('toolbar.linkHint')}
      </span>
      <div className={styles.linkActions}>
        <button type="submit" className={styles.linkButton}>
          {t('toolbar.linkApply')}
        </button>
        {initial && (
          <button type="button" className={styles.linkButton} onClick={() => onApply('')}>
            {t('toolbar.linkRemove')}
          </button>
        )}
        <button type="button" className={styles.linkButton} onClick={onCancel}>
          {t('toolbar.linkCancel')}
        </button>
      </div>
    </form>
  );
}
