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
