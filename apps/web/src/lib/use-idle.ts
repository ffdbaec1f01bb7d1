import { startTransition, useEffect, useState } from 'react';

/** How long a page may stay busy before what waits for it goes ahead anyway. */
const LONGEST_WAIT_MS = 1500;

/**
 * False until the browser first has nothing else to do after this component mounted: for what
 * need not show before the page has been taken over, and would cost it if it did. A modal opened
 * during hydration moves the focus, and React answers a focus event by hydrating the whole rest
 * of the page at once: one long task on a phone (issue 18). The change is a transition, so it
 * never forces that either.
 */
export function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    const done = () => startTransition(() => setIdle(true));
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(done, { timeout: LONGEST_WAIT_MS });
      return () => window.cancelIdleCallback(id);
    }
    const id = window.setTimeout(done, 200);
    return () => window.clearTimeout(id);
  }, []);
  return idle;
}
