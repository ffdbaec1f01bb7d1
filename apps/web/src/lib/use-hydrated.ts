import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * False while the server renders and while the browser takes that page over (hydration), true
 * from the next render on, and always in a page the browser rendered itself. Whatever depends on
 * this device (a sign-in, a check-in, stored choices) renders only once it is true, so both sides
 * first render the same page.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
