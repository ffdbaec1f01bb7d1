import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { fetchAskedQueries, trackQueryReads } from './asked-queries';

/** What useQuery does during a server render: the query is built in the cache, never fetched. */
function ask(client: QueryClient, key: string, queryFn: () => Promise<string>, enabled = true) {
  new QueryObserver(client, { queryKey: [key], queryFn, enabled });
}

describe('fetchAskedQueries', () => {
  it('fetches the queries a render asked for, but not disabled or answered ones', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const wanted = vi.fn(() => Promise.resolve('board'));
    const disabled = vi.fn(() => Promise.resolve('member'));
    client.setQueryData(['known'], 'menu');
    const known = vi.fn(() => Promise.resolve('again'));
    ask(client, 'board', wanted);
    ask(client, 'member', disabled, false);
    ask(client, 'known', known);

    expect(await fetchAskedQueries(client)).toBe(true);
    expect(wanted).toHaveBeenCalledOnce();
    expect(disabled).not.toHaveBeenCalled();
    expect(known).not.toHaveBeenCalled();
    expect(client.getQueryData(['board'])).toBe('board');
    // Nothing new asked: no more passes needed.
    expect(await fetchAskedQueries(client)).toBe(false);
  });

  it('leaves a failed query failed (the page shows its error state) and does not throw', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    ask(client, 'weather', () => Promise.reject(new Error('down')));
    expect(await fetchAskedQueries(client)).toBe(true);
    expect(client.getQueryState(['weather'])?.status).toBe('error');
  });
});

describe('trackQueryReads', () => {
  it('knows which queries the last render read, not those fetched on the way', async () => {
    const client = new QueryClient();
    const reads = trackQueryReads(client);
    // The board looked at pages 1 and 22 to find the page of the current time, 23.
    for (const page of [1, 22, 23])
      await client.fetchQuery({ queryKey: ['page', page], queryFn: () => page });
    client.setQueryData(['menu'], 'menu');
    reads.reset();
    ask(client, 'page-23-view', () => Promise.resolve('x'));
    new QueryObserver(client, { queryKey: ['page', 23], queryFn: () => 23 });
    client.getQueryData(['menu']);

    const queries = client.getQueryCache().getAll();
    const readKeys = queries.filter(reads.wasRead).map((q) => JSON.stringify(q.queryKey));
    expect(readKeys.sort()).toEqual(['["menu"]', '["page",23]', '["page-23-view"]']);
    reads.reset();
    expect(queries.filter(reads.wasRead)).toEqual([]);
  });
});
