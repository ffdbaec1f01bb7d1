import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { OffsetClock } from './clock';
import { IN_PROCESS_HEADER, leadingPreloads } from './page-render';

const INDEX =
  '<!doctype html><html lang="zh-CN"><head><title>机场</title><meta name="description" content="机场" /><link rel="stylesheet" crossorigin href="/assets/index-1.css"></head><body><div id="root"></div><noscript>需要 JavaScript</noscript></body></html>';

/*
 * A stand-in for the web app's renderer (apps/web/src/ssr/entry-server.tsx, built by vite):
 * it asks the server for a signed call without signing, as the real one does, and shows what
 * it got; /old redirects.
 */
const RENDERER = `
let renders = 0;
export const PAGE_DATA_ID = 'page-data';
export const pageDataJson = (data) => JSON.stringify(data).replace(/</g, '\\\\u003c');
export async function renderPage({ url, locale, narrow, now, fetch }) {
  if (new URL(url).pathname === '/clock')
    return { kind: 'page', status: 200, html: '<p>at ' + now + '</p>', title: 'Now', data: {} };
  if (new URL(url).pathname === '/old') return { kind: 'redirect', status: 302, location: '/' };
  if (new URL(url).pathname === '/broken') throw new Error('render failed');
  const answer = await fetch('/byairport-flight/flight/list', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json;charset=utf-8', locale: 'en_US' },
    body: JSON.stringify({ type: '1', terminal: '', day: 0, depOrArr: '1', pageNum: 1, pageSize: 5 }),
  });
  const body = await answer.json();
  return {
    kind: 'page',
    status: 200,
    html: '<main><h1>' + locale + ' ' + body.code + '</h1><p>render ' + ++renders + '</p>' +
      (narrow ? '<p>phone layout</p>' : '') + '</main>',
    title: 'Departures <now>',
    data: { flights: body.data.list.length, note: '</script>' },
    shareable: !new URL(url).pathname.startsWith('/member/'),
    styles: ['src/board.module.css', 'src/frame.module.css', 'src/unknown.module.css'],
  };
}
`;

