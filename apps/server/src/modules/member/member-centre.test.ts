import {
  followFlightsAnswer,
  memberFeedbackPage,
  memberProfile,
  memberTripPage,
  pointPage,
} from '@can/contracts/member';
import { flightPage } from '@can/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createMemberHooks } from './member-hooks';
import { createMemberSessions } from './member-sessions';
import { call, loginAs, TEST_CAPTCHA } from './member-test-kit';

let t: TestApp;
let token: string;
let memberId: number;

beforeAll(async () => {
  t = await createTestApp({
    now: new Date('2026-11-22T09:00:00+08:00'),
    env: { CAPTCHA_TEST_ANSWER: TEST_CAPTCHA },
  });
  token = await loginAs(t, '13912345678');
  memberId = (await t.deps.database.db
    .selectFrom('member')
    .select('id')
    .where('mobile', '=', '13912345678')
    .executeTakeFirstOrThrow())!.id;
});
afterAll(() => t.close());

async function departures(count: number) {
  const body = await call(t, 'POST', '/byairport-flight/flight/list', {
    body: { type: '1', depOrArr: '1', day: 0, pageNum: 1, pageSize: count },
  });
  return flightPage.parse(body.data).list;
}

describe('profile', () => {
  it('changes the nickname and avatar; refuses an empty nickname with a field message', async () => {
    const updated = await call(t, 'POST', '/byairport-cms/user/updateProfile', {
      token,
      body: { nickname: '  Lin <b>Mei</b> ', avatar: 'kapok' },
    });
    expect(updated.code).toBe(200);
    expect(memberProfile.parse(updated.data)).toMatchObject({
      nickname: 'Lin bMei/b',
      avatar: 'kapok',
    });
    const refused = await call(t, 'POST', '/byairport-cms/user/updateProfile', {
      token,
      body: { nickname: '   ', avatar: 'kapok' },
    });
    expect(refused.code).toBe(400);
    expect(refused.msg).toContain('nickname');
  });
});

describe('trips: followed flights', () => {
  it('follows flights the schedule knows, lists them with from and to, and unfollows', async () => {
    const [first, second] = await departures(2);
    const keys = [first!, second!].map((f) => ({
      flightNo: f.flightNo,
      flightDate: f.flightDate,
      depOrArr: f.depOrArr,
    }));
    const followed = await call(t, 'POST', '/byairport-cms/user/followFlights', {
      token,
      body: {
        flights: [...keys, { flightNo: 'ZZ9999', flightDate: '2026-11-22', depOrArr: 'D' }],
      },
    });
    expect(followFlightsAnswer.parse(followed.data)).toEqual({ followed: 2 });
    // Following again changes nothing.
    await call(t, 'POST', '/byairport-cms/user/followFlights', { token, body: { flights: keys } });

    const page = memberTripPage.parse(
      (
        await call(t, 'GET', '/byairport-cms/user/queryUserTrip', {
          token,
          query: { pageNum: 1, pageSize: 10 },
          locale: 'en_US',
        })
      ).data,
    );
    expect(page.total).toBe(2);
    const trip = page.list.find((x) => x.flightNo === first!.flightNo)!;
    expect(trip).toMatchObject({
      flightId: first!.flightId,
      from: first!.orgCityEn,
      to: first!.dstCityEn,
      departureTime: first!.setoffTimePlan,
    });

    await call(t, 'POST', '/byairport-cms/user/unfollowFlight', { token, body: keys[0] });
    const after = memberTripPage.parse(
      (await call(t, 'GET', '/byairport-cms/user/queryUserTrip', { token, query: {} })).data,
    );
    expect(after.list.map((x) => x.flightNo)).toEqual([second!.flightNo]);
  });

  it('refuses a malformed flight with code 400', async () => {
    const body = await call(t, 'POST', '/byairport-cms/user/followFlights', {
      token,
      body: { flights: [{ flightNo: 'not a flight', flightDate: 'today', depOrArr: 'X' }] },
    });
    expect(body.code).toBe(400);
  });
});

