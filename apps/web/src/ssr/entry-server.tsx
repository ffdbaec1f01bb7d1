import { AsyncLocalStorage } from 'node:async_hooks';
import type { ReactNode } from 'react';
import type { VNode } from 'preact';
import { renderToStringAsync } from 'preact-render-to-string';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import {
  defaultShouldDehydrateQuery,
  dehydrate,
  hashKey,
  type QueryClient,
} from '@tanstack/react-query';
import type { Locale } from '@can/contracts/locale';
import { AppProviders } from '../app/providers';
import { createQueryClient } from '../app/query-client';
import { completeAppRoutes } from '../app/router';
import { navMenusQuery } from '../features/navigation/api/get-nav-menus';
import { provideSiteFrameParts } from '../frame-parts';
import { setServerContextSource, type ServerContext } from '../lib/server-context';
import { pageI18n } from './server-i18n';
import { fetchAskedQueries, trackQueryReads } from './asked-queries';
import type { PageData } from './page-data';

export { pageDataJson, PAGE_DATA_ID, type PageData } from './page-data';

const rendering = new AsyncLocalStorage<ServerContext>();
setServerContextSource(() => rendering.getStore());
provideSiteFrameParts();

export interface RenderInput {
  /** The page's absolute URL (origin is not used for data). */
  url: string;
  locale: Locale;
  /** Render the phone layout (the server's guess from the request's hints). */
  narrow?: boolean;
  /** The server's clock (ms); this process's clock when not given. */
  now?: number;
  fetch: ServerContext['fetch'];
  window: ServerContext['window'];
}

export type RenderResult =
  | { kind: 'redirect'; status: number; location: string }
  | {
      kind: 'page';
      status: number;
      html: string;
      title: string | undefined;
      data: PageData;
      /** Public content a shared cache may hold (no member or check-in view in it). */
      shareable: boolean;
      /** The CSS Modules the page used (paths from the web app's root, as in the SSR manifest). */
      styles: string[];
    };

/** Render passes that look for more data before the page is written (a view asks, then its parts). */
const DATA_PASSES = 3;

/**
 * The whole page as one string, once every lazy part in it has loaded (Preact's renderer waits
 * for them; decision 032). Finished markup only: no inline script (the CSP allows none).
 */
async function renderComplete(app: ReactNode): Promise<string> {
  return renderToStringAsync(app as VNode);
}

async function renderWithData(
  context: ServerContext,
  queryClient: QueryClient,
  reads: ReturnType<typeof trackQueryReads>,
  app: () => ReactNode,
): Promise<string> {
  // What a render records (its title, texts and queries read) counts from its own start.
  const beginRender = () => {
    context.title = undefined;
    context.namespaces.clear();
    context.styles.clear();
    context.datesShown = undefined;
    context.redirect = undefined;
    context.inTurn = undefined;
    reads.reset();
  };
  for (let pass = 0; pass < DATA_PASSES; pass++) {
    beginRender();
    const html = await renderComplete(app());
    // Nothing more to fetch: this render is the page.
    if (!(await fetchAskedQueries(queryClient))) return html;
  }
  beginRender();
  return renderComplete(app());
}

/**
 * Renders the public page at `url` in `locale`, with its data: the same routes and views as the
 * browser, data from the server itself (`fetch`, answered in process), and what the browser
 * needs to take the page over without asking again (PageData, sent as JSON).
 */
export async function renderPage(input: RenderInput): Promise<RenderResult> {
  const url = new URL(input.url);
  const i18n = pageI18n(input.locale);
  const context: ServerContext = {
    locale: input.locale,
    narrow: input.narrow === true,
    now: input.now ?? Date.now(),
    i18n,
    fetch: input.fetch,
    url,
    window: input.window,
    namespaces: new Set(),
    styles: new Set(),
  };
  return rendering.run(context, async (): Promise<RenderResult> => {
    const queryClient = createQueryClient();
    const menusQuery = navMenusQuery(input.locale);
    const menusHash = hashKey(menusQuery.queryKey);
    const menus = await queryClient.fetchQuery(menusQuery).catch(() => undefined);
    const tables = await import('../app/route-tables');
    const handler = createStaticHandler(completeAppRoutes(queryClient, tables, menus));
    const result = await handler.query(new Request(url));
    if (result instanceof Response) {
      return {
        kind: 'redirect',
        status: result.status,
        location: result.headers.get('location') ?? '/',
      };
    }
    // A route that failed (a view that would not load) is the server's fault: the caller logs
    // it and sends the page unrendered, which the browser renders itself.
    if (result.errors) throw new Error(`page render: ${JSON.stringify(result.errors)}`);
    const router = createStaticRouter(handler.dataRoutes, result);
    const app = () => (
      <AppProviders queryClient={queryClient} i18n={i18n}>
        <StaticRouterProvider router={router} context={result} hydrate={false} />
      </AppProviders>
    );
    const reads = trackQueryReads(queryClient);
    const html = await renderWithData(context, queryClient, reads, app);
    if (context.redirect) return { kind: 'redirect', status: 302, location: context.redirect };
    return {
      kind: 'page',
      status: result.statusCode,
      html,
      title: context.title,
      shareable: context.deviceState !== true,
      styles: [...context.styles],
      data: {
        locale: input.locale,
        narrow: context.narrow,
        renderedAt: context.now,
        menu: menus !== undefined,
        namespaces: [...context.namespaces],
        dates: context.datesShown === true,
        // What the page showed (and the menu the browser builds its routes from), not every
        // answer the server looked at to show it.
        queries: dehydrate(queryClient, {
          shouldDehydrateQuery: (query) =>
            defaultShouldDehydrateQuery(query) &&
            (reads.wasRead(query) || query.queryHash === menusHash),
        }),
        router: result.errors
          ? null
          : { loaderData: result.loaderData, actionData: result.actionData, errors: null },
      },
    };
  });
}
