import { useId, type ChangeEvent } from 'react';
import {
  MISSING_FILTER_LOCALES,
  type MissingFilterLocale,
} from '@can/contracts/admin-content-paths';
import { useAdminT } from '../admin-language';
import ui from './admin-ui.module.css';

/** "" for every record, else the language the records shown lack. */
export type MissingChoice = '' | MissingFilterLocale;

export const isMissingChoice = (value: string): value is MissingChoice =>
  value === '' || (MISSING_FILTER_LOCALES as readonly string[]).includes(value);

/**
 * A list filter "All / Missing French / Missing Korean". Controlled (`value` and `onChange`) for
 * a list filtered as it stands, or named and uncontrolled (`name`, `defaultValue`) in a form.
 */
export function MissingFilter(
  props:
    | { value: MissingChoice; onChange: (choice: MissingChoice) => void }
    | { name: string; defaultValue: MissingChoice },
) {
  const { t } = useAdminT();
  const id = useId();
  const choice =
    'onChange' in props
      ? {
          value: props.value,
          onChange: (event: ChangeEvent<HTMLSelectElement>) => {
            if (isMissingChoice(event.target.value)) props.onChange(event.target.value);
          },
        }
      : { name: props.name, defaultValue: props.defaultValue };
  return (
    <div className={ui.field}>
      <label htmlFor={id}>{t('languages.filter')}</label>
      <select id={id} {...choice}>
        <option value="">{t('languages.filterAll')}</option>
        {MISSING_FILTER_LOCALES.map((locale) => (
          <option key={locale} value={locale}>
            {t('languages.filterMissing', { language: t(`languages.name.${locale}`) })}
          </option>
        ))}
      </select>
    </div>
  );
}
