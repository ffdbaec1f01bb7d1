import { readFileSync } from 'node:fs';
import { LOCALES, parseLocale, type Locale } from '@can/contracts/locale';
import { message } from './messages';

/**
 * The reader's language as the page's first byte has it: the web app keeps the choice in local
 * storage under `locale` (spec section 2) and mirrors it in a cookie of the same name; no cookie,
 * or an unknown value, means zh-CN.
 */
export const LOCALE_COOKIE = 'locale';

export function localeFromCookie(header: string | undefined): Locale {
  const value = header
    ?.split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${LOCALE_COOKIE}=`))
    ?.slice(LOCALE_COOKIE.length + 1);
  return parseLocale(value ? decodeURIComponent(value) : undefined);
}

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/**
 * The built page in one language: `<html lang>`, title, description, the installable app's
 * manifest (offline-app.ts) and no-script text.
 */
export function localizedShell(html: string, locale: Locale): string {
  return html
    .replace(/<html lang="[^"]*">/, `<html lang="${locale}">`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(message(locale, 'pageTitle'))}</title>`)
    .replace(
      /(<meta\s+name="description"\s+content=")[^"]*(")/,
      `$1${escapeHtml(message(locale, 'pageDescription'))}$2`,
    )
    .replace(/(<link rel="manifest" href=")[^"]*(")/, `$1/manifest.${locale}.webmanifest$2`)
    .replace(
      /<noscript>[\s\S]*?<\/noscript>/,
      `<noscript>${escapeHtml(message(locale, 'pageNoScript'))}</noscript>`,
    );
}

/** The page in every language, made once from the built index.html. */
export function loadPageShells(indexFile: string): Record<Locale, string> {
  const html = readFileSync(indexFile, 'utf8');
  return Object.fromEntries(LOCALES.map((l) => [l, localizedShell(html, l)])) as Record<
    Locale,
    string
  >;
}
