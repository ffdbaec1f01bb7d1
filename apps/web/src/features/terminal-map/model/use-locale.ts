import { useTranslation } from '../../../lib/i18n';
import { parseLocale } from '@can/contracts/locale';

/** The page's language, for query keys (answers are translated on the server). */
export function usePageLocale(): string {
  const { i18n } = useTranslation();
  return parseLocale(i18n.resolvedLanguage ?? i18n.language);
}
