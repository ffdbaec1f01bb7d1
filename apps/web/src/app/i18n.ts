import { i18n } from '../lib/i18n';
import type { Locale } from '@can/contracts/locale';
import { mirrorLocaleCookie, storedLocale } from '../lib/current-locale';

/** Every namespace, loaded at start (small JSON files); `frame` is the page frame's. */
export const NAMESPACES = [
  'common',
  'errors',
  'home',
  'weather',
  'frame',
  'navigation',
  'content',
] as const;

type Bundle = Record<string, unknown>;

// Hashed URLs of every language's files; only the active language's are fetched, as JSON
// (cheaper to parse than the same texts compiled into JavaScript modules).
const bundleUrls = import.meta.glob<string>(['../locales/*/*.json', '!../locales/*/admin*.json'], {
  query: '?url',
  import: 'default',
  eager: true,
});

/** One namespace's texts; a failed download leaves it empty rather than the page blank. */
async function loadBundle(locale: Locale, ns: string): Promise<Bundle> {
  const url = bundleUrls[`../locales/${locale}/${ns}.json`];
  if (!url) return {};
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const response = await fetch(url, { credentials: 'same-origin' });
      if (response.ok) return (await response.json()) as Bundle;
    } catch {
      // Network hiccup: one more try below.
    }
  }
  return {};
}

async function loadLanguage(locale: Locale): Promise<Record<string, Bundle>> {
  const entries = await Promise.all(
    NAMESPACES.map(async (ns) => [ns, await loadBundle(locale, ns)] as const),
  );
  return Object.fromEntries(entries);
}

function syncHtmlLang(locale: string) {
  document.documentElement.lang = locale;
  // The installable app's name in the reader's language (the server's page links it too).
  document
    .querySelector('link[rel="manifest"]')
    ?.setAttribute('href', `/manifest.${locale}.webmanifest`);
}

/**
 * Starts the texts in the stored language (zh-CN by default). Switching reloads the page
 * (spec section 2), so one language per page view is enough. Every key exists in all four
 * languages (checked by a unit test), so the zh-CN fallback is never needed at runtime.
 */
export async function initI18n(locale: Locale = storedLocale()) {
  // A reader whose cookie says otherwise (first visit, cleared cookies) gets it set again.
  mirrorLocaleCookie(locale);
  for (const [ns, bundle] of Object.entries(await loadLanguage(locale))) {
    i18n.addResourceBundle(locale, ns, bundle);
  }
  await i18n.changeLanguage(locale);
  i18n.on('languageChanged', syncHtmlLang);
  syncHtmlLang(locale);
  return i18n;
}
