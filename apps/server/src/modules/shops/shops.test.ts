import { shopCategoryList, shopDetail, shopPage } from '@can/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { isOpenAt } from './opening-hours';

const P = '/byairport-cms/shop';

describe('shop calls', () => {
  let t: TestApp;
  beforeAll(async () => {
    // 23:30 airport time: the 24-hour and "until the last flight" outlets are open, the
    // 07:00-22:00 ones are not.
    t = await createTestApp({ now: new Date('2026-11-22T23:30:00+08:00') });
  });
  afterAll(() => t.close());

  const get = async (path: string, query?: Record<string, unknown>, locale = 'zh_CN') =>
    (await t.signed({ method: 'GET', path, query, locale })).json();
  const list = async (query: Record<string, unknown>, locale = 'en_US') =>
    shopPage.parse((await get(`${P}/list`, query, locale)).data);

  it('lists at least 80 outlets with paging', async () => {
    const first = await list({ pageSize: 20 });
    expect(first.total).toBeGreaterThanOrEqual(80);
    expect(first.list).toHaveLength(20);
    expect(first.pages).toBe(Math.ceil(first.total / 20));
    const last = await list({ pageSize: 20, pageNum: first.pages });
    expect(last.list.length).toBe(first.total - 20 * (first.pages - 1));
    const beyond = await list({ pageSize: 20, pageNum: first.pages + 1 });
    expect(beyond.list).toEqual([]);
    const ids = new Set([...first.list, ...last.list].map((s) => s.id));
    expect(ids.size).toBe(first.list.length + last.list.length);
  });

  it('filters by terminal, area, security side and category', async () => {
    const page = await list({
      terminal: 'T2',
      flow: 'D',
      scope: 'D',
      side: 'after',
      category: 'restaurant',
      pageSize: 60,
    });
    expect(page.total).toBeGreaterThan(5);
    for (const s of page.list)
      expect(s).toMatchObject({
        terminal: 'T2',
        flow: 'D',
        scope: 'D',
        side: 'after',
        category: 'restaurant',
        kind: 'common',
      });
    const mcd = page.list.find((s) => s.name === "McDonald's")!;
    expect(mcd.location).toBe('T2 – beside gate B264 after domestic security, departures level');
    expect(mcd.hours).toBe('24 hours');
    expect(mcd.mapHref).toBe(`/terminal/map?terminal=T2&place=shop-${mcd.id}`);
    const dutyFree = await list({ category: 'dutyFree', pageSize: 60 });
    expect(dutyFree.list.every((s) => s.kind === 'mall')).toBe(true);
    const t1 = await list({ terminal: 'T1' });
    expect(t1).toMatchObject({ total: 0, list: [], pages: 0 });
  });

  it('keeps only what is open now, in airport time', async () => {
    const all = await list({ terminal: 'T2', side: 'after', category: 'restaurant', pageSize: 60 });
    const open = await list({
      terminal: 'T2',
      side: 'after',
      category: 'restaurant',
      openNow: '1',
      pageSize: 60,
    });
    expect(open.total).toBeGreaterThan(0);
    expect(open.total).toBeLessThan(all.total);
    expect(open.list.every((s) => s.openNow)).toBe(true);
    expect(all.list.filter((s) => s.openNow).map((s) => s.id)).toEqual(open.list.map((s) => s.id));
    expect(open.list.map((s) => s.name)).toContain("McDonald's");
    expect(open.list.map((s) => s.name)).not.toContain('HEYTEA');
  });

  it('searches names in any language and locations', async () => {
    const zh = await list({ keyword: '广州酒家' });
    expect(zh.total).toBeGreaterThanOrEqual(2);
    const en = await list({ keyword: 'guangzhou restaurant' }, 'zh_CN');
    expect(en.list[0]!.name).toBe('广州酒家');
    const gate = await list({ keyword: 'B264' });
    expect(gate.list.map((s) => s.name)).toContain("McDonald's");
    const none = await list({ keyword: '100%_x' });
    expect(none.total).toBe(0);
  });

  it.each([
    [{ terminal: 'T9' }],
    [{ category: 'casino' }],
    [{ side: 'inside' }],
    [{ pageSize: 0 }],
    [{ pageSize: 500 }],
    [{ pageNum: 'x' }],
    [{ openNow: 'yes' }],
  ])('refuses %j as invalid input', async (query) => {
    const body = await get(`${P}/list`, query, 'en_US');
    expect(body.code).toBe(400);
    expect(body.msg).toMatch(/invalid/i);
  });

  it('answers a detail with description, price and QR codes made by the library', async () => {
    const [mcd] = (await list({ keyword: "McDonald's", terminal: 'T3', flow: 'A' })).list;
    const body = await get(`${P}/detail`, { id: mcd!.id }, 'en_US');
    const detail = shopDetail.parse(body.data);
    expect(detail).toMatchObject({ name: "McDonald's", terminal: 'T3', openNow: true });
    expect(detail.priceText).toBe('¥25–50');
    expect(detail.qrCodes.map((q) => q.kind)).toEqual(['messaging', 'miniProgram']);
    expect(detail.qrCodes[0]!.label).toBe('WeChat official account');
    expect(detail.qrCodes[0]!.svg).toMatch(/^<svg[^>]+viewBox/);
    const art = (await list({ category: 'airportArt' })).list[0]!;
    const artDetail = shopDetail.parse((await get(`${P}/detail`, { id: art.id }, 'en_US')).data);
    expect(artDetail.qrCodes).toEqual([]);
    expect(artDetail.priceLevel).toBe(0);
  });

  it('refuses a detail that does not exist or a malformed id', async () => {
    expect(await get(`${P}/detail`, { id: 99999 })).toMatchObject({
      code: 404,
      msg: '未找到该商户',
    });
    expect((await get(`${P}/detail`, { id: 'abc' })).code).toBe(400);
    expect((await get(`${P}/detail`)).code).toBe(400);
  });

  it('counts outlets by category with localized names', async () => {
    const all = shopCategoryList.parse((await get(`${P}/categories`, {}, 'en_US')).data);
    expect(all.map((c) => c.category)).toEqual([
      'restaurant',
      'retail',
      'dutyFree',
      'lounge',
      'airportArt',
      'scenicSpot',
      'authenticCuisine',
    ]);
    expect(all.find((c) => c.category === 'dutyFree')!.name).toBe('Duty free');
    expect(all.every((c) => c.count > 0)).toBe(true);
    const t3 = shopCategoryList.parse((await get(`${P}/categories`, { terminal: 'T3' })).data);
    expect(t3[0]!.name).toBe('餐厅');
    expect(t3.reduce((n, c) => n + c.count, 0)).toBeLessThan(all.reduce((n, c) => n + c.count, 0));
    expect((await get(`${P}/categories`, { terminal: 'X' })).code).toBe(400);
  });
});

describe('opening hours', () => {
  const range = { opens: '07:00', closes: '22:00', hours_kind: 'range' };
  const overnight = { opens: '18:00', closes: '02:00', hours_kind: 'range' };
  it.each([
    [range, '06:59', false],
    [range, '07:00', true],
    [range, '21:59', true],
    [range, '22:00', false],
    [overnight, '23:00', true],
    [overnight, '01:59', true],
    [overnight, '02:00', false],
    [{ opens: '06:00', closes: '24:00', hours_kind: 'lastFlight' }, '23:59', true],
    [{ opens: '00:00', closes: '24:00', hours_kind: 'allDay' }, '03:00', true],
  ])('%j at %s: %s', (hours, at, open) => {
    expect(isOpenAt(hours, at)).toBe(open);
  });
});
