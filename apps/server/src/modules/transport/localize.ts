import { LOCALES, type Locale } from '@can/contracts';
import { pickText, type I18nText } from '../../platform/i18n-text';

const isText = (value: object): value is I18nText => {
  const keys = Object.keys(value);
  return keys.length > 0 && keys.every((k) => (LOCALES as readonly string[]).includes(k));
};

/**
 * Stored transport items hold translated texts as locale-keyed objects anywhere inside; this
 * answers the item with each of them replaced by the text in the request's language.
 */
export function localize(value: unknown, locale: Locale): unknown {
  if (Array.isArray(value)) return value.map((v) => localize(v, locale));
  if (value && typeof value === 'object') {
    if (isText(value)) return pickText(value, locale);
    if (Object.keys(value).length === 0) return '';
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, localize(v, locale)]));
  }
  return value;
}