describe('pages rendered on the server', () => {
  let t: TestApp;
  let dir: string;
  const clock = new OffsetClock();
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'can-render-'));
    mkdirSync(join(dir, 'dist'));
    mkdirSync(join(dir, 'dist-server'));
    writeFileSync(join(dir, 'dist', 'index.html'), INDEX);
    // Vite's SSR manifest: which built files hold each module.
    mkdirSync(join(dir, 'dist', '.vite'));
    writeFileSync(
      join(dir, 'dist', '.vite', 'ssr-manifest.json'),
      JSON.stringify({
        'src/board.module.css': ['/assets/board-2.js', '/assets/board-2.css'],
        'src/board.tsx': ['/assets/board-2.js', '/assets/board-2.css'],
        'src/frame.module.css': ['/assets/index-1.js', '/assets/index-1.css'],
      }),
    );
    writeFileSync(join(dir, 'dist-server', 'entry-server.js'), RENDERER);
    t = await createTestApp({
      webRoot: join(dir, 'dist'),
      env: { TEST_CLOCK_CONTROL: 'true' },
      deps: { clock },
    });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers the rendered page in the cookie language, its data as JSON, no inline script', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/flight/departures',
      headers: { cookie: 'locale=en-US' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<html lang="en-US">');
    // The renderer's call to a signed path was answered in process, without a signature.
    expect(res.body).toMatch(
      /<div id="root"><main><h1>en-US 200<\/h1><p>render \d+<\/p><\/main><\/div>/,
    );
    expect(res.body).toContain(
      '<script type="application/json" id="page-data">{"flights":5,"note":"\\u003c/script>"}</script>',
    );
    expect(res.body).toContain('<title>Departures &lt;now&gt;</title>');
    expect(res.headers['vary']).toMatch(/cookie/i);
    // Public content: a shared cache may hold it a minute, and serve it stale while it refreshes.
    expect(res.headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=300');
  });

  it("renders at the server's clock, which the API answers by, not this process's", async () => {
    const DAY = 86_400_000;
    clock.advance(DAY);
    try {
      const before = clock.now().getTime();
      const res = await t.app.inject({ method: 'GET', url: '/clock' });
      const at = Number(/<p>at (\d+)<\/p>/.exec(res.body)?.[1]);
      expect(at).toBeGreaterThanOrEqual(before);
      expect(at).toBeLessThanOrEqual(clock.now().getTime());
      expect(at - Date.now()).toBeGreaterThan(DAY - 60_000);
    } finally {
      clock.advance(-DAY);
    }
  });

  it('links the stylesheets of the views the page used in its head, each once', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/flight/arrivals' });
    const head = res.body.slice(0, res.body.indexOf('</head>'));
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/board-2.css">');
    // The shell's own stylesheet stays where it was, and only once; scripts are not linked.
    expect(res.body.split('/assets/index-1.css')).toHaveLength(2);
    expect(res.body).not.toContain('board-2.js');
  });

  it("keeps the build's manifest to itself", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/.vite/ssr-manifest.json' });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('board-2');
  });

  it('renders a public page once for the readers of the next seconds, again after a change', async () => {
    const renderOf = async (cookie: string) => {
      const res = await t.app.inject({
        method: 'GET',
        url: '/guide/departure',
        headers: { cookie },
      });
      return /render (\d+)/.exec(res.body)?.[1];
    };
    const [first, second] = await Promise.all([renderOf('locale=ko-KR'), renderOf('locale=ko-KR')]);
    expect(second).toBe(first);
    expect(await renderOf('locale=ko-KR')).toBe(first);
    // Another language is another page.
    expect(await renderOf('locale=fr-FR')).not.toBe(first);
    // A change through the back office (here the tests' clock) is in the next page.
    const moved = await t.app.inject({
      method: 'POST',
      url: '/byairport-cms/test/clock',
      payload: { advanceMinutes: 1 },
    });
    expect(moved.json()).toMatchObject({ code: 200 });
    expect(Number(await renderOf('locale=ko-KR'))).toBeGreaterThan(Number(first));
  });

  it('renders the phone layout for a phone, kept apart from the desktop one', async () => {
    const phone = { 'sec-ch-ua-mobile': '?1' };
    const iphone = {
      'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) Mobile/15E148',
    };
    const [onPhone, onIphone, onDesktop] = await Promise.all(
      [phone, iphone, { 'sec-ch-ua-mobile': '?0' }].map((headers) =>
        t.app.inject({ method: 'GET', url: '/service/guide', headers }),
      ),
    );
    expect(onPhone!.body).toContain('<p>phone layout</p>');
    expect(onIphone!.body).toContain('<p>phone layout</p>');
    expect(onDesktop!.body).not.toContain('phone layout');
    expect(onPhone!.headers['vary']).toBe('Cookie, Sec-CH-UA-Mobile');
  });

  it('never lets a shared cache keep a page of member or check-in state', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/member/login' });
    const again = await t.app.inject({ method: 'GET', url: '/member/login' });
    expect(res.statusCode).toBe(200);
    // Not kept in the server either: every reader's page is rendered for them.
    expect(again.body).not.toBe(res.body);
    expect(res.body).toContain('page-data');
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('passes a redirect on, and sends the shell when a render fails or for the back office', async () => {
    const old = await t.app.inject({ method: 'GET', url: '/old' });
    expect(old.statusCode).toBe(302);
    expect(old.headers.location).toBe('/');
    for (const url of ['/broken', '/admin/articles']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<div id="root"></div>');
      expect(res.body).not.toContain('page-data');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('refuses a call from outside that claims to come from the renderer', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/byairport-flight/flight/list',
      headers: { [IN_PROCESS_HEADER]: 'guessed', 'content-type': 'application/json' },
      payload: { type: '1', terminal: '', day: 0, depOrArr: '1', pageNum: 1, pageSize: 5 },
    });
    expect(res.json()).toMatchObject({ code: 403 });
  });
});

describe('leadingPreloads', () => {
  it('takes the preloads React wrote first out of the body, for the head', () => {
    const html =
      '<link rel="preload" as="image" href="/media/banners/default.svg" fetchPriority="high"/><div id="top">…</div>';
    expect(leadingPreloads(html)).toEqual({
      preloads:
        '<link rel="preload" as="image" href="/media/banners/default.svg" fetchPriority="high"/>',
      body: '<div id="top">…</div>',
    });
  });

  it('leaves a body without leading preloads, and preloads further in, as they are', () => {
    const html = '<div id="top"><link rel="preload" as="image" href="/a.svg"/></div>';
    expect(leadingPreloads(html)).toEqual({ preloads: '', body: html });
  });
});
