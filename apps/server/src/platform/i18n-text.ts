import { DEFAULT_LOCALE, type Locale } from '@can/contracts';

export type I18nText = Partial<Record<Locale, string>>;

/** Stores translated text as JSON; only the languages given are kept. */
export function i18n(text: I18nText): string {
  return JSON.stringify(text);
}

/**
 * The text in the locale; where an editor has not written it yet, English for a reader of
 * English, French or Korean (far more of them read it than Chinese), then zh-CN (the site's
 * default), then any language (issue 19).
 */
export function pickText(json: string | I18nText, locale: Locale): string {
  return textIn(json, locale).text;
}

/** `pickText` and the language it answered in, so a page can mark a fallback with `lang`. */
export function textIn(json: string | I18nText, locale: Locale): { text: string; lang: Locale } {
  const text: I18nText = typeof json === 'string' ? safeParse(json) : json;
  const order: Locale[] = locale === DEFAULT_LOCALE ? [locale] : [locale, 'en-US', DEFAULT_LOCALE];
  const lang =
    order.find((l) => text[l]) ?? (Object.keys(text) as Locale[]).find((l) => text[l]) ?? locale;
  return { text: text[lang] ?? '', lang };
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
