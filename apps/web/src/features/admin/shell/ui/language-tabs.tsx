import { useRef, type KeyboardEvent } from 'react';
import { LOCALES, type Locale } from '@can/contracts/locale';
import { useAdminT } from '../admin-language';
import styles from './language-tabs.module.css';

/** The element ids of a set of language tabs: one tab per language, one panel for all. */
export const languageTabIds = (idPrefix: string) => ({
  tab: (locale: Locale) => `${idPrefix}-tab-${locale}`,
  panel: `${idPrefix}-panel`,
});

/**
 * One tab per interface language, each saying in words whether its language is complete for
 * the record (WAI-ARIA tabs: arrows, Home and End move and select, the one panel follows).
 * Give the panel `languageTabIds(idPrefix).panel` as id, labelled by the selected tab.
 */
export function LanguageTabs({
  active,
  complete,
  onSelect,
  idPrefix,
  labelledBy,
}: {
  active: Locale;
  complete: (locale: Locale) => boolean;
  onSelect: (locale: Locale) => void;
  idPrefix: string;
  /** The id of the tabs' visible label; without it they are named "Languages". */
  labelledBy?: string;
}) {
  const { t } = useAdminT();
  const tabs = useRef(new Map<Locale, HTMLButtonElement>());
  const ids = languageTabIds(idPrefix);

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
    <div
      role="tablist"
      aria-labelledby={labelledBy}
      aria-label={labelledBy ? undefined : t('languages.tabs')}
      className={styles.tabs}
      onKeyDown={onKeyDown}
    >
      {LOCALES.map((locale) => {
        const selected = locale === active;
        const done = complete(locale);
        return (
          <button
            key={locale}
            ref={(node) => {
              if (node) tabs.current.set(locale, node);
              else tabs.current.delete(locale);
            }}
            type="button"
            role="tab"
            id={ids.tab(locale)}
            aria-selected={selected}
            aria-controls={selected ? ids.panel : undefined}
            tabIndex={selected ? 0 : -1}
            className={styles.tab}
            onClick={() => onSelect(locale)}
          >
            <span lang={locale}>{t(`languages.native.${locale}`)}</span>{' '}
            <span className={done ? styles.complete : styles.missing}>
              {t(done ? 'languages.complete' : 'languages.missing')}
            </span>
          </button>
        );
      })}
    </div>
  );
}
