import type { QueryClient } from '@tanstack/react-query';
import type { PatchRoutesOnNavigationFunction } from 'react-router';
import { navMenusQuery } from '../features/navigation/api/get-nav-menus';
import { MENU_ROUTE_ID, STATIC_ROUTE_ID } from './route-handle';

/**
 * Spec section 4, route loading. The route list starts with no dynamic routes. The first
 * navigation that the initial list cannot match (any path but `/` and /404) waits while the
 * menu's routes are registered (from session storage if stored there, else fetched, through
 * the query the header reads) together with the static routes, then goes on to the same full
 * path. A menu failure is silent: the static routes are appended anyway, and a later
 * navigation tries the menu again.
 */
/** Which tables a router starts with (a page the server rendered has them from the start). */
export interface RegisteredTables {
  menu: boolean;
  static: boolean;
}

export function createRouteRegistration(
  queryClient: QueryClient,
  registered: RegisteredTables = { menu: false, static: false },
) {
  let menuRegistered = registered.menu;
  let staticRegistered = registered.static;

  const patchRoutesOnNavigation: PatchRoutesOnNavigationFunction = async ({ patch, signal }) => {
    if (menuRegistered && staticRegistered) return;
    const [tables, menus] = await Promise.all([
      import('./route-tables'),
      menuRegistered ? undefined : queryClient.fetchQuery(navMenusQuery()).catch(() => undefined),
    ]);
    if (signal.aborted) return;
    if (menus && !menuRegistered) {
      patch(MENU_ROUTE_ID, tables.buildMenuRoutes(menus));
      menuRegistered = true;
    }
    if (!staticRegistered) {
      patch(STATIC_ROUTE_ID, tables.buildStaticRoutes());
      staticRegistered = true;
    }
  };

  return {
    patchRoutesOnNavigation,
    isRegistered: () => ({ menu: menuRegistered, static: staticRegistered }),
  };
}
