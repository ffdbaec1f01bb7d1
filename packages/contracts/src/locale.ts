/** The four interface languages. zh-CN is the default and the fallback (spec section 1). */
export const LOCALES = ['zh-CN', 'en-US', 'fr-FR', 'ko-KR'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'zh-CN';

/** The wire form of a locale, sent in the `locale` request header. */
export const API_LOCALES = ['zh_CN', 'en_US', 'fr_FR', 'ko_KR'] as const;
export type ApiLocale = (typeof API_LOCALES)[number];
export const DEFAULT_API_LOCALE: ApiLocale = 'zh_CN';

export function toApiLocale(locale: Locale): ApiLocale {
  return locale.replace('-', '_') as ApiLocale;
}

/** Reads any spelling (zh_CN, zh-cn, en, ko-KR…) into a supported locale, else the default. */
export function parseLocale(value: string | null | undefined): Locale {
  if (!value) return DEFAULT_LOCALE;
  const normalized = value.trim().replace('_', '-').toLowerCase();
  const exact = LOCALES.find((l) => l.toLowerCase() === normalized);
  if (exact) return exact;
  const language = normalized.split('-')[0];
  return LOCALES.find((l) => l.startsWith(`${language}-`)) ?? DEFAULT_LOCALE;
}

export const AIRPORT_TIME_ZONE = 'Asia/Shanghai';
export const AIRPORT_CODE = 'CAN';
