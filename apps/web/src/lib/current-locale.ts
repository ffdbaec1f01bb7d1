import { i18n } from './i18n';
import { parseLocale, toApiLocale, type ApiLocale, type Locale } from '@can/contracts/locale';
import { urlAfterLanguageSwitch } from './language-switch';
import { serverContext } from './server-context';
import { readStored, writeStored } from './storage';
import { STORAGE_KEYS } from './storage-keys';

/** The language kept on the device; zh-CN when none or an unknown one is stored. */
export function storedLocale(): Locale {
  return parseLocale(readStored(STORAGE_KEYS.locale));
}

/**
 * Mirrors the stored language in the `locale` cookie, which the server reads to answer the page
 * in that language from its first byte (`<html lang>`, title). Local storage stays the source.
 */
export function mirrorLocaleCookie(locale: Locale): void {
  if (typeof document === 'undefined') return;
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `locale=${locale}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`;
}

/** The texts in use: the page's own when rendered on the server, else the browser's one. */
export const activeI18n = () => serverContext()?.i18n ?? i18n;

/** The interface language in use: the texts' once started, else the stored choice. */
export function currentLocale(): Locale {
  const rendering = serverContext();
  if (rendering) return rendering.locale;
  const active = i18n.resolvedLanguage ?? i18n.language;
  return active ? parseLocale(active) : storedLocale();
}

/** The `locale` header value (zh_CN, en_US, fr_FR, ko_KR). */
export function currentApiLocale(): ApiLocale {
  return toApiLocale(currentLocale());
}

/**
 * Spec section 2: switching the language stores it and reloads the page, at the address the
 * other language uses for it (urlKey suffix, counterpart headline; see language-switch.ts).
 */
export function switchLocale(locale: Locale): void {
  writeStored(STORAGE_KEYS.locale, locale);
  mirrorLocaleCookie(locale);
  window.location.assign(urlAfterLanguageSwitch(new URL(window.location.href), locale));
}
