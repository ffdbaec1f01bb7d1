import { memo, Suspense, useLayoutEffect, useReducer, type ReactNode } from 'react';
import { serverContext } from './server-context';
import { useHydrated } from './use-hydrated';
import { yieldToMain } from './yield-to-main';

/*
 * Preact (decision 032) takes a server-rendered page over (hydrates it) in one task, where React
 * hydrated Suspense boundaries one after another. On a phone that one task was 200–300 ms on the
 * board and the guide (issue 18, Total Blocking Time). A part wrapped in `InTurn` is taken over
 * in a task of its own, after the parts before it.
 *
 * How: on the server the part suspends once, so the renderer marks its markup
 * (`<!--$s-->…<!--/$s-->`). While the browser takes the page over, the part suspends until its
 * turn; Preact keeps the marked markup on screen as it is and hydrates it when the turn comes.
 * Anywhere else (a view the browser renders, a later visit to the part) it renders at once.
 * Each part is a Suspense boundary of its own.
 */

/** Parts whose turn has come, in this page. */
const taken = new Set<string>();
/** Parts taken over (hydrated); from then on they render as any other part. */
const takenOver = new Set<string>();
/** Parts that were asked to render again while they waited (held back until taken over). */
const heldBack = new Set<string>();
const turns = new Map<string, Promise<void>>();
/** Turns follow one another, each in a task after the one before; this is the last one's. */
let queue: Promise<void> = Promise.resolve();

function turnOf(name: string): Promise<void> {
  let turn = turns.get(name);
  if (!turn) {
    turn = queue = queue.then(yieldToMain).then(() => void taken.add(name));
    turns.set(name, turn);
  }
  return turn;
}

/**
 * Runs `callback` once every part waiting its turn has been taken over: a task after the last
 * turn came (Preact takes a part over in the microtasks right after its turn comes), and again
 * if parts taken over meanwhile (a list's groups) queued turns of their own.
 */
export function afterTurns(callback: () => void): void {
  const last = queue;
  void last.then(yieldToMain).then(() => (queue === last ? callback() : afterTurns(callback)));
}

interface GateProps {
  name: string;
  /** Renders the `InTurn` again, with what it was last given. */
  refresh: () => void;
  children: ReactNode;
}

/** `children`, taken over in a task of their own. `name` is unique in the page. */
export function InTurn({ name, children }: { name: string; children: ReactNode }) {
  const [, refresh] = useReducer((count: number) => count + 1, 0);
  // Its own boundary: nothing is drawn in its place while it waits, since the server's markup
  // stays on screen until then.
  return (
    <Suspense fallback={null}>
      <HeldWhileWaiting name={name} refresh={refresh}>
        {children}
      </HeldWhileWaiting>
    </Suspense>
  );
}

/**
 * A part that waits for its turn is not rendered again in the meantime (its parent may render
 * again, as the board does once its own part is taken over): it is taken over as the server drew
 * it, which hydration needs, and then renders what it was given meanwhile. Rendering it while it
 * waits would suspend it a second time, and Preact 11.2 then never resumes it.
 */
const HeldWhileWaiting = memo(TurnGate, (_, next: GateProps) => {
  if (!turns.has(next.name) || takenOver.has(next.name)) return false;
  heldBack.add(next.name);
  return true;
});

function TurnGate({ name, refresh, children }: GateProps) {
  const hydrated = useHydrated();
  useLayoutEffect(() => {
    takenOver.add(name);
    if (heldBack.delete(name)) refresh();
  }, [name, refresh]);
  const server = serverContext();
  if (server) {
    const suspended = (server.inTurn ??= new Set());
    if (!suspended.has(name)) {
      suspended.add(name);
      throw Promise.resolve();
    }
  } else if (!hydrated && !taken.has(name)) {
    throw turnOf(name);
  }
  return children;
}

/**
 * A long list's items in groups of `size`, each group taken over in its own turn (the board's
 * thirty rows were a phone's longest task).
 */
export function inTurnGroups<T>(
  name: string,
  items: readonly T[],
  size: number,
  item: (value: T, index: number) => ReactNode,
): ReactNode[] {
  const groups: ReactNode[] = [];
  for (let start = 0; start < items.length; start += size) {
    const group = `${name}-${start / size}`;
    groups.push(
      <InTurn key={group} name={group}>
        {items.slice(start, start + size).map((value, i) => item(value, start + i))}
      </InTurn>,
    );
  }
  return groups;
}
