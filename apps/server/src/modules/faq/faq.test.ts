import { faqCategoriesData, faqListData, faqQuestion, faqSearchData } from '@can/contracts/faq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';

describe('FAQ calls', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ now: new Date('2026-11-22T09:00:00+08:00') });
  });
  afterAll(() => t.close());

  const get = async (path: string, query?: Record<string, unknown>, locale = 'zh_CN') =>
    (await t.signed({ method: 'GET', path, query, locale })).json();

  describe('faq/categories', () => {
    it('answers the five categories in order, named in the locale, with counts', async () => {
      const zh = faqCategoriesData.parse((await get('/byairport-cms/faq/categories')).data);
      expect(zh.categories.map((c) => c.key)).toEqual([
        'security',
        'airline',
        'police',
        'inspection',
        'traffic',
      ]);
      expect(zh.categories[0]!.name).toBe('安全检查');
      for (const c of zh.categories) expect(c.count).toBeGreaterThanOrEqual(8);
      expect(zh.total).toBe(zh.categories.reduce((sum, c) => sum + c.count, 0));
      const en = faqCategoriesData.parse(
        (await get('/byairport-cms/faq/categories', undefined, 'en_US')).data,
      );
      expect(en.categories[0]!.name).toBe('Security');
    });
  });

  describe('faq/list', () => {
    it('pages through every question, in the locale, with sanitized answers', async () => {
      const first = faqListData.parse(
        (await get('/byairport-cms/faq/list', { pageSize: 10 }, 'en_US')).data,
      );
      expect(first).toMatchObject({ pageNum: 1, pageSize: 10 });
      expect(first.list).toHaveLength(10);
      expect(first.total).toBeGreaterThanOrEqual(40);
      expect(first.pages).toBe(Math.ceil(first.total / 10));
      expect(first.list[0]!.question).toMatch(/liquids/i);
      expect(first.list[0]!.answer).toContain('<p>');
      expect(first.list[0]!.updatedAt).toMatch(/\+08:00$/);
      const second = faqListData.parse(
        (await get('/byairport-cms/faq/list', { pageSize: 10, pageNum: 2 }, 'en_US')).data,
      );
      expect(second.list[0]!.id).not.toBe(first.list[0]!.id);
      const beyond = faqListData.parse(
        (await get('/byairport-cms/faq/list', { pageNum: 99 })).data,
      );
      expect(beyond.list).toEqual([]);
    });

    it('filters by category; "all" and "" mean every category', async () => {
      const police = faqListData.parse(
        (await get('/byairport-cms/faq/list', { category: 'police', pageSize: 50 })).data,
      );
      expect(police.total).toBeGreaterThanOrEqual(8);
      expect(new Set(police.list.map((q) => q.category))).toEqual(new Set(['police']));
      expect(police.list[0]!.categoryName).toBe('机场公安');
      const all = faqListData.parse(
        (await get('/byairport-cms/faq/list', { category: 'all' })).data,
      );
      const none = faqListData.parse((await get('/byairport-cms/faq/list')).data);
      expect(all.total).toBe(none.total);
      expect(all.total).toBeGreaterThan(police.total);
    });

    it('searches Chinese text without spaces, best match first', async () => {
      const hits = faqListData.parse(
        (await get('/byairport-cms/faq/list', { keyword: '充电宝能带上飞机吗' })).data,
      );
      expect(hits.total).toBeGreaterThan(0);
      expect(hits.list[0]!.question).toContain('充电宝');
      const none = faqListData.parse(
        (await get('/byairport-cms/faq/list', { keyword: '潜水艇' })).data,
      );
      expect(none).toMatchObject({ total: 0, pages: 0, list: [] });
    });

    it('searches English within a category', async () => {
      const hits = faqListData.parse(
        (
          await get(
            '/byairport-cms/faq/list',
            { keyword: 'metro terminal 3', category: 'traffic' },
            'en_US',
          )
        ).data,
      );
      expect(hits.list[0]!.question).toBe('Is there a metro station at Terminal 3?');
      expect(hits.list.every((q) => q.category === 'traffic')).toBe(true);
    });

    it('answers the page holding a deep-linked question', async () => {
      const all = faqListData.parse((await get('/byairport-cms/faq/list', { pageSize: 50 })).data);
      const target = all.list[23]!;
      const page = faqListData.parse(
        (await get('/byairport-cms/faq/list', { pageSize: 10, questionId: target.id })).data,
      );
      expect(page.pageNum).toBe(3);
      expect(page.list.map((q) => q.id)).toContain(target.id);
    });

    it('refuses bad input with code 400 naming the field, in the locale', async () => {
      const badCategory = await get('/byairport-cms/faq/list', { category: 'shops' }, 'en_US');
      expect(badCategory.code).toBe(400);
      expect(badCategory.msg).toContain('category');
      expect(badCategory.data.fields[0].field).toBe('category');
      const badPage = await get('/byairport-cms/faq/list', { pageNum: 0 });
      expect(badPage.code).toBe(400);
      const bigPage = await get('/byairport-cms/faq/list', { pageSize: 500 });
      expect(bigPage.code).toBe(400);
      const longKeyword = await get('/byairport-cms/faq/list', { keyword: 'x'.repeat(101) });
      expect(longKeyword.code).toBe(400);
    });

    it('shows an edit of the table on the next call', async () => {
      const db = t.deps.database.db;
      const row = await db
        .selectFrom('faq_question')
        .select(['id', 'question_i18n'])
        .orderBy('id')
        .executeTakeFirstOrThrow();
      await db
        .updateTable('faq_question')
        .set({
          question_i18n: JSON.stringify({ 'zh-CN': '改过的问题<script>x</script>' }),
          answer_i18n: JSON.stringify({
            'zh-CN': '<p onclick="x()">改过的答案</p><script>1</script>',
          }),
        })
        .where('id', '=', row.id)
        .execute();
      const detail = faqQuestion.parse(
        (await get('/byairport-cms/faq/detail', { id: row.id })).data,
      );
      expect(detail.question).toBe('改过的问题<script>x</script>');
      expect(detail.answer).toBe('<p>改过的答案</p>');
      await db.updateTable('faq_question').set({ published: 0 }).where('id', '=', row.id).execute();
      expect((await get('/byairport-cms/faq/detail', { id: row.id })).code).toBe(404);
      await db
        .updateTable('faq_question')
        .set({ published: 1, question_i18n: row.question_i18n })
        .where('id', '=', row.id)
        .execute();
    });
  });

  describe('faq/detail', () => {
    it('answers one question, falling back to Chinese where a language is missing', async () => {
      const police = faqListData.parse(
        (await get('/byairport-cms/faq/list', { category: 'police' })).data,
      );
      const { id } = police.list[0]!;
      const ko = faqQuestion.parse((await get('/byairport-cms/faq/detail', { id }, 'ko_KR')).data);
      expect(ko.question).toBe('신분증을 잃어버렸는데 비행기를 탈 수 있나요?');
      expect(ko.categoryName).toBe('공항 경찰');
      // A question written in Chinese only is shown in Chinese.
      const db = t.deps.database.db;
      const stored = await db
        .selectFrom('faq_question')
        .select('question_i18n')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      await db
        .updateTable('faq_question')
        .set({ question_i18n: JSON.stringify({ 'zh-CN': police.list[0]!.question }) })
        .where('id', '=', id)
        .execute();
      const fallback = faqQuestion.parse(
        (await get('/byairport-cms/faq/detail', { id }, 'fr_FR')).data,
      );
      expect(fallback.question).toBe(police.list[0]!.question);
      await db
        .updateTable('faq_question')
        .set({ question_i18n: stored.question_i18n })
        .where('id', '=', id)
        .execute();
      const translated = faqListData.parse(
        (await get('/byairport-cms/faq/list', { category: 'security' }, 'ko_KR')).data,
      );
      expect(translated.list[1]!.question).toBe('국제선·지역 노선의 액체류 규정은 어떻게 되나요?');
    });

    it('answers 404 for an unknown id and 400 for a bad one', async () => {
      expect((await get('/byairport-cms/faq/detail', { id: 99999 })).code).toBe(404);
      expect((await get('/byairport-cms/faq/detail', { id: 'abc' })).code).toBe(400);
      expect((await get('/byairport-cms/faq/detail')).code).toBe(400);
    });
  });

  describe('faq/search', () => {
    it('ranks the best answers across categories, with plain-text excerpts', async () => {
      const zh = faqSearchData.parse(
        (await get('/byairport-cms/faq/search', { keyword: '身份证丢了怎么坐飞机' })).data,
      );
      expect(zh.list.length).toBeGreaterThan(0);
      expect(zh.list.length).toBeLessThanOrEqual(5);
      expect(zh.list[0]!.question).toContain('身份证');
      expect(zh.list[0]!.category).toBe('police');
      expect(zh.list[0]!.excerpt).not.toContain('<');
      const scores = zh.list.map((h) => h.score);
      expect([...scores].sort((a, b) => b - a)).toEqual(scores);

      const en = faqSearchData.parse(
        (
          await get(
            '/byairport-cms/faq/search',
            { keyword: 'visa free transit', limit: 3 },
            'en_US',
          )
        ).data,
      );
      expect(en.list.length).toBeLessThanOrEqual(3);
      expect(en.list[0]!.question).toContain('240-hour');
    });

    it('searches the French and Korean texts where they exist (240 hours in every language)', async () => {
      const fr = faqSearchData.parse(
        (await get('/byairport-cms/faq/search', { keyword: 'transit sans visa' }, 'fr_FR')).data,
      );
      expect(fr.list[0]!.question).toContain('240 heures');
      expect(fr.list[0]!.categoryName).toBe('Frontière, douane et santé');
      const ko = faqSearchData.parse(
        (await get('/byairport-cms/faq/search', { keyword: '무비자 경유' }, 'ko_KR')).data,
      );
      expect(ko.list[0]!.question).toContain('240시간');
      const metro = faqSearchData.parse(
        (await get('/byairport-cms/faq/search', { keyword: 'métro terminal 3' }, 'fr_FR')).data,
      );
      expect(metro.list[0]!.question).toBe('Y a-t-il une station de métro au terminal 3 ?');
    });

    it('refuses an empty keyword or a limit over 10', async () => {
      expect((await get('/byairport-cms/faq/search', { keyword: '  ' })).code).toBe(400);
      expect((await get('/byairport-cms/faq/search', { keyword: 'taxi', limit: 11 })).code).toBe(
        400,
      );
    });

    it('is a public read: no signature, a validator, a minute in a shared cache (decision 024)', async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: '/byairport-cms/faq/search?keyword=taxi',
      });
      expect(res.json().code).toBe(200);
      expect(res.headers['cache-control']).toMatch(/^public, max-age=60/);
      expect(res.headers.etag).toMatch(/^W\//);
      const again = await t.app.inject({
        method: 'GET',
        url: '/byairport-cms/faq/search?keyword=taxi',
        headers: { 'if-none-match': String(res.headers.etag) },
      });
      expect(again.statusCode).toBe(304);
    });
  });
});
