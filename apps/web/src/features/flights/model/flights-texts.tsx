import { useEffect, useState, type ReactNode } from 'react';
import i18next from 'i18next';
import { parseLocale } from '@can/contracts/locale';

/*
 * The flight pages' texts (namespace `flights`) load with the pages, not with `/`: the hashed
 * URL of each language's file is known at build time and fetched on first use.
 */
const bundleUrls = import.meta.glob<string>('../../../locales/*/flights.json', {
  query: '?url',
  import: 'default',
  eager: true,
});

export const FLIGHTS_NS = 'flights';

let loading: Promise<void> | undefined;

function activeLocale() {
  return parseLocale(i18next.resolvedLanguage ?? i18next.language);
}

function isLoaded(): boolean {
  return i18next.hasResourceBundle(activeLocale(), FLIGHTS_NS);
}

/** Fetches the active language's flight texts once; a failure is retried on the next mount. */
export function loadFlightTexts(): Promise<void> {
  if (isLoaded()) return Promise.resolve();
  loading ??= (async () => {
    const locale = activeLocale();
    const url = bundleUrls[`../../../locales/${locale}/flights.json`];
    if (!url) return;
    const response = await fetch(url, { credentials: 'same-origin' });
    if (!response.ok) throw new Error(`flights texts: HTTP ${response.status}`);
    i18next.addResourceBundle(locale, FLIGHTS_NS, await response.json(), true, true);
  })().finally(() => {
    loading = undefined;
  });
  return loading;
}

/**
 * Renders its children once the flight texts are there, `fallback` (a skeleton of the same
 * size) until then. A failed download shows the children anyway: keys beat a blank board.
 */
export function FlightTexts({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  const [ready, setReady] = useState(isLoaded);
  useEffect(() => {
    if (ready) return;
    let live = true;
    const done = () => {
      if (live) setReady(true);
    };
    loadFlightTexts().then(done, done);
    return () => {
      live = false;
    };
  }, [ready]);
  return ready ? children : fallback;
}
