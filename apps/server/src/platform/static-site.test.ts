import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

const INDEX =
  '<!doctype html><html lang="zh-CN"><head><title>机场</title><meta name="description" content="机场" /><script type="module" src="/assets/index-abc123.js"></script></head><body><div id="root"></div><noscript>需要 JavaScript</noscript></body></html>';

describe('static site', () => {
  let t: TestApp;
  let root: string;
  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'can-web-'));
    mkdirSync(join(root, 'assets'));
    writeFileSync(join(root, 'index.html'), INDEX);
    const js = `console.log(${JSON.stringify('x'.repeat(5000))});`;
    writeFileSync(join(root, 'assets', 'index-abc123.js'), js);
    writeFileSync(join(root, 'assets', 'index-abc123.js.gz'), gzipSync(js));
    writeFileSync(join(root, 'robots.txt'), 'User-agent: *\nAllow: /\n');
    writeFileSync(join(root, 'sw.js'), 'self.addEventListener("fetch", () => {});');
    t = await createTestApp({ webRoot: root });
  });
  afterAll(async () => {
    await t.close();
    rmSync(root, { recursive: true, force: true });
  });

  it.each([
    '/',
    '/flights/departures',
    '/user/login',
    '/no/such/page?x=1',
    '/byairport-web/traffic/index',
    '/byairport-web/pecki_m',
  ])('answers the page at %s', async (url) => {
    const res = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('<div id="root">');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it.each([
    [undefined, 'zh-CN', '广州白云国际机场 | 官方网站'],
    ['locale=en-US', 'en-US', 'Guangzhou Baiyun International Airport | Official website'],
    ['theme=dark; locale=ko-KR', 'ko-KR', '광저우 바이윈 국제공항 | 공식 웹사이트'],
    ['locale=fr-FR; x=1', 'fr-FR', 'Aéroport international de Guangzhou Baiyun | Site officiel'],
    ['locale=xx-YY', 'zh-CN', '广州白云国际机场 | 官方网站'],
  ])('answers the page in the language of the locale cookie (%s)', async (cookie, lang, title) => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/flight/departures',
      headers: cookie ? { cookie } : {},
    });
    expect(res.body).toContain(`<html lang="${lang}">`);
    expect(res.body).toContain(`<title>${title}</title>`);
    expect(res.body).not.toContain('需要 JavaScript');
    expect(res.body).toMatch(/<noscript>[^<]*020-36066999[^<]*<\/noscript>/);
    expect(res.headers['vary']).toMatch(/cookie/i);
  });

  it('serves robots.txt as itself, never the page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.headers['content-type']).toMatch(/text\/plain/);
    expect(res.body).toContain('User-agent');
  });

  it.each(['/sitemap.xml', '/assets/missing-000.js', '/favicon.ico', '/assets/whatever'])(
    'answers 404 for the missing file %s',
    async (url) => {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('<div id="root">');
    },
  );

  it('caches hashed assets for a year and serves them pre-compressed', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['content-type']).toMatch(/javascript/);
  });

  it('has the service worker revalidated on every visit, so a new version reaches everyone', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sw.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('sends strict security headers with the page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['strict-transport-security']).toBeDefined();
  });

  it('compresses API answers that are large enough', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/byairport-cms/config/client',
      headers: { 'accept-encoding': 'br' },
    });
    expect(res.headers['content-encoding']).toBe('br');
  });
});
