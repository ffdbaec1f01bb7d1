import { contactReceipt } from '@can/contracts/contact';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { signedRequest } from '../../../test/signing';
import { createTestApp, createTestDatabase, onRedis, type TestApp } from '../../../test/test-app';
import { createDatabase } from '../../db/database';
import { ManualClock } from '../../platform/clock';
import { MemoryStore } from '../../platform/store';
import { contactModule } from './index';
import { CONTACT_LIMITS_PER_IP } from './service';

const valid = {
  title: 'Lost umbrella at T3',
  name: 'Li Wei',
  email: 'li.wei@example.com',
  content: 'I left a blue umbrella near gate A901 on 21 November; is it with lost and found?',
};

describe('contact/submit', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp({ now: new Date('2026-11-22T09:00:00+08:00') });
  });
  afterEach(() => t.close());

  const submit = async (body: unknown, locale = 'zh_CN') =>
    (
      await t.signed({ method: 'POST', path: '/byairport-cms/contact/submit', body, locale })
    ).json();
  const rows = () =>
    t.deps.database.db.selectFrom('contact_message').selectAll().orderBy('id').execute();

  it('stores the message with its locale and status "received", and answers its id', async () => {
    const body = await submit({ ...valid, title: `  ${valid.title} ` }, 'en_US');
    expect(body.code).toBe(200);
    const receipt = contactReceipt.parse(body.data);
    expect(receipt.createdAt).toBe('2026-11-22T09:00:00+08:00');
    const [row] = await rows();
    expect(row).toMatchObject({
      id: receipt.id,
      member_id: null,
      title: valid.title,
      name: valid.name,
      email: valid.email,
      content: valid.content,
      locale: 'en-US',
      status: 'received',
      reply: null,
      replied_at: null,
    });
    expect(row!.created_at).toBe('2026-11-22T01:00:00.000Z');
    expect(row!.ip_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses invalid fields with code 400, naming them in the locale, and stores nothing', async () => {
    const zh = await submit({ title: '', name: 'x', email: 'not-an-email', content: 'short' });
    expect(zh.code).toBe(400);
    expect(zh.msg).toBe('留言未能提交，请检查：标题、电子邮箱、问题内容');
    expect(zh.data.fields).toEqual([
      { field: 'title', issue: 'titleRequired' },
      { field: 'email', issue: 'emailInvalid' },
      { field: 'content', issue: 'contentTooShort' },
    ]);
    const en = await submit({ ...valid, email: 'someone@localhost' }, 'en_US');
    expect(en.msg).toBe('Your message was not sent; please check: email address');
    const missing = await submit({}, 'fr_FR');
    expect(missing.code).toBe(400);
    expect(missing.data.fields.map((f: { field: string }) => f.field)).toEqual([
      'title',
      'name',
      'email',
      'content',
    ]);
    const tooLong = await submit({ ...valid, content: 'x'.repeat(2001) });
    expect(tooLong.data.fields).toEqual([{ field: 'content', issue: 'contentTooLong' }]);
    expect(await rows()).toEqual([]);
  });

  it('allows 3 messages an hour per email address, then answers 429 with Retry-After', async () => {
    for (let i = 0; i < 3; i += 1) expect((await submit(valid)).code).toBe(200);
    const res = await t.signed({
      method: 'POST',
      path: '/byairport-cms/contact/submit',
      body: { ...valid, email: valid.email.toUpperCase() },
      locale: 'en_US',
    });
    expect(res.json()).toMatchObject({ code: 429, data: { retryAfter: expect.any(Number) } });
    expect(res.json().msg).toMatch(/Too many requests/);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(await rows()).toHaveLength(3);
  });

  it('allows 30 messages an hour per address, whatever the email', async () => {
    for (let i = 0; i < CONTACT_LIMITS_PER_IP.max; i += 1)
      expect((await submit({ ...valid, email: `sender${i}@example.com` })).code).toBe(200);
    const refused = await t.signed({
      method: 'POST',
      path: '/byairport-cms/contact/submit',
      body: { ...valid, email: 'another@example.com' },
    });
    expect(refused.json().code).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(3600);
    // Redis expires the window by its own (real) clock; the in-process store follows the app's.
    if (onRedis) return;
    t.clock.advance(3_600_000);
    expect((await submit({ ...valid, email: 'another@example.com' })).code).toBe(200);
  });

  it('is refused without a signature', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/byairport-cms/contact/submit',
      payload: valid,
    });
    expect(res.json().code).toBe(403);
  });
});

describe('contact/submit for a member', () => {
  it('links the message to the member inside the same transaction; a failed link stores nothing', async () => {
    const database = await createTestDatabase();
    // A second handle on the same database for the scoped module below (used once it is migrated).
    const own = createDatabase(database.url, { schema: database.schema });
    const clock = new ManualClock(new Date('2026-11-22T09:00:00+08:00'));
    const linked: [number, number][] = [];
    let failLink = false;
    const t = await createTestApp({
      database,
      routes: (app) => {
        void app.register(contactModule, {
          prefix: '/member-test',
          db: own.db,
          store: new MemoryStore(clock),
          clock,
          ipHashKey: 'test',
          memberIdOf: async (request) =>
            request.headers.authenticated_token === 'member-7' ? 7 : null,
          onMemberMessage: async (trx, memberId, messageId) => {
            const stored = await trx
              .selectFrom('contact_message')
              .select('member_id')
              .where('id', '=', messageId)
              .executeTakeFirstOrThrow();
            expect(stored.member_id).toBe(memberId);
            if (failLink) throw new Error('member centre unavailable');
            linked.push([memberId, messageId]);
          },
        });
      },
    });
    try {
      const send = async (token?: string) => {
        const request = signedRequest({
          method: 'POST',
          path: '/member-test/byairport-cms/contact/submit',
          body: valid,
          timestamp: t.clock.now().getTime(),
        });
        if (token) Object.assign(request.headers, { authenticated_token: token });
        return (await t.app.inject(request)).json();
      };
      const visitor = await send();
      expect(visitor.code).toBe(200);
      const member = await send('member-7');
      expect(member.code).toBe(200);
      expect(linked).toEqual([[7, member.data.id]]);
      failLink = true;
      expect((await send('member-7')).code).toBe(500);
      const stored = await own.db
        .selectFrom('contact_message')
        .select(['id', 'member_id'])
        .orderBy('id')
        .execute();
      expect(stored).toEqual([
        { id: visitor.data.id, member_id: null },
        { id: member.data.id, member_id: 7 },
      ]);
    } finally {
      await t.close();
      await own.close();
      await database.drop();
    }
  });
});
