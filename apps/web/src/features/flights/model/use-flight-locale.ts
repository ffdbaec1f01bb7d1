import { useTranslation } from 'react-i18next';
import { parseLocale, type Locale } from '@can/contracts/locale';

/** The reader's language, for picking the Cn/En/Fr/Kr fields of a flight record. */
export function useFlightLocale(): Locale {
  const { i18n } = useTranslation('flights');
  return parseLocale(i18n.resolvedLanguage ?? i18n.language);
}
