import { DEFAULT_LOCALE, LOCALES, type Locale } from '@can/contracts/locale';
import { I18n, type Bundle } from '../lib/i18n';

// The server has every language's texts at hand (the browser fetches only its own).
const bundles = import.meta.glob<Bundle>(['../locales/*/*.json', '!../locales/*/admin*.json'], {
  import: 'default',
  eager: true,
});

function resources(): Record<string, Record<string, Bundle>> {
  const all: Record<string, Record<string, Bundle>> = {};
  for (const [file, bundle] of Object.entries(bundles)) {
    const [, locale, ns] = /\/locales\/([^/]+)\/([^/]+)\.json$/.exec(file) ?? [];
    if (!locale || !ns || !(LOCALES as readonly string[]).includes(locale)) continue;
    (all[locale] ??= {})[ns] = bundle;
  }
  return all;
}

let shared: I18n | undefined;

/** The server's one I18n, holding every language; each page gets a light clone of it. */
function sharedI18n(): I18n {
  shared ??= new I18n({ lng: DEFAULT_LOCALE, fallbackLng: DEFAULT_LOCALE, resources: resources() });
  return shared;
}

/** The texts of one page in `locale` (shares the texts, not the language, with other pages). */
export function pageI18n(locale: Locale): I18n {
  return sharedI18n().cloneInstance({ lng: locale });
}
