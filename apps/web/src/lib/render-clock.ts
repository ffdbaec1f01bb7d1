import { useSyncExternalStore } from 'react';
import { serverContext } from './server-context';

let takeOverAt: number | undefined;

/** main.tsx: the page about to be taken over was rendered at `at` (PageData.renderedAt). */
export function takeOverPageRenderedAt(at: number | undefined): void {
  takeOverAt = at;
}

const noSubscription = () => () => undefined;
const onDevice = () => false;
const asTheServerDrewIt = () => true;

/**
 * The instant a view must draw at, if any: the server's clock while the server renders the page,
 * and that same instant while the browser takes the page over (React renders with the server's
 * snapshot while it hydrates, wherever the part is), so hydration finds the text the server
 * wrote even when this device's clock is off, or the copy came from a cache and a minute (or
 * midnight) has turned since. Undefined otherwise, and right after the take-over: the view then
 * reads this device's clock (`drawnAt ?? Date.now()`, in a state initializer or an effect).
 */
export function useServerDrawnAt(): number | undefined {
  const drawingTheServersPage = useSyncExternalStore(noSubscription, onDevice, asTheServerDrewIt);
  return drawingTheServersPage ? (serverContext()?.now ?? takeOverAt) : undefined;
}
