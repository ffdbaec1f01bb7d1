import { article, articlePage, folder, rollPictureList } from '@can/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';

/** The folders of the content pages (issue 5): each must have real text in Chinese and English. */
const CONTENT_KEYS = [
  'guide-common',
  'guide-departure',
  'guide-arrival',
  'guide-transfer',
  'guide-customs',
  'guide-border',
  'guide-security',
  'guide-quarantine',
  'guide-baggage',
  'guide-certificate',
  'guide-multiple',
  'visa-free',
  'lost-found',
  'special-passengers',
  'baggage-service',
  'vip-lounges',
  'hotels',
  'facilities',
  'airport-art',
  'attractions',
  'terminal3',
  'terminal3-horizontal',
  'terminal3-vertical',
  'airport-basic-facts',
  'corporate-culture',
  'corporate-honor',
  'company',
  'organization',
  'leader-team',
  'shareholder-returns',
  'zlzd',
  'business',
  'airlinefee',
  'rights-protection',
  'rights-protection-education',
  'rights-protection-guard',
  'rights-protection-fair',
  'stock',
  'danger-goods',
  'category',
  'links',
  'contact-us',
  'summary',
  'privacy',
  'mail',
  'hotel-boerman',
  'hotel-daisi',
  'hotel-aosite',
  'hotel-nuofute',
];

describe('content pages', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ now: new Date('2026-11-22T09:00:00+08:00') });
  });
  afterAll(() => t.close());

  const get = async (path: string, query?: Record<string, unknown>, locale = 'zh_CN') =>
    (await t.signed({ method: 'GET', path, query, locale })).json();
  const list = async (urlKey: string, locale = 'zh_CN', pageNum = 1) =>
    articlePage.parse(
      (await get('/byairport-cms/article/list', { urlKey, pageNum, pageSize: 10 }, locale)).data,
    );
  const detail = async (articleId: number, locale = 'zh_CN') =>
    article.parse((await get('/byairport-cms/article/detail', { articleId }, locale)).data);

  it.each(CONTENT_KEYS)('%s has a folder and substantial text in zh-CN and en-US', async (key) => {
    expect(
      folder.parse((await get('/byairport-cms/folder/queryFolderByUrlKey', { urlKey: key })).data)
        .name,
    ).not.toBe('');
    const zh = await list(key);
    expect(zh.total).toBeGreaterThan(0);
    const first = zh.list[0]!;
    const [zhDetail, enDetail] = await Promise.all([detail(first.id), detail(first.id, 'en_US')]);
    expect(zhDetail.content.length).toBeGreaterThan(80);
    expect(enDetail.content.length).toBeGreaterThan(80);
    expect(enDetail.title).not.toBe(zhDetail.title);
    // English text, though it may quote a Chinese name (the company's, the stock's short name).
    const cjk = enDetail.content.match(/[\u4e00-\u9fff]/gu)?.length ?? 0;
    expect(cjk).toBeLessThan(enDetail.content.length / 20);
  });

  it('says 240 hours of visa-free transit in every locale, never 144', async () => {
    const [page] = (await list('visa-free')).list;
    for (const locale of ['zh_CN', 'en_US', 'fr_FR', 'ko_KR']) {
      const text = await detail(page!.id, locale);
      expect(text.title + text.content).toContain('240');
      expect(text.title + text.content).not.toContain('144');
    }
  });

  it('shows the Terminal 3 figures of the spec', async () => {
    const [page] = (await list('terminal3', 'en_US')).list;
    const { content } = await detail(page!.id, 'en_US');
    for (const figure of [
      '683,300',
      '30 million',
      '40 million',
      '3,500',
      '1,200',
      '14,400',
      '9,400',
      '2,400',
      '42.6',
      'P11',
      'P12',
    ])
      expect(content).toContain(figure);
  });

  it('names the stock code and links to the exchange, with no price', async () => {
    const [page] = (await list('stock')).list;
    const { content } = await detail(page!.id);
    expect(content).toContain('600004');
    expect(content).toContain('https://www.sse.com.cn/');
    expect(content).not.toMatch(/[¥￥]\s?\d|元\/股|收盘价/u);
  });

  it('pages the airport notices with dates and links each one to its neighbours', async () => {
    const first = await list('airport-notice');
    expect(first.pages).toBeGreaterThan(1);
    const second = await list('airport-notice', 'zh_CN', 2);
    expect(second.list.length).toBeGreaterThan(0);
    const dates = [...first.list, ...second.list].map((a) => a.publishedAt);
    expect(dates).toEqual([...dates].sort().reverse());

    const [newest, middle] = first.list;
    const middleDetail = await detail(middle!.id);
    expect(middleDetail.previous).toEqual({
      id: newest!.id,
      title: newest!.title,
      lang: 'zh-CN',
    });
    expect(middleDetail.next?.id).toBe(first.list[2]!.id);
    expect((await detail(newest!.id)).previous).toBeNull();
  });

  it('gives each hotel a carousel of three captioned pictures', async () => {
    for (const slug of ['boerman', 'daisi', 'aosite', 'nuofute']) {
      const pictures = rollPictureList.parse(
        (
          await get(
            '/byairport-cms/folder/queryRollPictureList',
            { urlKey: `hotel-${slug}` },
            'en_US',
          )
        ).data,
      );
      expect(pictures).toHaveLength(3);
      expect(pictures.every((p) => p.title !== '' && p.content !== '')).toBe(true);
    }
  });

  it('serves an edit made in the database at once, in the edited language only', async () => {
    const [page] = (await list('guide-customs')).list;
    const row = await t.deps.database.db
      .selectFrom('article')
      .select(['title_i18n', 'content_i18n'])
      .where('id', '=', page!.id)
      .executeTakeFirstOrThrow();
    const content = JSON.parse(row.content_i18n) as Record<string, string>;
    await t.deps.database.db
      .updateTable('article')
      .set({
        content_i18n: JSON.stringify({
          ...content,
          'en-US': '<p>Edited: the cash limit is RMB 20,000.</p><script>alert(1)</script>',
        }),
      })
      .where('id', '=', page!.id)
      .execute();
    const en = await detail(page!.id, 'en_US');
    expect(en.content).toBe('<p>Edited: the cash limit is RMB 20,000.</p>');
    expect((await detail(page!.id)).content).toBe(content['zh-CN']);
  });
});
