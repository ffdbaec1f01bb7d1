import { memberEmailAnswer, memberPaths, memberProfile } from '@can/contracts/member';
import { flightPage } from '@can/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createMemberHooks } from './member-hooks';
import { createMemberSessions } from './member-sessions';
import { call, loginAs, TEST_CAPTCHA } from './member-test-kit';
import { createMemberService, type FlightsFollowed } from './service';

/*
 * A member's e-mail address for flight alerts (issue 22): it waits for the link mailed to it,
 * the link needs no login and does nothing once replaced or expired; limits hold under a burst.
 * A member's follow subscribes the login mobile to SMS alerts; an unfollow ends them.
 */
let t: TestApp;
let token: string;

const mailsTo = (to: string) =>
  t.deps.database.db
    .selectFrom('mail_outbox')
    .select(['subject', 'text_body', 'html_body'])
    .where('to_address', '=', to)
    .orderBy('id')
    .execute();
const linkToken = (text: string) => /\/member\/confirmEmail\?token=([\w.-]+)/.exec(text)![1]!;
const profile = async () =>
  memberProfile.parse((await call(t, 'GET', memberPaths.profile, { token })).data);

beforeAll(async () => {
  t = await createTestApp({
    now: new Date('2026-11-22T09:00:00+08:00'),
    env: { CAPTCHA_TEST_ANSWER: TEST_CAPTCHA, SITE_URL: 'https://www.example.test' },
  });
  token = await loginAs(t, '13912340000');
});
afterAll(() => t.close());

describe('a member e-mail address', () => {
  it('waits for the mailed link, in the reader language, then is the member address', async () => {
    const set = await call(t, 'POST', memberPaths.setEmail, {
      token,
      body: { email: ' Lin.Wei@Example.com ' },
      locale: 'fr-FR',
    });
    expect(set.code, set.msg).toBe(200);
    expect(memberEmailAnswer.parse(set.data)).toEqual({
      email: null,
      emailPending: 'l***@example.com',
    });
    expect(set.msg).toContain('l***@example.com');
    const [mail] = await mailsTo('lin.wei@example.com');
    expect(mail!.subject).toMatch(/Confirmez/);
    expect(mail!.text_body).toContain('https://www.example.test/member/confirmEmail?token=');
    expect((await profile()).emailPending).toBe('l***@example.com');

    // The link works without the member's token, and again when opened twice.
    for (let i = 0; i < 2; i++) {
      const confirmed = await call(t, 'POST', memberPaths.confirmEmail, {
        body: { token: linkToken(mail!.text_body) },
      });
      expect(confirmed.code, confirmed.msg).toBe(200);
      expect(confirmed.data).toEqual({ email: 'l***@example.com', emailPending: null });
    }
    expect(await profile()).toMatchObject({ email: 'l***@example.com', emailPending: null });

    // The alerts module mails the confirmed address, in clear.
    const db = t.deps.database.db;
    const hooks = createMemberHooks(createMemberSessions(db, t.clock), t.clock, db);
    const request = { headers: { authenticated_token: token } } as never;
    expect(await hooks.memberContactOf(request)).toMatchObject({
      mobile: '13912340000',
      email: 'lin.wei@example.com',
    });
  });

  it('answers at once, mailing nothing, for the address already confirmed', async () => {
    const before = (await mailsTo('lin.wei@example.com')).length;
    const again = await call(t, 'POST', memberPaths.setEmail, {
      token,
      body: { email: 'LIN.WEI@example.com' },
    });
    expect(again.code, again.msg).toBe(200);
    expect(again.data).toEqual({ email: 'l***@example.com', emailPending: null });
    expect(await mailsTo('lin.wei@example.com')).toHaveLength(before);
  });

  it('refuses a forged link, a replaced one and an expired one', async () => {
    await call(t, 'POST', memberPaths.setEmail, { token, body: { email: 'first@example.com' } });
    await call(t, 'POST', memberPaths.setEmail, { token, body: { email: 'second@example.com' } });
    const first = linkToken((await mailsTo('first@example.com'))[0]!.text_body);
    const second = linkToken((await mailsTo('second@example.com'))[0]!.text_body);
    const replaced = await call(t, 'POST', memberPaths.confirmEmail, { body: { token: first } });
    expect(replaced.code).not.toBe(200);
    const forged = await call(t, 'POST', memberPaths.confirmEmail, {
      body: { token: `${second.slice(0, -3)}abc` },
      locale: 'en-US',
    });
    expect(forged.code).not.toBe(200);
    expect(forged.msg).toMatch(/link/i);
    // The confirmed address stays in use while the new one waits.
    expect(await profile()).toMatchObject({
      email: 'l***@example.com',
      emailPending: 's***@example.com',
    });
    // The link that confirmed it still answers success, and leaves the waiting one alone.
    const [done] = await mailsTo('lin.wei@example.com');
    const reopened = await call(t, 'POST', memberPaths.confirmEmail, {
      body: { token: linkToken(done!.text_body) },
    });
    expect(reopened.data).toEqual({ email: 'l***@example.com', emailPending: 's***@example.com' });
    t.clock.set(new Date(t.clock.now().getTime() + 24 * 3600_000 + 1000));
    const expired = await call(t, 'POST', memberPaths.confirmEmail, { body: { token: second } });
    expect(expired.code).not.toBe(200);
    t.clock.set(new Date('2026-11-22T09:00:00+08:00'));
  });

  it('refuses what is not an address, naming the field, in the reader language', async () => {
    const bad = await call(t, 'POST', memberPaths.setEmail, {
      token,
      body: { email: 'not an address' },
      locale: 'ko-KR',
    });
    expect(bad.code).toBe(400);
    expect(bad.msg).toMatch(/이메일/);
    expect(JSON.stringify(bad)).toContain('"email"');
    const none = await call(t, 'POST', memberPaths.setEmail, { body: { email: 'a@b.cn' } });
    expect(none.code).toBe(401);
  });

  it('holds its limit under a burst: at most 5 links a day for one member', async () => {
    const other = await loginAs(t, '13912340001');
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        call(t, 'POST', memberPaths.setEmail, {
          token: other,
          body: { email: `b${i}@example.com` },
        }),
      ),
    );
    expect(answers.filter((a) => a.code === 200)).toHaveLength(5);
    const mailed = await t.deps.database.db
      .selectFrom('mail_outbox')
      .select('to_address')
      .where('to_address', 'like', 'b%@example.com')
      .execute();
    expect(mailed).toHaveLength(5);
  });

  it('holds its limit per address: at most 5 links a day to one address, whoever asks', async () => {
    const askers = await Promise.all(
      ['13912340002', '13912340003', '13912340004'].map((m) => loginAs(t, m)),
    );
    const answers = await Promise.all(
      Array.from({ length: 9 }, (_, i) =>
        call(t, 'POST', memberPaths.setEmail, {
          token: askers[i % 3],
          body: { email: 'target@example.com' },
        }),
      ),
    );
    expect(answers.filter((a) => a.code === 200)).toHaveLength(5);
    expect(await mailsTo('target@example.com')).toHaveLength(5);
  });

  it('is removed on request', async () => {
    const removed = await call(t, 'POST', memberPaths.removeEmail, { token, body: {} });
    expect(removed.data).toEqual({ email: null, emailPending: null });
    expect(await profile()).toMatchObject({ email: null, emailPending: null });
  });
});

