import { useEffect, useState, type ReactNode } from 'react';
import { parseLocale } from '@can/contracts/locale';
import { activeI18n } from './current-locale';
import { serverContext } from './server-context';

/*
 * Texts of a feature's own namespace (`flights`, `faq`, `member`…) load with its pages, not
 * with `/`: the hashed URL of each language's file is known at build time (only the URL strings
 * are in this module) and the active language's file is fetched on first use.
 */
const bundleUrls = import.meta.glob<string>(['../locales/*/*.json', '!../locales/*/admin*.json'], {
  query: '?url',
  import: 'default',
  eager: true,
});

const pending = new Map<string, Promise<void>>();

function activeLocale() {
  const i18n = activeI18n();
  return parseLocale(i18n.resolvedLanguage ?? i18n.language);
}

export function areTextsLoaded(ns: string): boolean {
  return activeI18n().hasResourceBundle(activeLocale(), ns);
}

/** Fetches the active language's texts of `ns` once; a failure is retried on the next call. */
export function loadTexts(ns: string): Promise<void> {
  if (areTextsLoaded(ns)) return Promise.resolve();
  const running = pending.get(ns);
  if (running) return running;
  const loading = (async () => {
    const locale = activeLocale();
    const url = bundleUrls[`../locales/${locale}/${ns}.json`];
    if (!url) return;
    const response = await fetch(url, { credentials: 'same-origin' });
    if (!response.ok) throw new Error(`${ns} texts: HTTP ${response.status}`);
    activeI18n().addResourceBundle(locale, ns, await response.json());
  })().finally(() => pending.delete(ns));
  pending.set(ns, loading);
  return loading;
}

/**
 * Renders its children once the texts of `ns` are there, `fallback` (a skeleton of the same
 * size, no words) until then. A failed download shows the children anyway: keys beat a blank page.
 */
export function NamespaceTexts({
  ns,
  children,
  fallback,
}: {
  ns: string;
  children: ReactNode;
  fallback: ReactNode;
}) {
  // A page rendered on the server names the texts it showed, so the browser has them first.
  serverContext()?.namespaces.add(ns);
  const [ready, setReady] = useState(() => areTextsLoaded(ns));
  useEffect(() => {
    if (ready) return;
    let live = true;
    const done = () => {
      if (live) setReady(true);
    };
    loadTexts(ns).then(done, done);
    return () => {
      live = false;
    };
  }, [ns, ready]);
  return ready ? children : fallback;
}
