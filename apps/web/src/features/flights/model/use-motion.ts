import { useSyncExternalStore } from 'react';

const ROTATE_MS = 3_000;

/*
 * One shared timer turns the codeshare numbers of every row together: a calmer board than rows
 * flipping at their own pace, and one interval instead of one per row.
 */
let tick = 0;
let timer: ReturnType<typeof setInterval> | undefined;
const listeners = new Set<() => void>();

function subscribeTick(listener: () => void) {
  listeners.add(listener);
  timer ??= setInterval(() => {
    tick += 1;
    for (const l of listeners) l();
  }, ROTATE_MS);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer !== undefined) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

const noSubscription = () => () => undefined;
const still = () => 0;
const currentTick = () => tick;

/** A number that grows every 3 s while `running`; 0 when not. */
export function useRotationTick(running: boolean): number {
  return useSyncExternalStore(
    running ? subscribeTick : noSubscription,
    running ? currentTick : still,
    still,
  );
}
