import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';
import type { Locale } from '@can/contracts/locale';

/** The element of a server-rendered page holding its PageData (JSON, never inline script). */
export const PAGE_DATA_ID = 'page-data';

/** What a page rendered on the server hands to the browser, which takes it over from there. */
export interface PageData {
  locale: Locale;
  /** Whether the page was rendered in the phone layout (the browser hydrates in the same). */
  narrow: boolean;
  /**
   * The server's clock when it rendered the page (ms): the browser draws its first render at
   * that instant, so taking the page over changes nothing, however old the copy or off the
   * device's clock (absent from pages rendered before it was added).
   */
  renderedAt?: number;
  /** Whether the menu's routes were in the route list (the menu could be read). */
  menu: boolean;
  /** Feature namespaces whose texts the page shows (the browser loads them before hydrating). */
  namespaces: string[];
  /** Whether the page shows a date or time (the browser readies its formatter before hydrating). */
  dates?: boolean;
  /** TanStack Query's cache as the page was rendered. */
  queries: DehydratedState;
  /** React Router's loader data; null when a route failed (the browser renders afresh). */
  router: HydrationState | null;
}

/** The PageData of this page, if the server rendered it and it reads as such. */
export function readPageData(doc: Document = document): PageData | undefined {
  const text = doc.getElementById(PAGE_DATA_ID)?.textContent;
  if (!text) return undefined;
  try {
    const data = JSON.parse(text) as Partial<PageData> | null;
    return data && typeof data.locale === 'string' && data.queries ? (data as PageData) : undefined;
  } catch {
    return undefined;
  }
}

/** PageData as the text of a `<script type="application/json">`: `<` never closes it. */
export function pageDataJson(data: PageData): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028|\u2029/g, (c) => (c === '\u2028' ? '\\u2028' : '\\u2029'));
}
