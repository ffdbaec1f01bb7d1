import { Suspense, useSyncExternalStore } from 'react';
import { hasFollowedFlights, onFollowedFlightsChange } from './lib/followed-flights-signal';
import { resilientLazy } from './lib/resilient-lazy';

const Dock = resilientLazy(() => import('./features/flights/components/followed-flights-dock'));

/**
 * The page frame's followed-flights slot: loads the flights feature's dock only on a device that
 * follows a flight, and from the moment it follows its first one.
 */
export function FollowedFlightsSlot() {
  const following = useSyncExternalStore(onFollowedFlightsChange, hasFollowedFlights, () => false);
  return following ? (
    <Suspense fallback={null}>
      <Dock />
    </Suspense>
  ) : null;
}
