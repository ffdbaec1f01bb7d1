import { memberEmailAnswer, memberPaths, memberProfile } from '@can/contracts/member';
import { flightPage } from '@can/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { call, loginAs, TEST_CAPTCHA } from './member-test-kit';

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
});
