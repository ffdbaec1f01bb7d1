import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALES } from '@can/contracts/locale';
import { createTestApp, type TestApp } from '../../test/test-app';
import { localizedShell } from './page-shell';

describe('the offline app on the server (issue 20)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it.each([
    ['zh-CN', '广州白云国际机场', '出发航班'],
    ['en-US', 'Guangzhou Baiyun International Airport', 'Departures'],
    ['fr-FR', 'Aéroport international de Guangzhou Baiyun', 'Départs'],
    ['ko-KR', '광저우 바이윈 국제공항', '출발 항공편'],
  ])('answers the web app manifest in %s', async (locale, name, departures) => {
    const res = await t.app.inject({ method: 'GET', url: `/manifest.${locale}.webmanifest` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    const manifest = res.json();
    expect(manifest).toMatchObject({
      lang: locale,
      name,
      start_url: '/?source=app',
      scope: '/',
      display: 'standalone',
      theme_color: '#072a55',
    });
    expect(manifest.short_name.length).toBeLessThanOrEqual(15);
    expect(manifest.icons.map((i: { sizes: string; purpose: string }) => i.sizes)).toEqual([
      '192x192',
      '512x512',
      '512x512',
    ]);
    expect(manifest.icons.some((i: { purpose: string }) => i.purpose === 'maskable')).toBe(true);
    expect(manifest.shortcuts[0]).toEqual({ name: departures, url: '/flight/departures' });
  });

  it('answers no manifest for a language the site does not have', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/manifest.de-DE.webmanifest' });
    expect(res.statusCode).toBe(404);
  });

  it('answers the offline page in four languages, with no script and its style allowed by hash', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/offline.html' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    for (const locale of LOCALES) expect(res.body).toContain(`<section lang="${locale}">`);
    expect(res.body).toContain('You are offline');
    expect(res.body).toContain('Vous êtes hors ligne');
    expect(res.body).toContain('href="/flight/departures"');
    expect(res.body).toContain('href="tel:+862036066999"');
    expect(res.body).not.toMatch(/<script/i);
    const style = /<style>([^<]*)<\/style>/.exec(res.body)![1]!;
    const hash = createHash('sha256').update(style).digest('base64');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain(`style-src 'self' 'sha256-${hash}'`);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
  });

  it('links each language’s manifest from the page in that language', () => {
    const html =
      '<html lang="zh-CN"><head><link rel="manifest" href="/manifest.zh-CN.webmanifest" /></head></html>';
    expect(localizedShell(html, 'ko-KR')).toContain(
      '<link rel="manifest" href="/manifest.ko-KR.webmanifest" />',
    );
  });
});
