import { useAdminT } from '../../shell/admin-language';
import { useEditLanguage } from '../model/edit-language';
import { TextField } from './form-fields';

/**
 * One translated text, in the language the editor's tabs have chosen ("Name · Français"); the
 * other languages stay in the form's values and are sent with them. Chinese and English are
 * required, French and Korean optional (travellers in those languages then read the fallback
 * chain the site defines).
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
  const { t } = useAdminT();
  const locale = useEditLanguage();
  return (
    <TextField
      key={locale}
      name={`${name}.${locale}`}
      label={`${label} · ${t(`languages.native.${locale}`)}`}
      lang={locale}
      hint={hint}
      multiline={multiline}
      rows={rows}
    />
  );
}
