import { Fragment } from 'react';
import type { Locale } from '@can/contracts/locale';
import { useAdminT } from '../admin-language';
import styles from './missing-badge.module.css';

/**
 * A list row's marker for the languages a record lacks: "Missing: FR, KO" on screen (each code
 * an abbreviation with its name), "Missing: French and Korean" for screen readers. Nothing when
 * none is missing, unless `completeText` asks for a word there.
 */
export function MissingBadge({
  locales,
  completeText = false,
}: {
  locales: readonly Locale[];
  completeText?: boolean;
}) {
  const { t, i18n } = useAdminT();
  if (locales.length === 0)
    return completeText ? (
      <span className={styles.complete}>{t('languages.allWritten')}</span>
    ) : null;
  const names = new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(
    locales.map((locale) => t(`languages.name.${locale}`)),
  );
  return (
    <span className={styles.badge}>
      <span aria-hidden="true">
        {t('languages.missingShort')}{' '}
        {locales.map((locale, i) => (
          <Fragment key={locale}>
            {i > 0 && t('languages.separator')}
            <abbr title={t(`languages.name.${locale}`)}>{t(`languages.short.${locale}`)}</abbr>
          </Fragment>
        ))}
      </span>
      <span className="visually-hidden">{t('languages.missingFull', { languages: names })}</span>
    </span>
  );
}
