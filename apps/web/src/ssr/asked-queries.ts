import type { Query, QueryClient } from '@tanstack/react-query';

/** A query a render asked for (useQuery on the server only registers it) and that may run. */
function isAskedFor(query: Query): boolean {
  if (query.state.status !== 'pending' || query.state.fetchStatus !== 'idle') return false;
  const { enabled } = query.options as { enabled?: boolean | ((q: Query) => boolean) };
  const on = typeof enabled === 'function' ? enabled(query) : enabled;
  return on !== false && typeof query.options.queryFn === 'function';
}

/**
 * Fetches every query the last render asked for and has no answer yet; a failed one stays
 * failed (the page shows its error state, as the browser would). True when any was fetched, so
 * another render may ask for more (a view's parts show only once the view has its data).
 */
export async function fetchAskedQueries(queryClient: QueryClient): Promise<boolean> {
  const asked = queryClient.getQueryCache().getAll().filter(isAskedFor);
  if (asked.length === 0) return false;
  await Promise.all(asked.map((query) => query.fetch().catch(() => undefined)));
  return true;
}

/**
 * Records which queries a render reads (a view's useQuery builds or finds its query in the cache;
 * getQueryData gets it), so only those go to the browser: a board that searched several pages
 * for the one holding the current time sends that page, not every page it looked at.
 */
export function trackQueryReads(queryClient: QueryClient) {
  const cache = queryClient.getQueryCache();
  const read = new Set<string>();
  const build = cache.build.bind(cache);
  const get = cache.get.bind(cache);
  const find = cache.find.bind(cache);
  cache.build = ((...args: Parameters<typeof build>) => {
    const query = build(...args);
    read.add(query.queryHash);
    return query;
  }) as typeof cache.build;
  cache.get = ((hash: string) => {
    const query = get(hash);
    if (query) read.add(query.queryHash);
    return query;
  }) as typeof cache.get;
  cache.find = ((filters: Parameters<typeof find>[0]) => {
    const query = find(filters);
    if (query) read.add(query.queryHash);
    return query;
  }) as typeof cache.find;
  return {
    /** Forget what was read so far (before the render whose reads count). */
    reset: () => read.clear(),
    wasRead: (query: Query) => read.has(query.queryHash),
  };
}
