import { lazy, useCallback, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { errorText } from './api-error';
import { notifyError } from './notify';

/** How often a part whose code could not be fetched tries again (besides when back online). */
export const RELOAD_PART_MS = 10_000;

type Loader<P> = () => Promise<{ default: ComponentType<P> }>;

/**
 * Stylesheets whose download failed stay in the page without rules, and Vite's preloader will
 * not ask for them again: on a new attempt each is put back as a fresh element, which the
 * browser fetches again.
 */
function retryFailedStylesheets(): void {
  for (const link of document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')) {
    if (link.sheet) continue;
    link.replaceWith(link.cloneNode() as HTMLLinkElement);
  }
}

/**
 * Loads `load` again when the browser is back online, every RELOAD_PART_MS, or when `retry` is
 * called, until it works; then gives the component.
 */
export function useLoadAgain<P>(load: Loader<P>) {
  const [loaded, setLoaded] = useState<ComponentType<P>>();
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  useEffect(() => {
    if (loaded) return;
    let live = true;
    retryFailedStylesheets();
    load().then(
      (module) => live && setLoaded(() => module.default),
      () => undefined,
    );
    const again = () => live && setAttempt((n) => n + 1);
    window.addEventListener('online', again);
    const timer = setTimeout(again, RELOAD_PART_MS);
    return () => {
      live = false;
      window.removeEventListener('online', again);
      clearTimeout(timer);
    };
  }, [load, loaded, attempt]);
  return { Loaded: loaded, retry };
}

/**
 * React.lazy for code fetched while the reader is on the page (the footer, a menu, a view). If
 * the code or its stylesheet cannot be fetched (the network dropped, the server restarts), the
 * red transport message of spec section 8 shows for its 5 s, `fallback` stands in (nothing by
 * default), and the part appears once the connection is back, without a reload. A plain lazy
 * would throw to the route's error boundary, whose frame would fail the same way: a blank page.
 */
export function resilientLazy<P extends object>(
  load: Loader<P>,
  fallback?: (retry: () => void) => ReactNode,
) {
  return lazy(async () => {
    try {
      return await load();
    } catch {
      notifyError(errorText('network'));
      function LoadLater(props: P) {
        const { Loaded, retry } = useLoadAgain(load);
        if (Loaded) return <Loaded {...props} />;
        return fallback ? fallback(retry) : null;
      }
      return { default: LoadLater };
    }
  });
}

/**
 * A React Router `lazy` for a route module (`Component`), with the same recovery as
 * resilientLazy: React Router keeps what `lazy` gave for good, so a failed download gives a
 * component that loads the module again, instead of an error that would stay until a reload.
 */
export function resilientRoute(
  load: () => Promise<{ Component: ComponentType }>,
  fallback: (retry: () => void) => ReactNode,
) {
  const asDefault = () => load().then((module) => ({ default: module.Component }));
  return async (): Promise<{ Component: ComponentType }> => {
    try {
      return await load();
    } catch {
      notifyError(errorText('network'));
      return {
        Component: function RouteLater() {
          const { Loaded, retry } = useLoadAgain(asDefault);
          return Loaded ? <Loaded /> : fallback(retry);
        },
      };
    }
  };
}
