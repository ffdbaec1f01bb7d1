import { i18n, useTranslation } from '../../../lib/i18n';
import { loadTexts } from '../../../lib/namespace-texts';
import { NAMESPACES_AT_START } from './admin-namespaces';

/*
 * The back office's own texts (admin*.json, zh-CN and en-US): their URLs are known only here,
 * so the public pages' code does not carry them.
 */
const adminBundleUrls = import.meta.glob<string>('../../../locales/*/admin*.json', {
  query: '?url',
  import: 'default',
  eager: true,
});

async function loadAdminTexts(ns: string): Promise<void> {
  const locale = i18n.resolvedLanguage ?? i18n.language;
  if (i18n.hasResourceBundle(locale, ns)) return;
  const url = adminBundleUrls[`../../../locales/${locale}/${ns}.json`];
  if (!url) return;
  const response = await fetch(url, { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`${ns} texts: HTTP ${response.status}`);
  i18n.addResourceBundle(locale, ns, await response.json());
}

/** The back office speaks zh-CN and en-US; staff using French or Korean get English. */
export const ADMIN_LOCALES = ['zh-CN', 'en-US'] as const;

export function isAdminLocale(locale: string): boolean {
  return (ADMIN_LOCALES as readonly string[]).includes(locale);
}

/**
 * Switches the page (not the stored choice) to a back-office language when needed and loads
 * the texts the frame uses. Resolves when they are there.
 */
export async function prepareAdminTexts(namespaces: readonly string[]): Promise<void> {
  const active = i18n.resolvedLanguage ?? i18n.language;
  if (!isAdminLocale(active)) {
    await i18n.changeLanguage('en-US');
    await Promise.all(NAMESPACES_AT_START.map((ns) => loadTexts(ns).catch(() => undefined)));
  }
  await Promise.all(namespaces.map((ns) => loadAdminTexts(ns).catch(() => undefined)));
}

/** useTranslation for back-office pages; the namespace is loaded by the admin frame. */
export const useAdminT = (ns = 'admin') => useTranslation(ns);
