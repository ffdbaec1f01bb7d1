import { feedbackDetail, feedbackPage } from '@can/contracts/admin-service';
import { memberFeedbackPage } from '@can/contracts/member';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { adminCall, staffSession } from '../admin-test-kit';
import { memberSession, publicCall, sendContactMessage } from '../feedback-test-kit';

const NOW = new Date('2026-11-22T09:00:00+08:00');
let t: TestApp;
let service: { cookie: string };
let memberToken: string;

const submit = (
  body: Parameters<typeof sendContactMessage>[1],
  options: { token?: string; locale?: string } = {},
) => sendContactMessage(t, body, options);

const message = (title: string, email = 'li.wei@example.com') => ({
  title,
  name: 'Li Wei',
  email,
  content: `About ${title}: I left a blue umbrella near gate A901 on 21 November; is it with lost and found?`,
});

const list = async (query: Record<string, string | number> = {}) =>
  feedbackPage.parse(
    (
      await adminCall(t, 'GET', '/byairport-cms/admin/feedback/list', {
        query,
        cookie: service.cookie,
      })
    ).data,
  );

const outbox = () =>
  t.deps.database.db.selectFrom('mail_outbox').selectAll().orderBy('id').execute();
const auditOf = (action: string) =>
  t.deps.database.db
    .selectFrom('audit_log')
    .selectAll()
    .where('action', '=', action)
    .orderBy('id')
    .execute();

beforeAll(async () => {
  t = await createTestApp({ now: NOW });
  service = await staffSession(t, 'service');
  memberToken = await memberSession(t, '13912345600');
});
afterAll(() => t.close());

