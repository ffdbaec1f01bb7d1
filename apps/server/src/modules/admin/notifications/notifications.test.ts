import { adminPaths } from '@can/contracts/admin-paths';
import { adminContentPaths as paths, type AdminArticle } from '@can/contracts/admin-content';
import { notificationsData } from '@can/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { adminCall, staffSession } from '../admin-test-kit';

const zh = (title: string, content = `<p>${title}</p>`) => ({
  'zh-CN': { title, summary: '', content },
});

describe('admin notifications', () => {
  let t: TestApp;
  let editor: { cookie: string };
  let admin: { cookie: string };

  beforeAll(async () => {
    t = await createTestApp({ now: new Date('2026-11-22T09:00:00+08:00') });
    editor = await staffSession(t, 'editor');
    admin = await staffSession(t, 'admin');
  });
  afterAll(() => t.close());

  const call = async <T>(
    method: 'GET' | 'POST',
    path: string,
    input: { body?: unknown; query?: Record<string, unknown>; locale?: string } = {},
    who = editor,
  ) =>
    (await adminCall(t, method, path, { ...input, cookie: who.cookie })) as {
      code: number;
      msg: string;
      data: T;
    };

  const publicList = async (locale = 'zh_CN') =>
    notificationsData.parse(
      (
        await t.signed({
          method: 'GET',
          path: '/byairport-cms/home/queryNotificationsList',
          locale,
        })
      ).json().data,
    );

  it('creates a draft with sanitized HTML that the public list does not show', async () => {
    const created = await call<AdminArticle>('POST', paths.notificationCreate, {
      body: {
        texts: {
          'zh-CN': {
            title: '  T3出发层临时交通管制  ',
            summary: '',
            content:
              '<p onclick="x()">今晚<strong>22:00</strong>起管制<script>alert(1)</script><a href="javascript:alert(1)">链接</a></p>',
          },
        },
      },
    });
    expect(created.code).toBe(200);
    expect(created.data).toMatchObject({
      kind: 'notification',
      urlKey: 'notification',
      status: 'draft',
      publishedAt: null,
    });
    const texts = created.data.texts['zh-CN']!;
    expect(texts.title).toBe('T3出发层临时交通管制');
    expect(texts.content).toBe('<p>今晚<strong>22:00</strong>起管制<a>链接</a></p>');
    expect(texts.summary).toBe('今晚22:00起管制链接');
    expect((await publicList()).list.map((n) => n.title)).not.toContain('T3出发层临时交通管制');
  });

  it('publishes: the public list shows it first, with an id above every marker so far', async () => {
    const before = await publicList();
    const draft = await call<AdminArticle>('POST', paths.notificationCreate, {
      body: { texts: zh('东航T3值机柜台调整') },
    });
    // Something newer is written meanwhile, so the draft's own id is no longer the highest.
    await call<AdminArticle>('POST', paths.notificationCreate, {
      body: { texts: zh('另一条草稿') },
    });
    const published = await call<AdminArticle>('POST', paths.notificationPublish, {
      body: { id: draft.data.id },
    });
    expect(published.data.status).toBe('published');
    expect(published.data.publishedAt).toBe('2026-11-22T09:00:00+08:00');
    expect(published.data.id).toBeGreaterThan(draft.data.id);

    const after = await publicList();
    expect(after.list[0]).toMatchObject({ id: published.data.id, title: '东航T3值机柜台调整' });
    expect(after.latestId).toBe(published.data.id);
    expect(after.latestId).toBeGreaterThan(before.latestId);
    // The old id is gone; the new one is what the editor opens from now on.
    expect((await call('GET', paths.notificationGet, { query: { id: draft.data.id } })).code).toBe(
      404,
    );
  });

  it('edits a published notification in place, refusing an edit based on an old version', async () => {
    const draft = await call<AdminArticle>('POST', paths.notificationCreate, {
      body: { texts: zh('登机口变更提示') },
    });
    const live = await call<AdminArticle>('POST', paths.notificationPublish, {
      body: { id: draft.data.id },
    });
    const edited = await call<AdminArticle>('POST', paths.notificationUpdate, {
      body: {
        id: live.data.id,
        updatedAt: live.data.updatedAt,
        texts: {
          ...zh('登机口变更提示（更新）'),
          'en-US': {
            title: 'Gate change notice',
            summary: 'Check your gate',
            content: '<p>Hi</p>',
          },
        },
      },
    });
    expect(edited.data).toMatchObject({ id: live.data.id, status: 'published' });
    expect(edited.data.updatedAt).not.toBe(live.data.updatedAt);
    expect((await publicList('en_US')).list[0]).toMatchObject({
      id: live.data.id,
      title: 'Gate change notice',
      summary: 'Check your gate',
    });

    const stale = await call('POST', paths.notificationUpdate, {
      body: { id: live.data.id, updatedAt: live.data.updatedAt, texts: zh('覆盖') },
      locale: 'en_US',
    });
    expect(stale.code).toBe(601);
    expect(stale.msg).toMatch(/someone else saved/i);
  });

  it('makes an empty summary from the text, and makes it again when only the text changes', async () => {
    const draft = await call<AdminArticle>('POST', paths.notificationCreate, {
      body: { texts: zh('行李提取转盘调整', '<p>国内到达<em>行李转盘</em>今日调整。</p>') },
    });
    const made = draft.data.texts['zh-CN']!;
    expect(made.summary).toBe('国内到达行李转盘今日调整。');
    const edited = await call<AdminArticle>('POST', paths.notificationUpdate, {
      body: {
        id: draft.data.id,
        updatedAt: draft.data.updatedAt,
        texts: { 'zh-CN': { ...made, content: '<p>国际到达行李转盘明日调整。</p>' } },
      },
    });
    expect(edited.data.texts['zh-CN']!.summary).toBe('国际到达行李转盘明日调整。');
    const written = await call<AdminArticle>('POST', paths.notificationUpdate, {
      body: {
        id: draft.data.id,
        updatedAt: edited.data.updatedAt,
        texts: { 'zh-CN': { ...made, summary: '请留意转盘信息', content: '<p>其他正文</p>' } },
      },
    });
    expect(written.data.texts['zh-CN']!.summary).toBe('请留意转盘信息');
  });

  it('unpublishes: gone from the public list at once', async () => {
    const draft = await call<AdminArticle>('POST', paths.notificationCreate, {
      body: { texts: zh('夜间航班提示') },
    });
    const live = await call<AdminArticle>('POST', paths.notificationPublish, {
      body: { id: draft.data.id },
    });
    expect((await publicList()).list.map((n) => n.id)).toContain(live.data.id);
    const hidden = await call<AdminArticle>('POST', paths.notificationUnpublish, {
      body: { id: live.data.id },
    });
    expect(hidden.data).toMatchObject({ id: live.data.id, status: 'draft', publishedAt: null });
    expect((await publicList()).list.map((n) => n.id)).not.toContain(live.data.id);
  });

  it('lists by language and status, with paging and a title search', async () => {
    await call('POST', paths.notificationCreate, {
      body: {
        texts: { 'en-US': { title: 'English-only shuttle note', summary: '', content: '' } },
      },
    });
    const english = await call<{ list: { title: string; locales: string[] }[]; total: number }>(
      'GET',
      paths.notificationList,
      { query: { locale: 'en-US' } },
    );
    expect(english.data.list.every((n) => n.locales.includes('en-US'))).toBe(true);
    expect(english.data.list.map((n) => n.title)).toContain('English-only shuttle note');

    const drafts = await call<{ list: { status: string }[] }>('GET', paths.notificationList, {
      query: { status: 'draft' },
    });
    expect(drafts.data.list.length).toBeGreaterThan(0);
    expect(drafts.data.list.every((n) => n.status === 'draft')).toBe(true);

    const page = await call<{ list: unknown[]; pageSize: number; total: number; pages: number }>(
      'GET',
      paths.notificationList,
      { query: { pageNum: 1, pageSize: 2 } },
    );
    expect(page.data.list).toHaveLength(2);
    expect(page.data.pages).toBe(Math.ceil(page.data.total / 2));

    const found = await call<{ list: { title: string }[] }>('GET', paths.notificationList, {
      query: { q: 'SHUTTLE note' },
    });
    expect(found.data.list.map((n) => n.title)).toEqual(['English-only shuttle note']);
  });

  it('refuses a notification without a title, in the request language', async () => {
    const answer = await call('POST', paths.notificationCreate, {
      body: { texts: { 'zh-CN': { title: ' ', summary: '', content: '<p>正文</p>' } } },
      locale: 'en_US',
    });
    expect(answer.code).toBe(400);
    expect(answer.msg).toContain('texts.zh-CN.title');
    const none = await call('POST', paths.notificationCreate, { body: { texts: {} } });
    expect(none.code).toBe(400);
  });

  it('does not reach other kinds of article through the notification calls', async () => {
    // 9685 is a seeded headline.
    expect((await call('GET', paths.notificationGet, { query: { id: 9685 } })).code).toBe(404);
    expect((await call('POST', paths.notificationPublish, { body: { id: 9685 } })).code).toBe(404);
  });

  it('writes every change to the audit log with before and after', async () => {
    const draft = await call<AdminArticle>('POST', paths.notificationCreate, {
      body: { texts: zh('审计测试通知') },
    });
    const live = await call<AdminArticle>('POST', paths.notificationPublish, {
      body: { id: draft.data.id },
    });
    const log = await call<{
      list: {
        action: string;
        target: string;
        staffUsername: string;
        before: unknown;
        after: unknown;
      }[];
    }>('GET', adminPaths.auditList, { query: { action: 'notification.' } }, admin);
    const publish = log.data.list.find(
      (e) => e.action === 'notification.publish' && e.target === `article:${live.data.id}`,
    );
    expect(publish).toMatchObject({
      before: { id: draft.data.id, status: 'draft', publishedAt: null },
      after: { id: live.data.id, status: 'published', title: { 'zh-CN': '审计测试通知' } },
    });
    const create = log.data.list.find(
      (e) => e.action === 'notification.create' && e.target === `article:${draft.data.id}`,
    );
    expect(create?.after).toMatchObject({ status: 'draft', 'title.zh-CN': '审计测试通知' });
  });
});
