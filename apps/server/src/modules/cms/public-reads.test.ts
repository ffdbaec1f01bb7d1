import { cmsPaths, navMenusData, todayWeatherPath } from '@can/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { CONTENT_READ_CACHE } from '../../platform/cacheable-read';

/** Issue 20, decision 024: the content the pages and the frame read, as cacheable GETs. */
describe('content reads a shared cache may keep', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  it('answers the menu unsigned, per language, with a validator and the content lifetime', async () => {
    const zh = await get(cmsPaths.navMenus);
    expect(zh.json()).toMatchObject({ code: 200 });
    expect(navMenusData.parse(zh.json().data).navMenuDTOs.length).toBeGreaterThan(3);
    expect(zh.headers['cache-control']).toBe(CONTENT_READ_CACHE);
    expect(CONTENT_READ_CACHE).toBe(
      'public, max-age=60, stale-while-revalidate=300, stale-if-error=86400',
    );
    expect(zh.headers.vary).toMatch(/\blocale\b/);
    expect(zh.headers.etag).toMatch(/^W\/"[\w-]{27}"$/);

    const fr = await get(cmsPaths.navMenus, { locale: 'fr_FR' });
    expect(fr.headers.etag).not.toBe(zh.headers.etag);
    expect(fr.body).not.toBe(zh.body);

    const again = await get(cmsPaths.navMenus, { 'if-none-match': zh.headers.etag as string });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    // Compressed for a reader who takes it, the same validator.
    const compressed = await get(cmsPaths.navMenus, { 'accept-encoding': 'br' });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers.etag).toBe(zh.headers.etag);
  });

  it('does the same for the frame and page reads, signed or not', async () => {
    for (const url of [
      cmsPaths.footerMenus,
      cmsPaths.homeIndex,
      cmsPaths.notifications,
      cmsPaths.announcement,
      `${cmsPaths.folderByUrlKey}?urlKey=guide-departure`,
      `${cmsPaths.rollPictures}?urlKey=home`,
      `${cmsPaths.articleList}?urlKey=notice-airport&pageNum=1&pageSize=10`,
      `${todayWeatherPath}?code=CAN`,
    ]) {
      const res = await get(url);
      expect(res.json(), url).toMatchObject({ code: 200 });
      expect(res.headers['cache-control'], url).toBe(CONTENT_READ_CACHE);
      expect(res.headers.etag, url).toMatch(/^W\//);
    }
    const [path, query] =
      `${cmsPaths.articleList}?urlKey=notice-airport&pageNum=1&pageSize=10`.split('?');
    const signed = await t.signed({
      method: 'GET',
      path: path!,
      query: Object.fromEntries(new URLSearchParams(query)),
    });
    expect(signed.json()).toMatchObject({ code: 200 });
  });

  it('never lets a cache keep a refusal, and keeps private calls signed', async () => {
    const missing = await get(`${cmsPaths.articleDetail}?articleId=999999999`);
    expect(missing.json()).toMatchObject({ code: 404 });
    expect(missing.headers['cache-control']).toBe('no-store');
    expect(missing.headers.etag).toBeUndefined();
    const bad = await get(`${cmsPaths.articleList}?urlKey=notice-airport&pageSize=1000`);
    expect(bad.json()).toMatchObject({ code: 400 });
    expect(bad.headers['cache-control']).toBe('no-store');

    expect((await get('/byairport-cms/user/profile')).json()).toMatchObject({ code: 403 });
    const view = await t.app.inject({
      method: 'POST',
      url: cmsPaths.pageView,
      payload: { path: '#/' },
    });
    expect(view.json()).toMatchObject({ code: 403 });
  });
});
