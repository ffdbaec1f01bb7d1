import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ResultCode, fileAnswers, isApiPath } from '@can/contracts';
import { AppError } from './errors';
import { loadPageShells, localeFromCookie } from './page-shell';
import { createPageCache } from './page-cache';
import { isPhoneRequest } from './layout-hint';
import type { Clock } from './clock';
import { loadPageRenderer, type RenderedDocument } from './page-render';

const HASHED_ASSET = /^\/assets\//;
const isBackOfficePath = (path: string) => path === '/admin' || path.startsWith('/admin/');
/** A last path segment with a dot names a file; such paths never get the page. */
const FILE_LIKE = /\/[^/]*\.[a-z0-9]+$/i;

export interface StaticSiteOptions {
  /** The built web app (index.html + assets/), or undefined to serve the API only. */
  root: string | undefined;
  /** The server's clock: pages show the day and time its API answers in. */
  clock?: Clock;
}

/**
 * A rendered page of public content (issue 18): a shared cache may keep it a minute and serve it
 * for five more while it fetches a fresh one; it varies by the locale cookie and the phone hint
 * (`Vary: Cookie, Sec-CH-UA-Mobile`: the layout it is rendered in, layout-hint.ts).
 * Pages of a member's or a passenger's state are never stored; the shell is only revalidated.
 */
export const PUBLIC_PAGE_CACHE = 'public, max-age=60, stale-while-revalidate=300';
export const PRIVATE_PAGE_CACHE = 'private, no-store';

/**
 * How a rendered page may be kept: by anyone when it is public content answered in full, by no
 * one when it shows a member's or a passenger's state, else only revalidated. The server's own
 * reuse (page-cache.ts) follows the same rule.
 */
function cacheControlOf(page: RenderedDocument): string {
  if (page.kind === 'page' && !page.shareable) return PRIVATE_PAGE_CACHE;
  return page.kind === 'page' && page.status === 200 ? PUBLIC_PAGE_CACHE : 'no-cache';
}

/** Rendered pages are served again for this long (page-cache.ts); the header allows 60 s more. */
const RENDER_REUSE_MS = 10_000;
/**
 * Rendered pages kept at most, the most read first: every public route in four languages and
 * two layouts is about 800; a page is 20-150 KB, so this holds the memory it takes under 30 MB
 * whatever addresses are asked for.
 */
const RENDERS_KEPT = 200;
/** Calls that change what public pages show: the back office's writes and the tests' clock. */
const CHANGES_PAGES = /^\/byairport-cms\/(admin|test)\//;

function setCacheHeaders(reply: FastifyReply, path: string) {
  if (/[\\/]assets[\\/]/.test(path))
    reply.header('cache-control', 'public, max-age=31536000, immutable');
  // The service worker: a new version must reach every browser at its next visit (issue 20).
  else if (path.endsWith('.html') || /[\\/]sw\.js$/.test(path))
    reply.header('cache-control', 'no-cache');
  else reply.header('cache-control', 'public, max-age=3600');
}

/**
 * Serves the built single-page app: hashed assets cached for a year, everything else
 * revalidated, and the history fallback (any page path answers index.html). API paths and
 * file-like paths (robots.txt, sitemap.xml, a missing asset) never get the page.
 */
export const staticSite = fp<StaticSiteOptions>(
  async (app, { root, clock }) => {
    const hasSite = root !== undefined && existsSync(join(root, 'index.html'));
    if (hasSite) {
      await app.register(fastifyStatic, {
        root,
        wildcard: true,
        index: false,
        preCompressed: true,
        // The build's own records (`.vite/`: which files hold which module) are not the site's.
        dotfiles: 'ignore',
        cacheControl: false,
        setHeaders: setCacheHeaders,
      });
    }

    // The page in the reader's language from the first byte (locale cookie), so `<html lang>`
    // and the title are right before any script runs; it varies by that cookie.
    const shells = hasSite ? loadPageShells(join(root!, 'index.html')) : undefined;
    // Public pages arrive rendered, with their data (issue 18); the back office stays the shell.
    const renderer = hasSite ? await loadPageRenderer(app, root!, clock) : undefined;
    const rendered = createPageCache<RenderedDocument>({
      ttlMs: RENDER_REUSE_MS,
      max: RENDERS_KEPT,
      keep: (page) => cacheControlOf(page) === PUBLIC_PAGE_CACHE,
    });
    if (renderer) {
      app.addHook('onResponse', async (request) => {
        const path = request.url.split('?', 1)[0] ?? '';
        if (request.method !== 'GET' && request.method !== 'HEAD' && CHANGES_PAGES.test(path))
          rendered.clear();
      });
    }
    const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
      const locale = localeFromCookie(request.headers.cookie);
      const shell = shells![locale];
      reply.header('cache-control', 'no-cache').header('vary', 'Cookie');
      const path = request.url.split('?', 1)[0] ?? '/';
      if (renderer && !isBackOfficePath(path)) {
        // The phone or the desktop layout, as the request suggests: one copy of each is kept.
        const narrow = isPhoneRequest(request.headers);
        reply.header('vary', 'Cookie, Sec-CH-UA-Mobile');
        try {
          const layout = narrow ? 'narrow' : 'wide';
          const page = await rendered.get(`${locale} ${layout} ${request.url}`, () =>
            renderer.render(request.url, locale, narrow, shell),
          );
          if (page.kind === 'redirect') return reply.redirect(page.location, page.status);
          return reply
            .status(page.status)
            .header('cache-control', cacheControlOf(page))
            .type('text/html; charset=utf-8')
            .send(page.html);
        } catch (error) {
          // The page still works from the shell: the browser renders it, as before.
          request.log.error({ err: error, url: request.url }, 'page render failed');
        }
      }
      return reply.type('text/html; charset=utf-8').send(shell);
    };
    // The directory "/" itself: @fastify/static would refuse it with index disabled.
    const response = fileAnswers('text/html', 'The page, rendered in the reader’s language.');
    if (hasSite) app.get('/', { schema: { response } }, sendPage);

    const pageFallback = (request: FastifyRequest, reply: FastifyReply) => {
      const path = request.url.split('?', 1)[0] ?? '/';
      if (isApiPath(path)) throw new AppError(ResultCode.notFound, 'apiNotFound', { path });
      const isPage =
        (request.method === 'GET' || request.method === 'HEAD') &&
        !FILE_LIKE.test(path) &&
        !HASHED_ASSET.test(path);
      if (hasSite && isPage) return sendPage(request, reply);
      return reply.status(404).type('text/plain; charset=utf-8').send('Not Found');
    };
    app.setNotFoundHandler(pageFallback);
  },
  { name: 'static-site', dependencies: ['error-handler'] },
);
