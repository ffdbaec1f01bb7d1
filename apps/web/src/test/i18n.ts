import type { Locale } from '@can/contracts';
import { i18n, type Bundle } from '../lib/i18n';

const bundles = import.meta.glob<Bundle>('../locales/*/*.json', {
  import: 'default',
  eager: true,
});

/** Every language and namespace: language → namespace → texts. */
export function allResources(): Record<string, Record<string, Bundle>> {
  const resources: Record<string, Record<string, Bundle>> = {};
  for (const [path, bundle] of Object.entries(bundles)) {
    const [, locale, ns] = /\.\.\/locales\/([^/]+)\/([^/]+)\.json$/.exec(path) ?? [];
    if (!locale || !ns) continue;
    (resources[locale] ??= {})[ns] = bundle;
  }
  return resources;
}

let loaded = false;

/** Tests read the texts in English, the language the spec is written in. */
export async function initTestI18n(locale: Locale = 'en-US') {
  if (!loaded) {
    for (const [lng, table] of Object.entries(allResources())) {
      for (const [ns, bundle] of Object.entries(table)) i18n.addResourceBundle(lng, ns, bundle);
    }
    loaded = true;
  }
  await i18n.changeLanguage(locale);
  return i18n;
}
