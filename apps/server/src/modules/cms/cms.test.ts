import {
  announcementData,
  article,
  articlePage,
  folder,
  footerData,
  homeIndexData,
  navMenusData,
  notificationsData,
  rollPictureList,
  type NavMenu,
} from '@can/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedRequest } from '../../../test/signing';
import { createTestApp, type TestApp } from '../../../test/test-app';

const LOCALES = ['zh_CN', 'en_US', 'fr_FR', 'ko_KR'] as const;

describe('CMS calls', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ now: new Date('2026-11-22T09:00:00+08:00') });
  });
  afterAll(() => t.close());

  const get = async (path: string, query?: Record<string, unknown>, locale = 'zh_CN') =>
    (await t.signed({ method: 'GET', path, query, locale })).json();

  describe('folder/getNavMenus', () => {
    it.each(LOCALES)('answers the whole menu tree in %s', async (locale) => {
      const body = await get('/byairport-cms/folder/getNavMenus', undefined, locale);
      const { navMenuDTOs } = navMenusData.parse(body.data);
      expect(navMenuDTOs.map((m) => m.urlkey)).toEqual([
        'flight',
        'guide',
        'service',
        'traffic',
        'shop',
        'about',
        'investor',
      ]);
      const departures = navMenuDTOs[0]!.childrenNavMenus[0]!;
      expect(departures).toMatchObject({
        path: '/flight/departures',
        urlkey: 'departures',
        component: 'flight/departures',
        hidden: false,
      });
      const expected = { zh_CN: '出发航班', en_US: 'Departures', fr_FR: 'Départs', ko_KR: '출발' }[
        locale
      ];
      expect(departures.name).toBe(expected);
    });

    it('includes hidden entries, app variants, query props and the external buyNow entry', async () => {
      const { navMenuDTOs } = navMenusData.parse(
        (await get('/byairport-cms/folder/getNavMenus')).data,
      );
      const all: NavMenu[] = navMenuDTOs.flatMap((m) => [m, ...m.childrenNavMenus]);
      expect(all.find((m) => m.urlkey === 'appDepartures')).toMatchObject({
        hidden: true,
        path: '/app/flight/departures',
      });
      expect(all.find((m) => m.urlkey === 'buyNow')?.path).toMatch(/^https:\/\/.+\.gov\.cn/);
      expect(all.find((m) => m.urlkey === 'airport-notice')?.query).toBe(
        'urlKey=airport-notice&showDate=1',
      );
    });
  });

  describe('folder/queryFolderByUrlKey', () => {
    it('answers the folder name in the locale, with its banner', async () => {
      const zh = folder.parse(
        (await get('/byairport-cms/folder/queryFolderByUrlKey', { urlKey: 'airport-notice' })).data,
      );
      const en = folder.parse(
        (
          await get(
            '/byairport-cms/folder/queryFolderByUrlKey',
            { urlKey: 'airport-notice' },
            'en_US',
          )
        ).data,
      );
      expect(zh).toMatchObject({
        urlKey: 'airport-notice',
        name: '机场公告',
        bannerUrl: expect.stringMatching(/\.svg$/),
      });
      expect(en.name).toBe('Airport notices');
    });

    it('understands the language suffix the language menu adds', async () => {
      const body = await get(
        '/byairport-cms/folder/queryFolderByUrlKey',
        { urlKey: 'airport-notice_en' },
        'en_US',
      );
      expect(body).toMatchObject({ code: 200, data: { urlKey: 'airport-notice' } });
    });

    it('answers the reader’s language, where missing English, then Chinese (decision 021)', async () => {
      const body = await get(
        '/byairport-cms/folder/queryFolderByUrlKey',
        { urlKey: 'corporate-honor' },
        'ko_KR',
      );
      expect(body.data.name).toBe('수상 내역');
      // The Chinese half of the featured pair has no other language: opened directly, it is Chinese.
      const chinese = await get('/byairport-cms/article/detail', { articleId: 9685 }, 'ko_KR');
      expect(chinese.data.title).toMatch(/白云机场/);
    });

    it('lists the featured pair once, in the reader’s half: 9685 in Chinese, 9687 otherwise', async () => {
      const ids = async (locale: string) =>
        homeIndexData
          .parse((await get('/byairport-cms/home/index', undefined, locale)).data)
          .headlines.map((h) => h.id);
      expect(await ids('zh_CN')).toContain(9685);
      expect(await ids('zh_CN')).not.toContain(9687);
      for (const locale of ['en_US', 'fr_FR', 'ko_KR']) {
        expect(await ids(locale)).toContain(9687);
        expect(await ids(locale)).not.toContain(9685);
      }
      const list = await get(
        '/byairport-cms/article/list',
        { urlKey: 'headline_fr', pageNum: 1, pageSize: 10 },
        'fr_FR',
      );
      expect(list.data.list.length).toBeGreaterThan(0);
      // Pages stay full and totals count what is listed: the other half is left out by the query.
      for (const locale of ['zh_CN', 'fr_FR']) {
        const page = await get(
          '/byairport-cms/article/list',
          { urlKey: 'headline', pageNum: 1, pageSize: 3 },
          locale,
        );
        expect(page.data.list).toHaveLength(Math.min(3, page.data.total));
        expect(page.data.total).toBe(list.data.total);
      }
      const titles = list.data.list.map((a: { title: string }) => a.title).join(' ');
      expect(titles).not.toMatch(/[\u4e00-\u9fff]/u);
    });

    it('answers 404 for an unknown key and 400 for a bad one', async () => {
      expect(
        await get('/byairport-cms/folder/queryFolderByUrlKey', { urlKey: 'no-such-folder' }),
      ).toMatchObject({ code: 404 });
      const bad = await get(
        '/byairport-cms/folder/queryFolderByUrlKey',
        { urlKey: '../etc/passwd' },
        'en_US',
      );
      expect(bad).toMatchObject({ code: 400, data: { fields: [{ field: 'urlKey' }] } });
      expect(await get('/byairport-cms/folder/queryFolderByUrlKey')).toMatchObject({ code: 400 });
    });
  });

  describe('folder/queryRollPictureList', () => {
    it('answers the home banners in order, in the locale', async () => {
      const list = rollPictureList.parse(
        (await get('/byairport-cms/folder/queryRollPictureList', { urlKey: 'home' }, 'fr_FR')).data,
      );
      expect(list.length).toBeGreaterThanOrEqual(3);
      expect(list.map((p) => p.sort)).toEqual([...list.map((p) => p.sort)].sort((a, b) => a - b));
      expect(list[0]!.title).toMatch(/Terminal 3/);
      expect(list.every((p) => p.imageUrl.endsWith('.svg'))).toBe(true);
    });

    it('has a banner for every folder and a carousel for every hotel', async () => {
      for (const key of ['airport-notice', 'guide-security', 'contact-us']) {
        expect(
          (await get('/byairport-cms/folder/queryRollPictureList', { urlKey: key })).data,
        ).toHaveLength(1);
      }
      for (const hotel of ['boerman', 'daisi', 'aosite', 'nuofute']) {
        expect(
          (await get('/byairport-cms/folder/queryRollPictureList', { urlKey: `hotel-${hotel}` }))
            .data.length,
        ).toBeGreaterThanOrEqual(2);
      }
    });

    it('answers an empty list for a key without pictures', async () => {
      expect(
        await get('/byairport-cms/folder/queryRollPictureList', { urlKey: 'nothing-here' }),
      ).toMatchObject({ code: 200, data: [] });
    });
  });

  describe('home', () => {
    it('home/index answers banners, headlines and notices, newest first', async () => {
      const data = homeIndexData.parse(
        (await get('/byairport-cms/home/index', undefined, 'en_US')).data,
      );
      expect(data.rollPictures.length).toBeGreaterThan(0);
      expect(data.headlines.length).toBeGreaterThan(2);
      const dates = data.airportNotices.map((n) => n.publishedAt);
      expect(dates).toEqual([...dates].sort().reverse());
      expect(dates[0]).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+08:00$/);
    });

    it('opens the reader’s half of the featured pair from the home banner', async () => {
      const banner = async (locale: string) =>
        homeIndexData
          .parse((await get('/byairport-cms/home/index', undefined, locale)).data)
          .rollPictures.find((p) => p.url.includes('/headline/detail'))?.url;
      expect(await banner('zh_CN')).toBe('/headline/detail?articleId=9685&showDate=1');
      for (const locale of ['en_US', 'fr_FR', 'ko_KR'])
        expect(await banner(locale)).toBe('/headline/detail?articleId=9687&showDate=1');
    });

    it('home/queryNotificationsList answers the notifications and the newest id', async () => {
      const data = notificationsData.parse(
        (await get('/byairport-cms/home/queryNotificationsList')).data,
      );
      expect(data.list.length).toBeGreaterThan(1);
      expect(data.latestId).toBe(Math.max(...data.list.map((n) => n.id)));
    });

    it('the announcement answers data.tbArticles with sanitized HTML', async () => {
      const data = announcementData.parse(
        (await get('/byairport-cms/home/queryAnnouncement', undefined, 'en_US')).data,
      );
      expect(data.tbArticles).toHaveLength(1);
      expect(data.tbArticles[0]!.content).toContain('Terminal 1');
      expect(data.tbArticles[0]!.content).not.toMatch(/<script|onerror|javascript:/i);
    });
  });

  describe('articles', () => {
    it('lists a folder page by page', async () => {
      const first = articlePage.parse(
        (await get('/byairport-cms/article/list', { urlKey: 'headline', pageNum: 1, pageSize: 2 }))
          .data,
      );
      const second = articlePage.parse(
        (await get('/byairport-cms/article/list', { urlKey: 'headline', pageNum: 2, pageSize: 2 }))
          .data,
      );
      expect(first).toMatchObject({ pageNum: 1, pageSize: 2 });
      expect(first.total).toBeGreaterThanOrEqual(5);
      expect(first.pages).toBe(Math.ceil(first.total / 2));
      expect(first.list.map((a) => a.id)).not.toEqual(second.list.map((a) => a.id));
    });

    it('refuses a bad page size', async () => {
      const body = await get(
        '/byairport-cms/article/list',
        { urlKey: 'headline', pageSize: 1000 },
        'en_US',
      );
      expect(body).toMatchObject({ code: 400, data: { fields: [{ field: 'pageSize' }] } });
    });

    it('answers the featured pair 9685 ⇄ 9687 with their counterparts', async () => {
      const zh = article.parse(
        (await get('/byairport-cms/article/detail', { articleId: 9685 })).data,
      );
      const en = article.parse(
        (await get('/byairport-cms/article/detail', { articleId: 9687 }, 'en_US')).data,
      );
      expect(zh).toMatchObject({ counterpartId: 9687, kind: 'headline', folderName: '白云新闻' });
      expect(en).toMatchObject({ counterpartId: 9685, folderName: 'News' });
      // Its neighbours in the list are the reader's too: never the other half of the pair.
      expect([en.previous?.id, en.next?.id]).not.toContain(9685);
      expect([zh.previous?.id, zh.next?.id]).not.toContain(9687);
      expect(en.content).toContain('<h2>');
    });

    it('says which language it answered in, and when the page was last reviewed', async () => {
      const fr = article.parse(
        (await get('/byairport-cms/article/detail', { articleId: 9810 }, 'fr_FR')).data,
      );
      expect(fr).toMatchObject({ lang: 'fr-FR', contentLang: 'fr-FR', kind: 'page' });
      expect(Date.parse(fr.updatedAt)).toBeLessThanOrEqual(t.clock.now().getTime());
      // An editor's article written in Chinese and English only: French readers get English.
      await t.deps.database.db
        .insertInto('article')
        .values({
          id: 99_001,
          kind: 'airport-notice',
          url_key: 'airport-notice',
          title_i18n: JSON.stringify({ 'zh-CN': '新通知', 'en-US': 'New notice' }),
          summary_i18n: JSON.stringify({ 'zh-CN': '摘要' }),
          content_i18n: JSON.stringify({ 'zh-CN': '<p>中文</p>', 'en-US': '<p>English</p>' }),
          published_at: '2026-11-22T08:00:00+08:00',
          published: 1,
          counterpart_id: null,
          updated_at: '2026-11-22T00:00:00.000Z',
        })
        .execute();
      const fallback = article.parse(
        (await get('/byairport-cms/article/detail', { articleId: 99_001 }, 'fr_FR')).data,
      );
      expect(fallback).toMatchObject({
        title: 'New notice',
        lang: 'en-US',
        content: '<p>English</p>',
        contentLang: 'en-US',
        summary: '摘要',
      });
      const list = articlePage.parse(
        (await get('/byairport-cms/article/list', { urlKey: 'airport-notice' }, 'ko_KR')).data,
      );
      expect(list.list.find((a) => a.id === 99_001)?.lang).toBe('en-US');
      expect(list.list.filter((a) => a.id !== 99_001).every((a) => a.lang === 'ko-KR')).toBe(true);
    });

    it('answers 404 for an unknown article and 400 for a bad id', async () => {
      expect(await get('/byairport-cms/article/detail', { articleId: 1 })).toMatchObject({
        code: 404,
      });
      expect(await get('/byairport-cms/article/detail', { articleId: 'abc' })).toMatchObject({
        code: 400,
      });
    });
  });

  describe('folder/getFooterMenus', () => {
    it('shows five columns in Chinese and two elsewhere', async () => {
      const zh = footerData.parse((await get('/byairport-cms/folder/getFooterMenus')).data);
      expect(zh.columns.map((c) => c.title)).toEqual([
        '关于我们',
        '旅客服务',
        '加入我们',
        '商务合作',
        '投资者关系',
      ]);
      for (const locale of ['en_US', 'fr_FR', 'ko_KR']) {
        const other = footerData.parse(
          (await get('/byairport-cms/folder/getFooterMenus', undefined, locale)).data,
        );
        expect(other.columns).toHaveLength(2);
      }
    });

    it('chooses the filing numbers by host name, with a default', async () => {
      const signed = (host: string) => {
        const req = signedRequest({
          method: 'GET',
          path: '/byairport-cms/folder/getFooterMenus',
          timestamp: t.clock.now().getTime(),
        });
        return t.app.inject({ ...req, headers: { ...req.headers, host } });
      };
      const main = footerData.parse((await signed('www.gbiac.net')).json().data);
      const other = footerData.parse((await signed('www.baiyunairport.com')).json().data);
      const unknown = footerData.parse((await signed('127.0.0.1:8080')).json().data);
      expect(main.icp.text).toMatch(/ICP备/);
      expect(other.icp.text).not.toBe(main.icp.text);
      expect(unknown.icp.text).toBe(main.icp.text);
      expect(main.police.link).toMatch(/^https:\/\/beian\.mps\.gov\.cn/);
    });
  });

  describe('stats/pageView', () => {
    it('counts views per airport day and path', async () => {
      const view = (path: string) =>
        t.signed({ method: 'POST', path: '/byairport-cms/stats/pageView', body: { path } });
      expect((await view('#/flight/departures')).json()).toMatchObject({ code: 200 });
      await view('#/flight/departures');
      await view('#/');
      const rows = await t.deps.database.db
        .selectFrom('page_view')
        .selectAll()
        .where('day', '=', '2026-11-22')
        .orderBy('path')
        .execute();
      expect(rows).toEqual([
        { day: '2026-11-22', path: '#/', views: 1 },
        { day: '2026-11-22', path: '#/flight/departures', views: 2 },
      ]);
    });

    it('refuses a path without the # prefix', async () => {
      const res = await t.signed({
        method: 'POST',
        path: '/byairport-cms/stats/pageView',
        body: { path: '/flight' },
        locale: 'en_US',
      });
      expect(res.json()).toMatchObject({ code: 400, data: { fields: [{ field: 'path' }] } });
    });
  });

  describe('media', () => {
    it('serves banner artwork and real QR codes under the image base URL', async () => {
      const banner = await t.app.inject('/media/banners/home-t3.svg');
      expect(banner.headers['content-type']).toMatch(/image\/svg\+xml/);
      expect(banner.body).toMatch(/^<svg/);
      const qr = await t.app.inject('/media/qr/wechat-official.svg');
      expect(qr.body).toContain('<path');
      const logo = await t.app.inject('/media/airlines/CZ.svg');
      expect(logo.body).toContain('>CZ</text>');
      expect((await t.app.inject('/media/banners/nope.svg')).statusCode).toBe(404);
      expect((await t.app.inject('/media/../secret.svg')).statusCode).toBe(404);
    });
  });
});
