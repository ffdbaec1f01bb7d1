import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Check, ChevronDown, Globe } from 'lucide-react';
import type { Locale } from '@can/contracts/locale';
import { currentLocale, switchLocale } from '../lib/current-locale';
import styles from './language-menu.module.css';

/** Spec section 1: the menu offers only Chinese and English. Names are shown in their own language. */
const OFFERED: readonly Locale[] = ['zh-CN', 'en-US'];
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

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const choose = (locale: Locale) => {
    setOpen(false);
    if (locale !== active) switchLocale(locale);
  };

  return (
    <div
      className={styles.root}
      ref={rootRef}
      onBlur={(event) => {
        if (!rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className={styles.trigger}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
      >
        <Globe aria-hidden="true" className={styles.icon} />
        <span className="visually-hidden">{t('language.button')}:</span>{' '}
        <span lang={active}>{AUTONYM[active]}</span>
        <ChevronDown aria-hidden="true" className={styles.chevron} data-open={open} />
      </button>
      <ul id={listId} className={styles.list} hidden={!open} aria-label={t('language.menuLabel')}>
        {OFFERED.map((locale) => (
          <li key={locale}>
            <button
              type="button"
              lang={locale}
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
