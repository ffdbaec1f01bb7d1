import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { IN_PROCESS_HEADER } from './page-render';

const INDEX =
  '<!doctype html><html lang="zh-CN"><head><title>机场</title><meta name="description" content="机场" /></head><body><div id="root"></div><noscript>需要 JavaScript</noscript></body></html>';

/*
 * A stand-in for the web app's renderer (apps/web/src/ssr/entry-server.tsx, built by vite):
 * it asks the server for a signed call without signing, as the real one does, and shows what
 * it got; /old redirects.
 */
const RENDERER = `
export const PAGE_DATA_ID = 'page-data';
export const pageDataJson = (data) => JSON.stringify(data).replace(/</g, '\\\\u003c');
export async function renderPage({ url, locale, fetch }) {
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
    html: '<main><h1>' + locale + ' ' + body.code + '</h1></main>',
    title: 'Departures <now>',
    data: { flights: body.data.list.length, note: '</script>' },
  };
}
`;

describe('pages rendered on the server', () => {
  let t: TestApp;
  let dir: string;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'can-render-'));
    mkdirSync(join(dir, 'dist'));
    mkdirSync(join(dir, 'dist-server'));
    writeFileSync(join(dir, 'dist', 'index.html'), INDEX);
    writeFileSync(join(dir, 'dist-server', 'entry-server.js'), RENDERER);
    t = await createTestApp({ webRoot: join(dir, 'dist') });
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
    expect(res.body).toContain('<div id="root"><main><h1>en-US 200</h1></main></div>');
    expect(res.body).toContain(
      '<script type="application/json" id="page-data">{"flights":5,"note":"\\u003c/script>"}</script>',
    );
    expect(res.body).toContain('<title>Departures &lt;now&gt;</title>');
    expect(res.headers['vary']).toMatch(/cookie/i);
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
