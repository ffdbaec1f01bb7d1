import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Locale } from '@can/contracts/locale';
import { systemClock, type Clock } from './clock';
import { escapeHtml } from './page-shell';

/**
 * The web app's server renderer (apps/web/src/ssr/entry-server.tsx, built by `vite build --ssr`
 * into `dist-server/` beside the site): the shapes this side relies on.
 */
interface RenderedPage {
  kind: 'page';
  status: number;
  html: string;
  title: string | undefined;
  data: unknown;
  /** Public content a shared cache may hold (absent from older renderers: not shareable). */
  shareable?: boolean;
  /** The CSS Modules the page used, as the SSR manifest names them. */
  styles?: string[];
}
type RenderResult = { kind: 'redirect'; status: number; location: string } | RenderedPage;
interface RendererModule {
  renderPage(input: {
    url: string;
    locale: Locale;
    narrow: boolean;
    /** The server's clock (ms), so the page shows the day and time the API answers in. */
    now: number;
    fetch: (href: string, init: RequestInit) => Promise<Response>;
    window: unknown;
  }): Promise<RenderResult>;
  pageDataJson(data: unknown): string;
  PAGE_DATA_ID: string;
}

/**
 * The header marking a call the renderer makes to this server in process: such calls skip the
 * signature check (spec section 7 guards the browser's calls; these never leave the process).
 * Its value is a secret made at start and never logged or sent anywhere.
 */
export const IN_PROCESS_HEADER = 'x-page-render';
const inProcessSecret = randomBytes(32).toString('base64url');

export function isInProcessCall(request: FastifyRequest): boolean {
  return request.headers[IN_PROCESS_HEADER] === inProcessSecret;
}

/** fetch() answered by this Fastify instance in process (light-my-request, no socket). */
function inProcessFetch(app: FastifyInstance) {
  return async (href: string, init: RequestInit): Promise<Response> => {
    const headers: Record<string, string> = { [IN_PROCESS_HEADER]: inProcessSecret };
    for (const [name, value] of Object.entries((init.headers ?? {}) as Record<string, string>))
      headers[name.toLowerCase()] = value;
    const answer = await app.inject({
      method: (init.method ?? 'GET') as 'GET' | 'POST',
      url: href,
      headers,
      ...(typeof init.body === 'string' ? { payload: init.body } : {}),
    });
    return new Response(answer.payload, {
      status: answer.statusCode,
      headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') },
    });
  };
}

/** A page as the server sends it: the full HTML document, or a redirect. */
export type RenderedDocument =
  | { kind: 'redirect'; status: number; location: string }
  | { kind: 'page'; status: number; html: string; shareable: boolean };

export interface PageRenderer {
  /** The page at `url` (path and query) in `locale`, in the phone layout when `narrow`. */
  render(url: string, locale: Locale, narrow: boolean, shell: string): Promise<RenderedDocument>;
}

/** Which built files hold each source module (Vite's SSR manifest); none without one. */
type StyleFiles = (modules: readonly string[]) => string[];

function styleFilesOf(webRoot: string): StyleFiles {
  const file = join(webRoot, '.vite', 'ssr-manifest.json');
  if (!existsSync(file)) return () => [];
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string[]>;
  return (modules) => [
    ...new Set(modules.flatMap((id) => (manifest[id] ?? []).filter((f) => f.endsWith('.css')))),
  ];
}

/**
 * React writes the resources a page asks for early (`preload()`: the banner picture, the largest
 * thing on the first screen) at the start of its output, which lands in the body. In the head,
 * before the page's first script, the browser asks for them while it fetches that script, not
 * after it (issue 18: this is most of the LCP's load delay on a slow phone).
 */
export function leadingPreloads(html: string): { preloads: string; body: string } {
  const match = /^(?:<link rel="preload"[^>]*>)+/.exec(html);
  if (!match) return { preloads: '', body: html };
  return { preloads: match[0], body: html.slice(match[0].length) };
}

/**
 * The page's document: the shell in its language, with the rendered page and its data in it,
 * and the stylesheets of the views it shows linked in its head, so the page is laid out as it
 * will stay before the app's code (which would bring them) has loaded.
 */
function documentOf(
  shell: string,
  page: RenderedPage,
  renderer: RendererModule,
  styleFiles: StyleFiles,
): string {
  const json = `<script type="application/json" id="${renderer.PAGE_DATA_ID}">${renderer.pageDataJson(page.data)}</script>`;
  const links = styleFiles(page.styles ?? [])
    .filter((href) => !shell.includes(`"${href}"`))
    .map((href) => `<link rel="stylesheet" crossorigin href="${escapeHtml(href)}">`)
    .join('');
  const withTitle = page.title
    ? shell.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`)
    : shell;
  const { preloads, body } = leadingPreloads(page.html);
  return withTitle
    .replace('<script src="/page-start.js">', (script) => `${preloads}${script}`)
    .replace('</head>', () => `${links}</head>`)
    .replace('<div id="root"></div>', () => `<div id="root">${body}</div>${json}`);
}

/**
 * Loads the server renderer built beside the site at `webRoot`; undefined when there is none
 * (the API alone, or a site built without it), and pages go out as the shell.
 */
export async function loadPageRenderer(
  app: FastifyInstance,
  webRoot: string,
  clock: Clock = systemClock,
): Promise<PageRenderer | undefined> {
  const entry = join(webRoot, '..', 'dist-server', 'entry-server.js');
  if (!existsSync(entry)) return undefined;
  const [renderer, { JSDOM }] = await Promise.all([
    import(pathToFileURL(entry).href) as Promise<RendererModule>,
    import('jsdom'),
  ]);
  // One DOM for the whole server, only to parse and sanitize CMS markup (no scripts, no loads).
  const window = new JSDOM('').window;
  const fetch = inProcessFetch(app);
  const styleFiles = styleFilesOf(webRoot);
  return {
    async render(url, locale, narrow, shell) {
      const result = await renderer.renderPage({
        url: new URL(url, 'http://localhost').href,
        locale,
        narrow,
        now: clock.now().getTime(),
        fetch,
        window,
      });
      if (result.kind === 'redirect') return result;
      return {
        kind: 'page',
        status: result.status,
        html: documentOf(shell, result, renderer, styleFiles),
        shareable: result.shareable === true,
      };
    },
  };
}
