import { LOCALES, type Locale } from '@can/contracts/locale';

/** One translated text as the back office edits it: a string per interface language. */
export type TranslatedText = Partial<Record<Locale, string | undefined>>;

const isLocale = (key: string): key is Locale => (LOCALES as readonly string[]).includes(key);

/** Whether a value is a translated text: an object keyed only by languages, holding strings. */
export function isTranslatedText(value: unknown): value is TranslatedText {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
  const entries = Object.entries(value);
  return (
    entries.length > 0 &&
    entries.every(
      ([key, text]) => isLocale(key) && (text === undefined || typeof text === 'string'),
    )
  );
}

/** The dotted paths of a record's translated texts ("question", "timetable.0.note"), in order. */
export function translatedPaths(record: unknown, at = ''): string[] {
  if (isTranslatedText(record)) return at ? [at] : [];
  if (!record || typeof record !== 'object') return [];
  return Object.entries(record).flatMap(([key, value]) =>
    translatedPaths(value, at ? `${at}.${key}` : key),
  );
}

function translatedTexts(record: unknown): TranslatedText[] {
  if (isTranslatedText(record)) return [record];
  if (!record || typeof record !== 'object') return [];
  return Object.values(record).flatMap(translatedTexts);
}

const written = (text: TranslatedText, locale: Locale) => Boolean(text[locale]?.trim());

/**
 * The languages a record lacks, in LOCALES order: a language is missing when a translated text
 * written in some language is empty in it, or when nothing at all is written in it. A text empty
 * in every language (an optional caption left out) is not in use, so it counts against none.
 * A record without translated texts lacks nothing.
 */
export function missingLanguages(record: unknown): Locale[] {
  const texts = translatedTexts(record);
  if (texts.length === 0) return [];
  const inUse = texts.filter((text) => LOCALES.some((l) => written(text, l)));
  return LOCALES.filter(
    (locale) => inUse.length === 0 || inUse.some((text) => !written(text, locale)),
  );
}
