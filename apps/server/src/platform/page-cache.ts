import { LRUCache } from 'lru-cache';

export interface PageCacheOptions<Page> {
  /** How long a rendered page is served again before it is rendered afresh. */
  ttlMs: number;
  /** Most pages kept (path, query and language make a page); the least used go first. */
  max: number;
  /** Whether a finished render may be given to the next readers (public content, status 200). */
  keep: (page: Page) => boolean;
}

/**
 * Rendered public pages, kept a few seconds per path and language (issue 18: time to first byte
 * of a server-rendered page; storm days, when many readers ask for the same board at once).
 * Readers who ask for a page while it renders wait for that one render instead of starting
 * their own. A page of member or check-in state, an error page or a failed render is never
 * kept. `clear()` drops everything: the server calls it after every content or flight change
 * made through the back office, so an editor sees their change at once; changes from elsewhere
 * (the flight feed, another instance) show within `ttlMs`.
 */
export function createPageCache<Page extends object>(options: PageCacheOptions<Page>) {
  const pages = new LRUCache<string, Promise<Page>>({ max: options.max, ttl: options.ttlMs });

  return {
    /** The page under `key`: the kept copy, the render under way, or a new render. */
    get(key: string, render: () => Promise<Page>): Promise<Page> {
      const kept = pages.get(key);
      if (kept) return kept;
      const rendering = render();
      pages.set(key, rendering);
      const forget = () => {
        if (pages.peek(key) === rendering) pages.delete(key);
      };
      rendering.then((page) => {
        if (!options.keep(page)) forget();
      }, forget);
      return rendering;
    },
    clear(): void {
      pages.clear();
    },
    get size(): number {
      return pages.size;
    },
  };
}

export type PageCache<Page extends object> = ReturnType<typeof createPageCache<Page>>;
