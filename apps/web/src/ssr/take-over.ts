import type { QueryClient } from '@tanstack/react-query';
import { matchRoutes, type RouteObject } from 'react-router';
import type { NavMenu } from '@can/contracts/cms';
import { appRoutes, completeAppRoutes, createAppRouter } from '../app/router';
import { keepNavMenus, navMenusQuery } from '../features/navigation/api/get-nav-menus';
import { beforeNavigation } from '../features/stats/api/report-page-view';
import { loadTexts } from '../lib/namespace-texts';
import { yieldToMain } from '../lib/yield-to-main';
import type { PageData } from './page-data';

/** Loads the code of the routes the page shows, so the first render is the server's page. */
async function loadMatchedRoutes(routes: RouteObject[], location: Location): Promise<void> {
  const matches = matchRoutes(routes, location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, loaded, { lazy: undefined });
    }),
  );
}

/**
 * The router of a page the server rendered (issue 18): the same route list the server used
 * (with the menu it read, handed over in the page's query cache), the matched views' code and
 * texts loaded, and the server's loader data, so hydrating changes nothing on screen. The page
 * view the server's render stood for is reported here, as a navigation would.
 */
export async function takeOverRenderedPage(
  queryClient: QueryClient,
  page: PageData,
  textsReady: Promise<unknown>,
) {
  const menus = page.menu
    ? queryClient.getQueryData<NavMenu[]>(navMenusQuery(page.locale).queryKey)
    : undefined;
  if (menus) keepNavMenus(page.locale, menus);
  // The home page needs neither table (only its own route); any other page needs both.
  // Each step a task of its own (yieldToMain), as in main.tsx.
  const tables = window.location.pathname === '/' ? undefined : await import('../app/route-tables');
  await yieldToMain();
  const routes = tables ? completeAppRoutes(queryClient, tables, menus) : appRoutes(queryClient);
  await yieldToMain();
  await loadMatchedRoutes(routes, window.location);
  await textsReady;
  await Promise.all(page.namespaces.map((ns) => loadTexts(ns).catch(() => undefined)));
  await yieldToMain();
  const router = createAppRouter(queryClient, {
    routes,
    registered: { menu: Boolean(tables && menus), static: Boolean(tables) },
    hydrationData: page.router ?? {},
  });
  await yieldToMain();
  beforeNavigation(new URL(window.location.href));
  return router;
}
