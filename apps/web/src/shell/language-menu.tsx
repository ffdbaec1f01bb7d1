import { useCallback, useId, useRef, useState } from 'react';
import { useTranslation } from '../lib/i18n';
import Check from 'lucide-react/icons/check';
import ChevronDown from 'lucide-react/icons/chevron-down';
import Globe from 'lucide-react/icons/globe';
import type { Locale } from '@can/contracts/locale';
import { currentLocale, switchLocale } from '../lib/current-locale';
import { closeOnFocusOut, useDismiss } from './use-dismiss';
import styles from './language-menu.module.css';

/**
 * All four languages of the site, each named in its own language. The spec's menu lists two, but
 * a reader of French or Korean must be able to get back to their language (decision 021).
 */
const OFFERED: readonly Locale[] = ['zh-CN', 'en-US', 'fr-FR', 'ko-KR'];
/** What the button shows below 992 px, where the header has little room. */
const SHORT: Record<Locale, string> = {
  'zh-CN': '中文',
  'en-US': 'EN',
  'fr-FR': 'FR',
  'ko-KR': '한국어',
};
const AUTONYM: Record<Locale, string> = {
  'zh-CN': '简体中文',
  'en-US': 'English',
  'fr-FR': 'Français',
  'ko-KR': '한국어',
};

export function LanguageMenu() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const active = currentLocale();

  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, close, rootRef, buttonRef);

  const choose = (locale: Locale) => {
    setOpen(false);
    if (locale !== active) switchLocale(locale);
  };

  return (
    <div className={styles.root} ref={rootRef} onBlur={closeOnFocusOut(close)}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.trigger}
        aria-expanded={open}
        aria-controls={listId}
        aria-label={`${t('language.button')}: ${AUTONYM[active]}`}
        onClick={() => setOpen((value) => !value)}
      >
        <Globe aria-hidden="true" className={styles.icon} />
        <span aria-hidden="true" className="only-wide">
          {AUTONYM[active]}
        </span>
        <span aria-hidden="true" className="only-narrow">
          {SHORT[active]}
        </span>
        <ChevronDown
          aria-hidden="true"
          className={`${styles.chevron} only-wide`}
          data-open={open}
        />
      </button>
      <ul id={listId} className={styles.list} hidden={!open} aria-label={t('language.menuLabel')}>
        {OFFERED.map((locale) => (
          <li key={locale}>
            <button
              type="button"
              lang={locale}
              translate="no"
              className={styles.option}
              aria-current={locale === active ? 'true' : undefined}
              onClick={() => choose(locale)}
            >
              <span>{AUTONYM[locale]}</span>
              {locale === active && <Check aria-hidden="true" className={styles.check} />}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
