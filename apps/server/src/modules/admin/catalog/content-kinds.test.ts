import {
  adminCatalogPaths as paths,
  type FaqListData,
  type FooterListData,
  type HotelListData,
  type ShopListData,
  type TransportListData,
} from '@can/contracts/admin-catalog';
import { cmsPaths, shopPaths, transportPaths } from '@can/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { adminCall, staffSession } from '../admin-test-kit';

const text = (zh: string, en: string) => ({ 'zh-CN': zh, 'en-US': en, 'fr-FR': '', 'ko-KR': '' });

describe('admin catalog: footer, FAQ, hotels, shops and transport', () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp();
    cookie = (await staffSession(t, 'editor')).cookie;
  });
  afterAll(() => t.close());

  const publicGet = async <T>(path: string, query?: Record<string, unknown>, locale = 'en_US') =>
    (await t.signed({ method: 'GET', path, query, locale })).json() as { code: number; data: T };
  const get = <T>(path: string) => adminCall<T>(t, 'GET', path, { cookie });
  const post = (path: string, body: unknown) =>
    adminCall<{ id: number }>(t, 'POST', path, { cookie, body, locale: 'en_US' });
  const actions = async () =>
    (await t.deps.database.db.selectFrom('audit_log').select('action').execute()).map(
      (r) => r.action,
    );

  it('adds, edits and removes a footer link', async () => {
    const { data } = await get<FooterListData>(paths.footerList);
    const column = data.columns.find((c) => !c.locales)!;
    const item = {
      columnId: column.id,
      type: 'link',
      content: text('行李查询', 'Baggage enquiry'),
      link: '/service/baggage',
    };
    const created = await post(paths.footerSave, item);
    expect(created.code).toBe(200);
    type Footer = { columns: { title: string; children: { content: string }[] }[] };
    const shown = (await publicGet<Footer>(cmsPaths.footerMenus)).data;
    expect(shown.columns.flatMap((c) => c.children.map((i) => i.content))).toContain(
      'Baggage enquiry',
    );

    expect(
      (await post(paths.footerSave, { ...item, id: created.data.id, link: 'javascript:alert(1)' }))
        .code,
    ).toBe(400);
    expect((await post(paths.footerDelete, { id: created.data.id })).code).toBe(200);
    const after = (await publicGet<Footer>(cmsPaths.footerMenus)).data;
    expect(after.columns.flatMap((c) => c.children.map((i) => i.content))).not.toContain(
      'Baggage enquiry',
    );
    expect(await actions()).toEqual(expect.arrayContaining(['footer.create', 'footer.delete']));
  });

  it('edits the footer contact block', async () => {
    const { data } = await get<FooterListData>(paths.footerList);
    expect(data.contact.hotline).toBe('020-36066999');
    const saved = await post(paths.footerContact, {
      ...data.contact,
      hotline: '020-96158',
      qrCodeLabel: text('白云机场微信', 'Baiyun Airport WeChat'),
    });
    expect(saved.code).toBe(200);
    type Footer = { contact: { hotline: string; qrCodeLabel: string; address: string } };
    const shown = (await publicGet<Footer>(cmsPaths.footerMenus)).data.contact;
    expect(shown).toMatchObject({ hotline: '020-96158', qrCodeLabel: 'Baiyun Airport WeChat' });
    expect(shown.address).toContain('Baiyun District');
    expect((await post(paths.footerContact, { ...data.contact, hotline: 'call us' })).code).toBe(
      400,
    );
    expect(await actions()).toContain('footer.contact');
  });

  it('edits an FAQ answer (sanitized) and hides the question from the public FAQ', async () => {
    const { data } = await get<FaqListData>(paths.faqList);
    const question = data.questions[0]!;
    const saved = await post(paths.faqSave, {
      ...question,
      question: text('可以带充电宝吗？', 'May I carry a power bank?'),
      answer: text(
        '<p>可以，须随身携带。</p>',
        '<p>Yes, in your cabin bag.</p><script>alert(1)</script>',
      ),
    });
    expect(saved.code).toBe(200);
    type FaqAnswer = { question: string; answer: string };
    const shown = await publicGet<FaqAnswer>('/byairport-cms/faq/detail', { id: question.id });
    expect(shown.data).toMatchObject({ question: 'May I carry a power bank?' });
    expect(shown.data.answer).toBe('<p>Yes, in your cabin bag.</p>');

    expect((await post(paths.faqVisibility, { id: question.id, visible: false })).code).toBe(200);
    expect((await publicGet('/byairport-cms/faq/detail', { id: question.id })).code).toBe(404);
    const refused = await post(paths.faqSave, { ...question, categoryId: 9999 });
    expect(refused.code).toBe(601);
    expect(await actions()).toEqual(expect.arrayContaining(['faq.update', 'faq.hide']));
  });

  it('edits a hotel page and hides it', async () => {
    const { data } = await get<HotelListData>(paths.hotelList);
    expect(data.hotels.length).toBeGreaterThanOrEqual(4);
    const hotel = data.hotels[0]!;
    const saved = await post(paths.hotelSave, {
      id: hotel.id,
      title: { ...hotel.title, 'en-US': 'Pullman Guangzhou Baiyun Airport (renovated)' },
      summary: hotel.summary,
      content: hotel.content,
    });
    expect(saved.code).toBe(200);
    type Page = { list: { id: number; title: string }[] };
    const list = await publicGet<Page>(cmsPaths.articleList, {
      urlKey: hotel.urlKey,
      pageSize: 10,
    });
    expect(list.data.list.find((a) => a.id === hotel.id)!.title).toBe(
      'Pullman Guangzhou Baiyun Airport (renovated)',
    );
    await post(paths.hotelVisibility, { id: hotel.id, visible: false });
    const hidden = await publicGet<Page>(cmsPaths.articleList, {
      urlKey: hotel.urlKey,
      pageSize: 10,
    });
    expect(hidden.data.list.some((a) => a.id === hotel.id)).toBe(false);
    // Only hotel pages are edited here.
    expect(
      (
        await post(paths.hotelSave, {
          ...saved.data,
          id: 1,
          title: hotel.title,
          summary: hotel.summary,
          content: hotel.content,
        })
      ).code,
    ).toBe(404);
  });

  it('edits a shop (hours checked) and removes one', async () => {
    const { data } = await get<ShopListData>(paths.shopList);
    const shop = data.shops[0]!;
    const body = {
      ...shop,
      name: { ...shop.name, 'en-US': 'Lingnan Tea House' },
      hoursKind: 'range',
      opens: '06:30',
      closes: '23:00',
    };
    expect((await post(paths.shopSave, { ...body, opens: '25:00' })).code).toBe(400);
    expect((await post(paths.shopSave, body)).code).toBe(200);
    type Detail = { name: string; hours: string };
    const shown = await publicGet<Detail>(shopPaths.detail, { id: shop.id });
    expect(shown.data).toMatchObject({ name: 'Lingnan Tea House', hours: '06:30-23:00' });
    expect((await post(paths.shopDelete, { id: shop.id })).code).toBe(200);
    expect((await publicGet(shopPaths.detail, { id: shop.id })).code).toBe(404);
    expect(await actions()).toEqual(expect.arrayContaining(['shop.update', 'shop.delete']));
  });

  it('adds a city terminal, edits a coach route timetable and removes them', async () => {
    const terminal = await post(paths.terminalSave, {
      name: text('天河城市候机楼', 'Tianhe City Terminal'),
      district: text('天河区', 'Tianhe'),
      address: text('天河路 1 号', '1 Tianhe Road'),
      hours: '06:00-21:00',
      phone: '020-12345678',
    });
    expect(terminal.code).toBe(200);
    type Terminal = { id: number; name: string };
    const terminals = await publicGet<Terminal[] | { list: Terminal[] }>(
      transportPaths.cityTerminals,
    );
    expect(JSON.stringify(terminals.data)).toContain('Tianhe City Terminal');

    const { data } = await get<TransportListData>(paths.transportList);
    const route = data.routes[0]!;
    const timetable = [{ terminal: route.timetable[0]!.terminal, times: ['21:00', '07:00'] }];
    const saved = await post(paths.coachRouteSave, { ...route, fare: 35, timetable });
    expect(saved.code).toBe(200);
    type Route = { fare: number; firstDeparture?: string };
    const shown = await publicGet<Route>(transportPaths.route, { routeId: route.id });
    expect(shown.data.fare).toBe(35);
    expect(
      (
        await post(paths.coachRouteSave, {
          ...route,
          timetable: [{ terminal: 'T2', times: ['7am'] }],
        })
      ).code,
    ).toBe(400);

    expect(
      (await post(paths.transportDelete, { kind: 'terminal', id: terminal.data.id })).code,
    ).toBe(200);
    expect((await post(paths.transportDelete, { kind: 'coachRoute', id: route.id })).code).toBe(
      200,
    );
    expect((await publicGet(transportPaths.route, { routeId: route.id })).code).toBe(404);
    expect(await actions()).toEqual(
      expect.arrayContaining([
        'cityTerminal.create',
        'coachRoute.update',
        'cityTerminal.delete',
        'coachRoute.delete',
      ]),
    );
  });
});
