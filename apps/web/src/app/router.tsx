import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { todayWeatherQuery } from '../features/weather/api/get-today-weather';
import { RootError, RootFallback, RootLayout } from './root-layout';

/**
 * History-mode routes under base '/' (spec section 2). Views load lazily; the dynamic routes
 * from the navigation menu join later through patchRoutesOnNavigation.
 */
export function appRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      id: 'root',
      Component: RootLayout,
      HydrateFallback: RootFallback,
      ErrorBoundary: RootError,
      children: [
        {
          index: true,
          // Start the weather call with the view's code instead of after it.
          loader: () => {
            void queryClient.prefetchQuery(todayWeatherQuery());
            return null;
          },
          lazy: () => import('./routes/home-route'),
        },
        { path: '404', lazy: () => import('./routes/not-found-route') },
        // Unknown paths go home (spec section 2).
        { path: '*', loader: () => redirect('/') },
      ],
    },
  ];
}

export function createAppRouter(queryClient: QueryClient) {
  return createBrowserRouter(appRoutes(queryClient), { basename: '/' });
}
