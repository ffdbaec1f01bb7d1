import { useSyncExternalStore } from 'react';
import { serverContext } from './server-context';

/** Spec section 2 and 9: below 992 px the vertical (phone) layout is used. */
export const NARROW_BREAKPOINT = 992;
export const RESIZE_THROTTLE_MS = 250;
const NARROW_DIVISOR = 46.875;
const WIDE_DIVISOR = 120;
const NARROW_QUERY = `(max-width: ${NARROW_BREAKPOINT - 0.02}px)`;

/** Root font size in px for a viewport width (spec section 9); all sizes are rem. */
export function rootFontSize(width: number): number {
  return width < NARROW_BREAKPOINT ? width / NARROW_DIVISOR : width / WIDE_DIVISOR;
}

export function applyRootFontSize(doc: Document = document): void {
  const root = doc.documentElement;
  const width = root.clientWidth || doc.defaultView?.innerWidth || 0;
  if (width <= 0) return;
  const size = rootFontSize(width);
  // The stylesheet gives the root this size from the viewport's width before any script runs
  // (global.css). Writing it again where it differs only in a far decimal (8.78932 and 8.78933 px
  // on a 412 px phone) changes every rem on the page, and the phone lays the whole page out
  // again (about 200 ms at 4x CPU, issue 18): only a real difference is written.
  if (!root.style.fontSize) {
    const shown = Number.parseFloat(doc.defaultView?.getComputedStyle(root).fontSize ?? '');
    if (Math.abs(shown - size) < 0.01) return;
  }
  root.style.fontSize = `${size}px`;
}

/**
 * Applies the root font size now and after resizes, at most once per 250 ms (leading and
 * trailing, so the last size always wins). Returns a function that stops listening.
 */
export function installRootFontSize(win: Window = window): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending = false;
  const apply = () => applyRootFontSize(win.document);
  const onResize = () => {
    if (timer !== undefined) {
      pending = true;
      return;
    }
    apply();
    timer = setTimeout(function flush() {
      timer = undefined;
      if (pending) {
        pending = false;
        onResize();
      }
    }, RESIZE_THROTTLE_MS);
  };
  apply();
  win.addEventListener('resize', onResize);
  win.addEventListener('orientationchange', onResize);
  return () => {
    win.removeEventListener('resize', onResize);
    win.removeEventListener('orientationchange', onResize);
    if (timer !== undefined) clearTimeout(timer);
  };
}

function subscribeNarrow(onChange: () => void): () => void {
  const query = window.matchMedia(NARROW_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

const isNarrowNow = () => window.matchMedia(NARROW_QUERY).matches;

let renderedNarrow = false;

/**
 * The layout the server rendered the page in (its guess from the request, issue 18): the
 * browser hydrates in that layout, so the markup matches, and switches after hydration only if
 * the guess was wrong for this screen.
 */
export function setRenderedLayout(narrow: boolean): void {
  renderedNarrow = narrow;
}

const isNarrowAsRendered = () => serverContext()?.narrow ?? renderedNarrow;

/** True below 992 px. Prefer the .only-narrow / .only-wide classes when CSS alone will do. */
export function useIsNarrow(): boolean {
  return useSyncExternalStore(subscribeNarrow, isNarrowNow, isNarrowAsRendered);
}
