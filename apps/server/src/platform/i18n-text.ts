import { DEFAULT_LOCALE, type Locale } from '@can/contracts';

export type I18nText = Partial<Record<Locale, string>>;

/** Stores translated text as JSON; only the languages given are kept. */
export function i18n(text: I18nText): string {
  return JSON.stringify(text);
}

/** The text in the locale, falling back to zh-CN (the site's default), then any language. */
export function pickText(json: string | I18nText, locale: Locale): string {
  const text: I18nText = typeof json === 'string' ? safeParse(json) : json;
  return text[locale] || text[DEFAULT_LOCALE] || Object.values(text).find(Boolean) || '';
}

/** Whether the text exists in the locale itself (no fallback). */
export function hasText(json: string, locale: Locale): boolean {
  return Boolean(safeParse(json)[locale]);
}

function safeParse(json: string): I18nText {
  try {
    const value = JSON.parse(json) as unknown;
    return value && typeof value === 'object' ? (value as I18nText) : {};
  } catch {
    return {};
  }
}
