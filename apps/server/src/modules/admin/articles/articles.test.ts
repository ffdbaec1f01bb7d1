import { adminContentPaths as paths, type AdminArticle } from '@can/contracts/admin-content';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { hashToken } from '../../../platform/secret-token';
import { adminCall, staffSession } from '../admin-test-kit';

describe('admin articles', () => {
  let t: TestApp;
  let editor: { cookie: string };
  let service: { cookie: string };

  beforeAll(async () => {
    t = await createTestApp({ now: new Date('2026-11-22T10:30:00+08:00') });
    editor = await staffSession(t, 'editor');
    service = await staffSession(t, 'service');
  });
  afterAll(() => t.close());

  const call = async <T>(
    method: 'GET' | 'POST',
    path: string,
    input: { body?: unknown; query?: Record<string, unknown>; locale?: string } = {},
    who: { cookie: string } | null = editor,
  ) =>
    (await adminCall(t, method, path, { ...input, cookie: who?.cookie })) as {
      code: number;
      msg: string;
      data: T;
    };

  const publicGet = async (path: string, query?: Record<string, unknown>, locale = 'zh_CN') =>
    (await t.signed({ method: 'GET', path, query, locale })).json() as {
      code: number;
      data: any; // eslint-disable-line @typescript-eslint/no-explicit-any
    };

  const texts = {
    'zh-CN': {
      title: '白云机场T3新增自助行李托运设备',
      summary: 'T3出发大厅新增自助行李托运设备。',
      content:
        '<h2>位置</h2><p>位于<em>A、B岛</em>之间。</p><img src="https://example.com/a.png" onerror="x()">',
    },
    'en-US': {
      title: 'More self bag-drop units in T3',
      summary: '',
      content: '<p>Between islands A and B.</p>',
    },
  };

  it('creates a headline draft, publishes it to the public list and detail, then withdraws it', async () => {
    const draft = await call<AdminArticle>('POST', paths.articleCreate, {
      body: { kind: 'headline', texts },
    });
    expect(draft.data).toMatchObject({ kind: 'headline', urlKey: 'headline', status: 'draft' });
    expect(draft.data.texts['zh-CN']!.content).toBe(
      '<h2>位置</h2><p>位于<em>A、B岛</em>之间。</p><img src="https://example.com/a.png" loading="lazy" />',
    );
    expect(draft.data.texts['en-US']!.summary).toBe('Between islands A and B.');
    expect(
      (await publicGet('/byairport-cms/article/detail', { articleId: draft.data.id })).code,
    ).toBe(404);

    const live = await call<AdminArticle>('POST', paths.articlePublish, {
      body: { id: draft.data.id },
    });
    // Articles keep their id when published (only notifications are renumbered).
    expect(live.data).toMatchObject({ id: draft.data.id, status: 'published' });
    const list = await publicGet('/byairport-cms/article/list', { urlKey: 'headline' }, 'en_US');
    expect(list.data.list[0]).toMatchObject({
      id: draft.data.id,
      title: 'More self bag-drop units in T3',
    });
    const detail = await publicGet('/byairport-cms/article/detail', { articleId: draft.data.id });
    expect(detail.data.title).toBe('白云机场T3新增自助行李托运设备');

    await call('POST', paths.articleUnpublish, { body: { id: draft.data.id } });
    expect(
      (await publicGet('/byairport-cms/article/detail', { articleId: draft.data.id })).code,
    ).toBe(404);
  });

  it('publishes a new announcement, which the top notice strip then shows', async () => {
    const draft = await call<AdminArticle>('POST', paths.articleCreate, {
      body: {
        kind: 'announcement',
        texts: {
          'zh-CN': {
            title: '春运期间请提前到达',
            summary: '',
            content: '<p>请提前3小时到达。</p>',
          },
        },
      },
    });
    await call('POST', paths.articlePublish, { body: { id: draft.data.id } });
    const strip = await publicGet('/byairport-cms/home/queryAnnouncement');
    expect(strip.data.tbArticles[0]).toMatchObject({
      id: draft.data.id,
      content: '<p>请提前3小时到达。</p>',
    });
  });

  it('edits a seeded page in its folder and refuses a page in a folder that does not exist', async () => {
    const pages = await call<{ list: { id: number; urlKey: string; kind: string }[] }>(
      'GET',
      paths.articleList,
      { query: { kind: 'page', pageSize: 100 } },
    );
    expect(pages.data.list.length).toBeGreaterThan(0);
    expect(pages.data.list.every((a) => a.kind === 'page')).toBe(true);

    const unknown = await call('POST', paths.articleCreate, {
      body: { kind: 'page', urlKey: 'no-such-folder', texts },
      locale: 'en_US',
    });
    expect(unknown).toMatchObject({
      code: 601,
      msg: 'There is no folder with the URL key no-such-folder',
    });

    const page = await call<AdminArticle>('POST', paths.articleCreate, {
      body: { kind: 'page', urlKey: 'airlinefee', texts },
    });
    expect(page.data).toMatchObject({ kind: 'page', urlKey: 'airlinefee' });
  });

  it('lists the articles lacking French or Korean, a title or a text being empty (issue 19)', async () => {
    const both = (title: string) => ({ title, summary: '', content: `<p>${title}</p>` });
    const complete = await call<AdminArticle>('POST', paths.articleCreate, {
      body: {
        kind: 'airport-notice',
        texts: {
          'zh-CN': both('四语齐全的通知'),
          'en-US': both('A notice in four languages'),
          'fr-FR': both('Un avis en quatre langues'),
          'ko-KR': both('네 가지 언어로 된 공지'),
        },
      },
    });
    // French has a title but no text; Korean is not written at all.
    const partial = await call<AdminArticle>('POST', paths.articleCreate, {
      body: {
        kind: 'airport-notice',
        texts: {
          'zh-CN': both('缺法语正文的通知'),
          'en-US': both('A notice without French text'),
          'fr-FR': { title: 'Un avis sans texte', summary: '', content: '' },
        },
      },
    });
    type Page = { list: { id: number; missing: string[]; locales: string[] }[]; total: number };
    const listed = async (missing?: string) =>
      (
        await call<Page>('GET', paths.articleList, {
          query: { kind: 'airport-notice', pageSize: 100, ...(missing ? { missing } : {}) },
        })
      ).data;

    const all = await listed();
    expect(all.list.find((a) => a.id === complete.data.id)).toMatchObject({ missing: [] });
    expect(all.list.find((a) => a.id === partial.data.id)).toMatchObject({
      locales: ['zh-CN', 'en-US', 'fr-FR'],
      missing: ['fr-FR', 'ko-KR'],
    });

    for (const locale of ['fr-FR', 'ko-KR']) {
      const page = await listed(locale);
      const ids = page.list.map((a) => a.id);
      expect(ids).toContain(partial.data.id);
      expect(ids).not.toContain(complete.data.id);
      expect(page.list.every((a) => a.missing.includes(locale))).toBe(true);
      expect(page.total).toBe(page.list.length);
    }

    // Only the languages that may follow later can be asked for.
    expect((await call('GET', paths.articleList, { query: { missing: 'zh-CN' } })).code).not.toBe(
      200,
    );
  });

  it('does not edit notifications through the article calls', async () => {
    const notifications = await call<{ list: { id: number }[] }>('GET', paths.notificationList, {});
    const id = notifications.data.list[0]!.id;
    expect((await call('GET', paths.articleGet, { query: { id } })).code).toBe(404);
  });

  describe('preview in the public layout', () => {
    it('keeps an unsaved draft under a token that only signed-in editors can open', async () => {
      const ticket = await call<{ token: string; href: string; expiresAt: string }>(
        'POST',
        paths.previewCreate,
        {
          body: {
            kind: 'airport-notice',
            locale: 'en-US',
            title: 'Runway works at night',
            content: '<p>From <strong>1 December</strong></p><script>alert(1)</script>',
          },
        },
      );
      expect(ticket.code).toBe(200);
      expect(ticket.data.href).toBe(
        `/preview/article?token=${ticket.data.token}&urlKey=airport-notice`,
      );
      expect(ticket.data.expiresAt).toBe('2026-11-22T03:00:00.000Z');
      // The store keeps the draft under the token's hash, not under the token.
      const { store } = t.deps;
      expect(await store.get(`admin:preview:${ticket.data.token}`)).toBeNull();
      expect(await store.get(`admin:preview:${hashToken(ticket.data.token)}`)).toContain(
        'Runway works at night',
      );

      const view = await call<Record<string, unknown>>('GET', paths.preview, {
        query: { token: ticket.data.token },
      });
      expect(view.data).toMatchObject({
        kind: 'airport-notice',
        urlKey: 'airport-notice',
        title: 'Runway works at night',
        content: '<p>From <strong>1 December</strong></p>',
        locale: 'en-US',
        publishedAt: '2026-11-22T10:30:00+08:00',
      });
      expect(view.data.folderName).toBeTruthy();

      const anonymous = await call(
        'GET',
        paths.preview,
        { query: { token: ticket.data.token } },
        null,
      );
      expect(anonymous.code).toBe(401);
      const wrongRole = await call(
        'GET',
        paths.preview,
        { query: { token: ticket.data.token } },
        service,
      );
      expect(wrongRole.code).toBe(403);
    });

    it('says an unknown or expired preview token has expired', async () => {
      const ticket = await call<{ token: string }>('POST', paths.previewCreate, {
        body: { kind: 'notification', locale: 'zh-CN', title: '预览', content: '<p>内容</p>' },
      });
      const missing = await call('GET', paths.preview, {
        query: { token: 'A'.repeat(32) },
        locale: 'en_US',
      });
      expect(missing).toMatchObject({ code: 601, msg: expect.stringMatching(/expired/) });
      expect((await call('GET', paths.preview, { query: { token: ticket.data.token } })).code).toBe(
        200,
      );
    });
  });
});
