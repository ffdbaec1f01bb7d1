import { useEffect, type RefObject } from 'react';

/**
 * While `open`, closes a disclosure (menu, dropdown) on a pointer press outside `root` or on
 * Escape; Escape also gives focus back to `trigger`, as the WAI disclosure pattern asks.
 */
export function useDismiss(
  open: boolean,
  close: () => void,
  root: RefObject<HTMLElement | null>,
  trigger: RefObject<HTMLElement | null>,
): void {
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) close();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      close();
      trigger.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open, close, root, trigger]);
}

/** onBlur handler for the root: closes when focus moves to something outside it. */
export function closeOnFocusOut(close: () => void) {
  return (event: { currentTarget: Element; relatedTarget: EventTarget | null }) => {
    const next = event.relatedTarget as Node | null;
    if (next && !event.currentTarget.contains(next)) close();
  };
}
