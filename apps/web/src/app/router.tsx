import {
  createBrowserRouter,
  redirect,
  type PatchRoutesOnNavigationFunction,
  type RouteObject,
} from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { beforeNavigation } from '../features/stats/api/report-page-view';
import { todayWeatherQuery } from '../features/weather/api/get-today-weather';
import { MENU_ROUTE_ID, STATIC_ROUTE_ID, type RouteHandle } from './route-handle';
import { createRouteRegistration } from './route-registration';
import { PageFallback, RootError, RootLayout } from './root-layout';
import { resilientRoute } from '../lib/resilient-lazy';
import { viewLater } from './route-view';

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
          loader: ({ request }) => {
            beforeNavigation(new URL(request.url));
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

/** /admin and below: the back office (issue 9), with its own frame outside the public one. */
export const isBackOfficePath = (path: string) => path === '/admin' || path.startsWith('/admin/');

/**
 * Route patching on navigation: the back office's route table is patched in (at the top level)
 * the first time an /admin address is opened, so public pages never load it; every other path
 * goes to the menu's registration.
 */
export function createPatchRoutes(queryClient: QueryClient): PatchRoutesOnNavigationFunction {
  const registration = createRouteRegistration(queryClient);
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

export function createAppRouter(queryClient: QueryClient) {
  return createBrowserRouter(appRoutes(queryClient), {
    basename: '/',
    patchRoutesOnNavigation: createPatchRoutes(queryClient),
  });
}
