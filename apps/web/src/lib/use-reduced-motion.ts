import { useDeviceState } from './use-device-state';

const REDUCE = '(prefers-reduced-motion: reduce)';

function subscribeReduce(onChange: () => void) {
  const query = window.matchMedia?.(REDUCE);
  query?.addEventListener?.('change', onChange);
  return () => query?.removeEventListener?.('change', onChange);
}

const reducesNow = () => window.matchMedia?.(REDUCE)?.matches ?? false;

const atFirst = () => true;

/**
 * Whether the reader asked for less motion. True on the server and while the browser takes the
 * page over (nothing moves until the device has said), then the device's own setting: both sides
 * render the same first page.
 */
export function usePrefersReducedMotion(): boolean {
  return useDeviceState(subscribeReduce, reducesNow, atFirst);
}
