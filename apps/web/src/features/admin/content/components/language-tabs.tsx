import { useRef, type KeyboardEvent } from 'react';
import { LOCALES, type Locale } from '@can/contracts/locale';
import { useAdminT } from '../../shell/admin-language';
import styles from './content.module.css';

/** One tab per interface language (WAI-ARIA tabs: arrows move, the panel follows). */
export function LanguageTabs({
  active,
  written,
  onSelect,
  idPrefix,
  labelledBy,
}: {
  active: Locale;
  written: (locale: Locale) => boolean;
  onSelect: (locale: Locale) => void;
  idPrefix: string;
  labelledBy: string;
}) {
  const { t } = useAdminT('admin-content');
  const tabs = useRef(new Map<Locale, HTMLButtonElement>());

  const onKeyDown = (event: KeyboardEvent) => {
    const index = LOCALES.indexOf(active);
    let next: number;
    if (event.key === 'ArrowRight') next = (index + 1) % LOCALES.length;
    else if (event.key === 'ArrowLeft') next = (index - 1 + LOCALES.length) % LOCALES.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = LOCALES.length - 1;
    else return;
    event.preventDefault();
    const locale = LOCALES[next]!;
    onSelect(locale);
    tabs.current.get(locale)?.focus();
  };

  return (
    <div role="tablist" aria-labelledby={labelledBy} className={styles.tabs} onKeyDown={onKeyDown}>
      {LOCALES.map((locale) => {
        const selected = locale === active;
        return (
          <button
            key={locale}
            ref={(node) => {
              if (node) tabs.current.set(locale, node);
              else tabs.current.delete(locale);
            }}
            type="button"
            role="tab"
            id={`${idPrefix}-tab-${locale}`}
            aria-selected={selected}
            aria-controls={selected ? `${idPrefix}-panel` : undefined}
            tabIndex={selected ? 0 : -1}
            className={styles.tab}
            onClick={() => onSelect(locale)}
          >
            <span lang={locale}>{t(`locale.${locale}`)}</span>
            <span className={written(locale) ? styles.written : styles.notWritten}>
              {t(written(locale) ? 'editor.filled' : 'editor.empty')}
            </span>
          </button>
        );
      })}
    </div>
  );
}
