import type { I18n } from './i18n';
import type { Locale } from '@can/contracts/locale';

/**
 * What a page rendered on the server needs in place of the browser (issue 18): the reader's
 * language and texts, and a way to reach the API in the same process (no network, no signing).
 * In the browser there is none, and every caller goes on as before.
 */
export interface ServerContext {
  locale: Locale;
  i18n: I18n;
  /** fetch() against the server itself, answered in process. */
  fetch: (href: string, init: RequestInit) => Promise<Response>;
  /** Whether to render the phone layout (below 992 px): the server's guess from the request. */
  narrow: boolean;
  /** The server's clock when the render began (ms): "now" for what the page shows. */
  now: number;
  /** The page's address, for code that would read window.location. */
  url: URL;
  /** A DOM (the server's shared one) for parsing and sanitizing CMS markup. */
  window: Window & typeof globalThis;
  /** Set while rendering: the tab title the page asks for. */
  title?: string;
  /** Set while rendering: the feature namespaces whose texts the page showed. */
  namespaces: Set<string>;
  /** Set while rendering: the CSS Modules (paths from the web app's root) the page used. */
  styles: Set<string>;
  /**
   * Set while rendering: the page shows what a device holds (a member's or a passenger's
   * state), so it must not be stored by a shared cache even though the server's copy is empty.
   */
  deviceState?: boolean;
  /** Set while rendering: the parts taken over in turn (`InTurn`) that have suspended once. */
  inTurn?: Set<string>;
  /** Set while rendering: the page shows a date or time (the browser readies its formatter). */
  datesShown?: boolean;
  /**
   * Set while rendering: the address asked for is better answered at another (path and query),
   * with a temporary redirect, as the browser would replace it once the page runs.
   */
  redirect?: string;
}

/** The DOM to parse markup with: the server's while rendering there, else the page's. */
export const domWindow = (): Window & typeof globalThis => source?.()?.window ?? window;

let source: (() => ServerContext | undefined) | undefined;

/** Set once by the server entry: the context of the request being rendered. */
export function setServerContextSource(read: () => ServerContext | undefined): void {
  source = read;
}

/** The context of the page being rendered on the server; undefined in the browser. */
export const serverContext = (): ServerContext | undefined => source?.();
