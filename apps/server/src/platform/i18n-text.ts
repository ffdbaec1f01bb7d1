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
  const text: I18nText = typeof json === 'string' ? safeParse(json) : json;
  return (
    text[locale] ||
    (locale === DEFAULT_LOCALE ? undefined : text['en-US']) ||
    text[DEFAULT_LOCALE] ||
    Object.values(text).find(Boolean) ||
    ''
  );
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