describe('following a flight as a member', () => {
  it('subscribes the login mobile to SMS alerts, and the unfollow ends them', async () => {
    const list = await call(t, 'POST', '/byairport-flight/flight/list', {
      body: { type: '1', depOrArr: '1', day: 1, pageNum: 1, pageSize: 2 },
    });
    const flights = flightPage.parse(list.data).list;
    const keys = flights.map((f) => ({
      flightNo: f.flightNo,
      flightDate: f.flightDate,
      depOrArr: f.depOrArr,
    }));
    const followed = await call(t, 'POST', memberPaths.followFlights, {
      token,
      body: { flights: keys },
      locale: 'ko-KR',
    });
    expect(followed.code, followed.msg).toBe(200);
    const live = () =>
      t.deps.database.db
        .selectFrom('alert_subscription')
        .select(['flight_id', 'mobile', 'locale', 'status'])
        .where('status', '=', 'active')
        .where('mobile', '=', '13912340000')
        .orderBy('flight_id')
        .execute();
    expect(await live()).toEqual(
      flights
        .map((f) => ({
          flight_id: f.flightId,
          mobile: '13912340000',
          locale: 'ko-KR',
          status: 'active',
        }))
        .sort((a, b) => a.flight_id.localeCompare(b.flight_id)),
    );
    // Following again adds nothing.
    await call(t, 'POST', memberPaths.followFlights, { token, body: { flights: keys } });
    expect(await live()).toHaveLength(2);
    await call(t, 'POST', memberPaths.unfollowFlight, { token, body: keys[0] });
    expect((await live()).map((s) => s.flight_id)).toEqual([flights[1]!.flightId]);
  });

  it('hands the hook the flights it found, and a failing hook does not fail the follow', async () => {
    const list = flightPage.parse(
      (
        await call(t, 'POST', '/byairport-flight/flight/list', {
          body: { type: '1', depOrArr: '1', day: 0, pageNum: 1, pageSize: 1 },
        })
      ).data,
    ).list;
    const found = list[0]!;
    const keys = [
      { flightNo: found.flightNo, flightDate: found.flightDate, depOrArr: found.depOrArr },
      { flightNo: 'ZZ9999', flightDate: found.flightDate, depOrArr: found.depOrArr },
    ];
    const db = t.deps.database.db;
    const memberId = (await db
      .selectFrom('member')
      .select('id')
      .where('mobile', '=', '13912340001')
      .executeTakeFirstOrThrow())!.id;
    const lookup = async (id: string) =>
      id === found.flightId ? ({ flightId: id } as never) : null;
    const serviceWith = (hook: FlightsFollowed) =>
      createMemberService({
        db,
        store: t.deps.store,
        clock: t.clock,
        sessions: createMemberSessions(db, t.clock),
        smsCodes: { verify: async () => '' },
        flightLookup: lookup,
        onFlightsFollowed: hook,
      });
    const log = { debug: vi.fn(), info: vi.fn(), warn: vi.fn(), error: vi.fn() };

    const seen = vi.fn<FlightsFollowed>(async () => {});
    const followed = await serviceWith(seen).followFlights(memberId, keys, {
      locale: 'en-US',
      log,
    });
    expect(followed).toEqual({ followed: 1 });
    expect(seen).toHaveBeenCalledExactlyOnceWith({
      memberId,
      mobile: '13912340001',
      flightIds: [found.flightId],
      locale: 'en-US',
    });

    await db.deleteFrom('member_followed_flight').where('member_id', '=', memberId).execute();
    const failing = serviceWith(async () => {
      throw new Error('alerts are down');
    });
    await expect(failing.followFlights(memberId, keys, { locale: 'en-US', log })).resolves.toEqual({
      followed: 1,
    });
    expect(log.warn).toHaveBeenCalledOnce();
    const rows = await db
      .selectFrom('member_followed_flight')
      .select('flight_id')
      .where('member_id', '=', memberId)
      .execute();
    expect(rows).toEqual([{ flight_id: found.flightId }]);
  });
});
