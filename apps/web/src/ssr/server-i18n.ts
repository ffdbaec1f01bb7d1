import { createInstance, type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@can/contracts/locale';

type Bundle = Record<string, unknown>;

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

let shared: i18n | undefined;

/** The server's one i18next, holding every language; each page gets a light clone of it. */
function sharedI18n(): i18n {
  if (!shared) {
    const all = resources();
    shared = createInstance();
    void shared.use(initReactI18next).init({
      lng: DEFAULT_LOCALE,
      fallbackLng: DEFAULT_LOCALE,
      ns: Object.keys(all[DEFAULT_LOCALE] ?? {}),
      defaultNS: 'common',
      resources: all,
      initAsync: false,
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
    });
  }
  return shared;
}

/** The texts of one page in `locale` (shares the texts, not the language, with other pages). */
export function pageI18n(locale: Locale): i18n {
  return sharedI18n().cloneInstance({ lng: locale });
}
