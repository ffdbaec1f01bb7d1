import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Locale } from '@can/contracts';

const bundles = import.meta.glob<Record<string, unknown>>('../locales/*/*.json', {
  import: 'default',
  eager: true,
});

/** Every language and namespace, keyed as i18next resources. */
export function allResources(): Record<string, Record<string, Record<string, unknown>>> {
  const resources: Record<string, Record<string, Record<string, unknown>>> = {};
  for (const [path, bundle] of Object.entries(bundles)) {
    const [, locale, ns] = /\.\.\/locales\/([^/]+)\/([^/]+)\.json$/.exec(path) ?? [];
    if (!locale || !ns) continue;
    (resources[locale] ??= {})[ns] = bundle;
  }
  return resources;
}

/** Tests read the texts in English, the language the spec is written in. */
export async function initTestI18n(locale: Locale = 'en-US') {
  if (!i18next.isInitialized) {
    await i18next.use(initReactI18next).init({
      lng: locale,
      fallbackLng: 'zh-CN',
      defaultNS: 'common',
      ns: ['common', 'errors', 'home', 'weather'],
      resources: allResources(),
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
    });
  } else if (i18next.language !== locale) {
    await i18next.changeLanguage(locale);
  }
  return i18next;
}
