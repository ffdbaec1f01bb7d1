import { EDIT_LOCALES } from '../model/i18n-value';
import { useCatalogT } from '../model/use-catalog-t';
import styles from './catalog.module.css';
import { TextField } from './form-fields';

/**
 * One translated text: Chinese and English required, French and Korean optional (travellers
 * in those languages then read the Chinese text's fallback chain as the site defines it).
 */
export function I18nField({
  name,
  label,
  multiline,
  rows,
  hint,
}: {
  name: string;
  label: string;
  multiline?: boolean;
  rows?: number;
  hint?: string;
}) {
  const { t } = useCatalogT();
  return (
    <fieldset className={styles.i18n}>
      <legend>{label}</legend>
      {hint && <p className={styles.hint}>{hint}</p>}
      {EDIT_LOCALES.map((locale) => (
        <TextField
          key={locale}
          name={`${name}.${locale}`}
          label={t(`locale.${locale}`)}
          multiline={multiline}
          rows={rows}
        />
      ))}
    </fieldset>
  );
}