describe('feedback and points', () => {
  it('lists only the member’s contact messages, newest first, paged', async () => {
    const db = t.deps.database.db;
    const base = {
      name: '林女士',
      email: 'lin@example.com',
      locale: 'zh-CN',
      status: 'received',
      reply: null,
      replied_at: null,
    };
    await db
      .insertInto('contact_message')
      .values([
        {
          ...base,
          member_id: memberId,
          title: 'T2 停车',
          content: '停车缴费',
          created_at: '2026-11-20T10:00:00+08:00',
        },
        {
          ...base,
          member_id: null,
          title: '他人',
          content: '不是会员',
          created_at: '2026-11-21T10:00:00+08:00',
        },
        {
          ...base,
          member_id: memberId,
          title: '行李',
          content: '行李延误',
          status: 'answered',
          reply: '已为您联系航空公司',
          replied_at: '2026-11-22T08:00:00+08:00',
          created_at: '2026-11-21T12:00:00+08:00',
        },
      ])
      .execute();
    const page = memberFeedbackPage.parse(
      (
        await call(t, 'GET', '/byairport-cms/user/feedback', {
          token,
          query: { pageNum: 1, pageSize: 1 },
        })
      ).data,
    );
    expect(page).toMatchObject({ total: 2, pages: 2, pageSize: 1 });
    expect(page.list).toMatchObject([
      { title: '行李', status: 'answered', reply: '已为您联系航空公司' },
    ]);
  });

  it('adds 10 points per contact message through the hook, once per message, with running balances', async () => {
    const db = t.deps.database.db;
    const hooks = createMemberHooks(createMemberSessions(db, t.clock), t.clock, db);
    await db.transaction().execute(async (trx) => {
      await hooks.onMemberMessage(trx, memberId, 501);
      await hooks.onMemberMessage(trx, memberId, 502);
      await hooks.onMemberMessage(trx, memberId, 502);
    });
    const page = pointPage.parse(
      (
        await call(t, 'POST', '/byairport-cms/user/pointList', {
          token,
          body: { pageNum: 1, pageSize: 2 },
        })
      ).data,
    );
    expect(page.balance).toBe(120);
    expect(page.total).toBe(3);
    expect(page.list).toMatchObject([
      { points: 10, reason: 'contactMessage', balance: 120 },
      { points: 10, reason: 'contactMessage', balance: 110 },
    ]);
    const second = pointPage.parse(
      (
        await call(t, 'POST', '/byairport-cms/user/pointList', {
          token,
          body: { pageNum: 2, pageSize: 2 },
        })
      ).data,
    );
    expect(second.list).toMatchObject([{ points: 100, reason: 'firstLogin', balance: 100 }]);
  });

  it('a contact message sent with the token is linked to the member and earns 10 points', async () => {
    const before = pointPage.parse(
      (await call(t, 'POST', '/byairport-cms/user/pointList', { token, body: {} })).data,
    ).balance;
    const sent = await call(t, 'POST', '/byairport-cms/contact/submit', {
      token,
      body: {
        title: 'T3 行李寄存',
        name: '林女士',
        email: 'lin.mei@example.com',
        content: '请问 T3 航站楼的行李寄存在几楼，营业时间是几点到几点？',
      },
    });
    expect(sent.code).toBe(200);
    const after = pointPage.parse(
      (await call(t, 'POST', '/byairport-cms/user/pointList', { token, body: {} })).data,
    );
    expect(after.balance).toBe(before + 10);
    expect(after.list[0]).toMatchObject({ points: 10, reason: 'contactMessage' });
    const feedback = memberFeedbackPage.parse(
      (await call(t, 'GET', '/byairport-cms/user/feedback', { token, query: {} })).data,
    );
    expect(feedback.list[0]).toMatchObject({ title: 'T3 行李寄存', status: 'received' });
  });

  it('memberIdOf reads the member of a request’s token, null without one', async () => {
    const hooks = createMemberHooks(
      createMemberSessions(t.deps.database.db, t.clock),
      t.clock,
      t.deps.database.db,
    );
    const request = (headers: Record<string, string>) => ({ headers }) as never;
    expect(await hooks.memberIdOf(request({ authenticated_token: token }))).toBe(memberId);
    expect(await hooks.memberIdOf(request({}))).toBeNull();
    expect(await hooks.memberIdOf(request({ authenticated_token: 'nope' }))).toBeNull();
  });
});