describe('feedback inbox', () => {
  let memberMessageId: number;

  it('lists new messages newest first with counts per status, finds by keyword and pages', async () => {
    memberMessageId = await submit(message('Lost umbrella at T3'), {
      token: memberToken,
      locale: 'en_US',
    });
    await submit(message('Wheelchair at T2', 'chen.fang@example.com'));
    await submit(message('Parking receipt 100% lost', 'wang.jun@example.com'));

    const page = await list();
    expect(page.counts).toEqual({ new: 3, answered: 0, closed: 0 });
    expect(page.list.map((m) => m.title)).toEqual([
      'Parking receipt 100% lost',
      'Wheelchair at T2',
      'Lost umbrella at T3',
    ]);
    expect(page.list[2]).toMatchObject({
      id: memberMessageId,
      status: 'new',
      fromMember: true,
      locale: 'en-US',
      repliedAt: null,
    });
    expect(page.list[2]!.excerpt.length).toBeLessThanOrEqual(120);

    expect((await list({ keyword: 'CHEN.FANG' })).list.map((m) => m.title)).toEqual([
      'Wheelchair at T2',
    ]);
    // A literal % matches only itself.
    expect((await list({ keyword: '100%' })).total).toBe(1);
    expect((await list({ keyword: '0%l' })).total).toBe(0);
    const second = await list({ pageSize: 2, pageNum: 2 });
    expect(second).toMatchObject({ pageNum: 2, pages: 2, total: 3 });
    expect(second.list.map((m) => m.id)).toEqual([memberMessageId]);
    expect((await list({ status: 'answered' })).list).toEqual([]);
  });

  it('reads one message in full', async () => {
    const body = await adminCall(t, 'GET', '/byairport-cms/admin/feedback/detail', {
      query: { id: memberMessageId },
      cookie: service.cookie,
    });
    expect(feedbackDetail.parse(body.data)).toMatchObject({
      id: memberMessageId,
      content: expect.stringContaining('gate A901'),
      reply: null,
      repliedBy: null,
      replyMailId: null,
    });
    const missing = await adminCall(t, 'GET', '/byairport-cms/admin/feedback/detail', {
      query: { id: 999_999 },
      cookie: service.cookie,
      locale: 'en_US',
    });
    expect(missing).toMatchObject({ code: 404, msg: 'This message was not found' });
  });

  it('replies: stores the reply, marks it answered, emails it in the sender language, audits it', async () => {
    const reply =
      'Dear Li Wei,\n\nYour umbrella is at the T3 lost and found desk (arrivals hall, L1).';
    const body = await adminCall(t, 'POST', '/byairport-cms/admin/feedback/reply', {
      body: { id: memberMessageId, reply: `  ${reply}  ` },
      cookie: service.cookie,
    });
    expect(body.code).toBe(200);
    const detail = feedbackDetail.parse(body.data);
    expect(detail).toMatchObject({
      status: 'answered',
      reply,
      repliedAt: NOW.toISOString(),
      repliedBy: expect.any(String),
      replyMailId: expect.stringMatching(/^<.+@outbox\.gbiac\.net>$/),
    });

    const [mail] = await outbox();
    expect(mail).toMatchObject({
      message_id: detail.replyMailId,
      to_address: 'li.wei@example.com',
      subject: 'Re: Lost umbrella at T3 (Guangzhou Baiyun International Airport)',
    });
    expect(mail!.text_body).toContain('Dear Li Wei,');
    expect(mail!.text_body).toContain('T3 lost and found desk');
    expect(mail!.text_body).toContain('My messages');
    expect(mail!.text_body).toContain('> About Lost umbrella at T3');
    expect(mail!.html_body).toContain('<blockquote>');

    const [entry] = await auditOf('feedback.reply');
    expect(entry).toMatchObject({ target: `feedback:${memberMessageId}` });
    expect(JSON.parse(entry!.before_json!)).toEqual({ status: 'new', reply: null });
    expect(JSON.parse(entry!.after_json!)).toEqual({
      status: 'answered',
      reply,
      mailId: detail.replyMailId,
    });

    // The member centre shows the reply at once.
    const mine = memberFeedbackPage.parse(
      (
        await publicCall(t, 'GET', '/byairport-cms/user/feedback', {
          token: memberToken,
          query: {},
        })
      ).data,
    );
    expect(mine.list[0]).toMatchObject({ status: 'answered', reply, repliedAt: NOW.toISOString() });
    expect((await list()).counts).toEqual({ new: 2, answered: 1, closed: 0 });
  });

  it('refuses an empty or overlong reply with code 400 and changes nothing', async () => {
    for (const reply of ['   ', 'x'.repeat(5001)]) {
      const body = await adminCall(t, 'POST', '/byairport-cms/admin/feedback/reply', {
        body: { id: memberMessageId, reply },
        cookie: service.cookie,
      });
      expect(body.code).toBe(400);
    }
    expect(await outbox()).toHaveLength(1);
  });

  it('closes and reopens, audited; a closed message takes no reply; the member still sees the answer', async () => {
    const close = (id: number) =>
      adminCall(t, 'POST', '/byairport-cms/admin/feedback/close', {
        body: { id },
        cookie: service.cookie,
        locale: 'en_US',
      });
    const closed = await close(memberMessageId);
    expect(feedbackDetail.parse(closed.data)).toMatchObject({
      status: 'closed',
      closedAt: NOW.toISOString(),
      closedBy: expect.any(String),
      reply: expect.stringContaining('lost and found'),
    });
    expect(await close(memberMessageId)).toMatchObject({
      code: 601,
      msg: 'This message is already closed',
    });
    const refused = await adminCall(t, 'POST', '/byairport-cms/admin/feedback/reply', {
      body: { id: memberMessageId, reply: 'One more thing' },
      cookie: service.cookie,
      locale: 'en_US',
    });
    expect(refused).toMatchObject({
      code: 601,
      msg: 'This message is closed; reopen it before replying',
    });
    expect(await outbox()).toHaveLength(1);
    const mine = memberFeedbackPage.parse(
      (
        await publicCall(t, 'GET', '/byairport-cms/user/feedback', {
          token: memberToken,
          query: {},
        })
      ).data,
    );
    expect(mine.list[0]!.status).toBe('answered');
    expect((await list({ status: 'closed' })).list.map((m) => m.id)).toEqual([memberMessageId]);

    const reopened = await adminCall(t, 'POST', '/byairport-cms/admin/feedback/reopen', {
      body: { id: memberMessageId },
      cookie: service.cookie,
    });
    expect(feedbackDetail.parse(reopened.data)).toMatchObject({
      status: 'answered',
      closedAt: null,
      closedBy: null,
    });
    const again = await adminCall(t, 'POST', '/byairport-cms/admin/feedback/reopen', {
      body: { id: memberMessageId },
      cookie: service.cookie,
    });
    expect(again.code).toBe(601);
    expect((await auditOf('feedback.close')).map((e) => JSON.parse(e.after_json!))).toEqual([
      { status: 'closed' },
    ]);
    expect((await auditOf('feedback.reopen')).map((e) => JSON.parse(e.before_json!))).toEqual([
      { status: 'closed' },
    ]);
  });

  it('is for the service desk and admins: other roles get 403', async () => {
    const editor = await staffSession(t, 'editor');
    const body = await adminCall(t, 'GET', '/byairport-cms/admin/feedback/list', {
      query: {},
      cookie: editor.cookie,
    });
    expect(body.code).toBe(403);
    const admin = await staffSession(t, 'admin');
    const asAdmin = await adminCall(t, 'GET', '/byairport-cms/admin/feedback/list', {
      query: {},
      cookie: admin.cookie,
    });
    expect(asAdmin.code).toBe(200);
  });
});
