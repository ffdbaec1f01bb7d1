import { describe, expect, it } from 'vitest';
import { createPageCache } from './page-cache';

interface Page {
  status: number;
  shareable: boolean;
  html: string;
}

const cacheOf = () =>
  createPageCache<Page>({
    ttlMs: 60_000,
    max: 2,
    keep: (page) => page.shareable && page.status === 200,
  });

/** A render that counts how often it ran and says which run made the page. */
function counter(page: Omit<Page, 'html'> = { status: 200, shareable: true }) {
  let runs = 0;
  return {
    render: async (): Promise<Page> => ({ ...page, html: `render ${++runs}` }),
    get runs() {
      return runs;
    },
  };
}

describe('page cache', () => {
  it('renders a public page once for readers who ask at the same time and just after', async () => {
    const cache = cacheOf();
    const home = counter();
    const pages = await Promise.all([1, 2, 3].map(() => cache.get('zh-CN /', home.render)));
    expect(pages.map((p) => p.html)).toEqual(['render 1', 'render 1', 'render 1']);
    expect((await cache.get('zh-CN /', home.render)).html).toBe('render 1');
    expect(home.runs).toBe(1);
    // Another language is another page.
    expect((await cache.get('en-US /', home.render)).html).toBe('render 2');
  });

  it('never keeps a page of device state, an error page or a failed render', async () => {
    const cache = cacheOf();
    const login = counter({ status: 200, shareable: false });
    await cache.get('zh-CN /user/login', login.render);
    expect((await cache.get('zh-CN /user/login', login.render)).html).toBe('render 2');
    const missing = counter({ status: 404, shareable: true });
    await cache.get('zh-CN /x', missing.render);
    await cache.get('zh-CN /x', missing.render);
    expect(missing.runs).toBe(2);

    let fail = true;
    const flaky = async (): Promise<Page> => {
      if (fail) throw new Error('render failed');
      return { status: 200, shareable: true, html: 'fine' };
    };
    await expect(cache.get('zh-CN /f', flaky)).rejects.toThrow('render failed');
    fail = false;
    expect((await cache.get('zh-CN /f', flaky)).html).toBe('fine');
    expect(cache.size).toBe(1);
  });

  it('drops every page on clear, and the least used beyond its size', async () => {
    const cache = cacheOf();
    const page = counter();
    await cache.get('a', page.render);
    await cache.get('b', page.render);
    await cache.get('c', page.render);
    expect(cache.size).toBe(2);
    expect((await cache.get('a', page.render)).html).toBe('render 4');
    cache.clear();
    expect(cache.size).toBe(0);
    expect((await cache.get('c', page.render)).html).toBe('render 5');
  });
});
