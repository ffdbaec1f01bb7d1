import { useEffect, useState, type ReactNode } from 'react';
import i18next from 'i18next';
import { parseLocale } from '@can/contracts/locale';

/*
 * The directory's texts live in the `flights` namespace (one file per language for the flight
 * pages); fetched on first use so `/` never carries them. Features do not share code, hence this
 * small twin of the flight pages' loader.
 */
const bundleUrls = import.meta.glob<string>('../../../locales/*/flights.json', {
  query: '?url',
  import: 'default',
  eager: true,
});

const NS = 'flights';
const activeLocale = () => parseLocale(i18next.resolvedLanguage ?? i18next.language);
const isLoaded = () => i18next.hasResourceBundle(activeLocale(), NS);

async function load(): Promise<void> {
  const locale = activeLocale();
  const url = bundleUrls[`../../../locales/${locale}/flights.json`];
  if (!url || isLoaded()) return;
  const response = await fetch(url, { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`flights texts: HTTP ${response.status}`);
  i18next.addResourceBundle(locale, NS, await response.json(), true, true);
}

/** Children once the texts are there; `fallback` (same size, no words) until then. */
export function AirlineTexts({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  const [ready, setReady] = useState(isLoaded);
  useEffect(() => {
    if (ready) return;
    let live = true;
    const done = () => {
      if (live) setReady(true);
    };
    load().then(done, done);
    return () => {
      live = false;
    };
  }, [ready]);
  return ready ? children : fallback;
}
