import {
  createBrowserRouter,
  redirect,
  type HydrationState,
  type PatchRoutesOnNavigationFunction,
  type RouteObject,
} from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import type { NavMenu } from '@can/contracts/cms';
import type * as RouteTablesModule from './route-tables';
import { beforeNavigation } from '../features/stats/api/report-page-view';
import { todayWeatherQuery } from '../features/weather/api/get-today-weather';
import { MENU_ROUTE_ID, STATIC_ROUTE_ID, type RouteHandle } from './route-handle';
import { createRouteRegistration, type RegisteredTables } from './route-registration';
import { PageFallback, RootError, RootLayout } from './root-layout';
import { resilientRoute } from '../lib/resilient-lazy';
import { viewLater } from './route-view';
import { serverContext } from '../lib/server-context';

const homeHandle: RouteHandle = {
  name: 'home',
  meta: { titleKey: 'routes.home', rank: 0, hidden: true, urlKey: 'home' },
};
const notFoundHandle: RouteHandle = {
  name: 'notFound',
  meta: { titleKey: 'routes.notFound', rank: 0, hidden: true },
  banner: 'none',
};

/**
 * History-mode routes under base '/' (spec section 2), in matching order: the menu's routes,
 * the static routes (both patched in on the first navigation that needs them, see
 * route-registration.ts), then the fallback list: /404, and every unknown path to /.
 * Home and the fallback list are here from the start; every view loads lazily.
 */
export function appRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      id: 'root',
      // The frame: it stays mounted from the first paint on (the fallback below sits inside it).
      Component: RootLayout,
      ErrorBoundary: RootError,
      children: [
        {
          id: 'page',
          // Spec section 4, before every navigation: page view and image base URL, never waited on.
          // (On the server, and for the page the server rendered, main.tsx reports it instead.)
          loader: ({ request }) => {
            if (!serverContext()) beforeNavigation(new URL(request.url));
            return null;
          },
          shouldRevalidate: () => true,
          HydrateFallback: PageFallback,
          children: [
            { id: MENU_ROUTE_ID, children: [] },
            {
              index: true,
              handle: homeHandle,
              // Start the weather call with the view's code instead of after it.
              loader: () => {
                void queryClient.prefetchQuery(todayWeatherQuery());
                return null;
              },
              lazy: resilientRoute(() => import('./routes/home-route'), viewLater),
            },
            { id: STATIC_ROUTE_ID, children: [] },
            {
              path: '404',
              handle: notFoundHandle,
              lazy: resilientRoute(() => import('./routes/not-found-route'), viewLater),
            },
            { path: '*', loader: () => redirect('/'), Component: () => null },
          ],
        },
      ],
    },
  ];
}

type RouteTables = typeof RouteTablesModule;

/**
 * The route list with the menu's routes (when the menu is known) and the static routes already
 * in place: the server renders with it, and the browser hydrates the page the server rendered
 * with the same list, so both match the same routes.
 */
export function completeAppRoutes(
  queryClient: QueryClient,
  tables: RouteTables,
  menus: NavMenu[] | undefined,
): RouteObject[] {
  const routes = appRoutes(queryClient);
  for (const route of routes[0]?.children?.[0]?.children ?? []) {
    if (route.id === MENU_ROUTE_ID && menus) route.children = tables.buildMenuRoutes(menus);
    if (route.id === STATIC_ROUTE_ID) route.children = tables.buildStaticRoutes();
  }
  return routes;
}

/** /admin and below: the back office (issue 9), with its own frame outside the public one. */
export const isBackOfficePath = (path: string) => path === '/admin' || path.startsWith('/admin/');

/**
 * Route patching on navigation: the back office's route table is patched in (at the top level)
 * the first time an /admin address is opened, so public pages never load it; every other path
 * goes to the menu's registration.
 */
export function createPatchRoutes(
  queryClient: QueryClient,
  registered?: RegisteredTables,
): PatchRoutesOnNavigationFunction {
  const registration = createRouteRegistration(queryClient, registered);
  let backOfficeRegistered = false;
  return async (args) => {
    if (!isBackOfficePath(args.path)) return registration.patchRoutesOnNavigation(args);
    if (backOfficeRegistered) return;
    const { adminRoutes } = await import('../features/admin/admin-routes');
    if (args.signal.aborted || backOfficeRegistered) return;
    args.patch(null, [adminRoutes]);
    backOfficeRegistered = true;
  };
}

/** The browser's router; `hydrate` when it takes over a page the server rendered. */
export function createAppRouter(
  queryClient: QueryClient,
  hydrate?: {
    routes: RouteObject[];
    registered: RegisteredTables;
    hydrationData: HydrationState;
  },
) {
  return createBrowserRouter(hydrate?.routes ?? appRoutes(queryClient), {
    basename: '/',
    patchRoutesOnNavigation: createPatchRoutes(queryClient, hydrate?.registered),
    hydrationData: hydrate?.hydrationData,
  });
}
