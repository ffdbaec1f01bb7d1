import { DEFAULT_LOCALE } from '@can/contracts/locale';
import { I18n } from './texts';

/**
 * The browser's one I18n. Its language is '' until app/i18n.ts has loaded the stored language's
 * texts: until then current-locale.ts answers from the stored choice, not from the fallback.
 */
export const i18n = new I18n({ lng: '', fallbackLng: DEFAULT_LOCALE });
