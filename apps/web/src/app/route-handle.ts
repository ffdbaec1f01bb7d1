import type { PageFrameBanner } from '../shell/page-frame';

/** Route metadata of spec section 3: title, rank, hidden, urlKey. */
export interface RouteMeta {
  /** The menu entry's name (already in the page's language). Static routes use `titleKey`. */
  title?: string;
  /** Translation key in the `navigation` namespace, for routes that are not in the menu. */
  titleKey?: string;
  rank: number;
  hidden: boolean;
  urlKey?: string;
}

/** What every route of this app carries in its `handle`. */
export interface RouteHandle {
  /** The route name of the original site (`userLogin`, `appDepartures`, a menu urlkey…). */
  name: string;
  meta: RouteMeta;
  /** The view's props: a menu entry's query string, each value URL-encoded (spec section 2). */
  props?: Record<string, string>;
  /** A menu section's own path (the section route itself is pathless, see menu-routes.ts). */
  path?: string;
  /** The banner when it is not the rule's default ('home' on /, 'folder' elsewhere). */
  banner?: PageFrameBanner;
  hotelSlug?: string;
  folderNameAsTitle?: boolean;
}

export function isRouteHandle(handle: unknown): handle is RouteHandle {
  return (
    typeof handle === 'object' &&
    handle !== null &&
    typeof (handle as Partial<RouteHandle>).name === 'string' &&
    typeof (handle as Partial<RouteHandle>).meta === 'object'
  );
}

/** Pathless containers the route tables are patched into, in matching order. */
export const MENU_ROUTE_ID = 'menu';
export const STATIC_ROUTE_ID = 'static';
