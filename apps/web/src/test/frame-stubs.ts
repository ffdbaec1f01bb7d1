import { vi } from 'vitest';

/**
 * Browser features jsdom lacks, for the page frame's tests: matchMedia (the 992 px layout
 * rule, reduced motion), the modal <dialog> and IntersectionObserver.
 */
export function stubMatchMedia({ narrow = false, reducedMotion = false } = {}) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('max-width')
      ? narrow
      : query.includes('reduce')
        ? reducedMotion
        : false,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

/** showModal/close as the browser does them, minus the top layer; Escape is `pressEscape`. */
export function installDialogPolyfill() {
  const proto = HTMLDialogElement.prototype;
  proto.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  proto.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}

/** The browser's close request (Escape): a cancelable `cancel`, then a close unless prevented. */
export function pressEscape(dialog: HTMLDialogElement) {
  const event = new Event('cancel', { cancelable: true });
  dialog.dispatchEvent(event);
  if (!event.defaultPrevented) dialog.close();
}

/** Every observed element is reported as in view at once. */
export function stubIntersectionObserver() {
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(private readonly callback: (entries: { isIntersecting: boolean }[]) => void) {}
      observe() {
        queueMicrotask(() => this.callback([{ isIntersecting: true }]));
      }
      disconnect() {}
    },
  );
}
