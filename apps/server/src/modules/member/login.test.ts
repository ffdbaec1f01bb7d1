import { loginAnswer, memberProfile, pointPage, sendSmsAnswer } from '@can/contracts/member';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { call, loginAs, newCaptcha, outboxCode, sendSms, TEST_CAPTCHA } from './member-test-kit';

let t: TestApp;
let nextNumber = 13_800_138_000;
/** A fresh number for each test, so the per-number limits of one never touch another. */
const freshMobile = () => String(nextNumber++);

beforeAll(async () => {
  t = await createTestApp({
    now: new Date('2026-11-22T09:00:00+08:00'),
    env: { CAPTCHA_TEST_ANSWER: TEST_CAPTCHA },
  });
});
afterAll(() => t.close());

const login = (mobile: string, code: string, locale?: string) =>
  call(t, 'POST', '/byairport-cms/user/login', { body: { mobile, code }, locale });

describe('captcha/create', () => {
  it('answers an SVG picture with an id', async () => {
    const captcha = await newCaptcha(t);
    expect(captcha.uuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(Buffer.from(captcha.img.split(',')[1]!, 'base64').toString()).toMatch(/^<svg/);
    expect(captcha.expiresInSeconds).toBe(300);
  });

  it('accepts the picture’s own answer in any letter case', async () => {
    const { uuid } = await newCaptcha(t);
    const stored = JSON.parse((await t.deps.store.get(`captcha:${uuid}`))!) as { answer: string };
    const body = await call(t, 'POST', '/byairport-cms/sms/sendSms', {
      body: { mobile: freshMobile(), captchaCode: stored.answer.toUpperCase(), captchaUuid: uuid },
    });
    expect(body.code).toBe(200);
  });
});

describe('the whole login path', () => {
  it('sends a code, logs in, creates the member with 100 points, and opens a session', async () => {
    const mobile = freshMobile();
    const sent = await sendSms(t, mobile);
    expect(sent).toMatchObject({ code: 200, msg: '验证码已发送' });
    expect(sendSmsAnswer.parse(sent.data)).toEqual({ resendInSeconds: 60, validForSeconds: 300 });

    const code = await outboxCode(t, mobile);
    expect(code).toMatch(/^\d{6}$/);
    const body = await login(mobile, code);
    expect(body.code).toBe(200);
    const answer = loginAnswer.parse(body.data);
    expect(answer.firstLogin).toBe(true);
    const token = answer.tokenMap.access_token;
    expect(token.length).toBeGreaterThanOrEqual(40);

    // Stored hashed only.
    const rows = await t.deps.database.db.selectFrom('member_token').selectAll().execute();
    expect(rows.some((r) => r.token_hash === token)).toBe(false);

    const verified = await call(t, 'GET', '/byairport-cms/user/verifyToken', { token });
    expect(verified.code).toBe(200);

    const profile = memberProfile.parse(
      (await call(t, 'GET', '/byairport-cms/user/profile', { token })).data,
    );
    expect(profile.mobile).toBe(`${mobile.slice(0, 3)}****${mobile.slice(-4)}`);
    expect(profile.pointBalance).toBe(100);

    const points = pointPage.parse(
      (await call(t, 'POST', '/byairport-cms/user/pointList', { token, body: {} })).data,
    );
    expect(points.list).toMatchObject([{ points: 100, reason: 'firstLogin', balance: 100 }]);
  });

  it('a second login of the same number adds no more first-login points', async () => {
    const mobile = freshMobile();
    await loginAs(t, mobile);
    t.clock.advance(61_000);
    const token = await loginAs(t, mobile);
    const points = pointPage.parse(
      (await call(t, 'POST', '/byairport-cms/user/pointList', { token, body: {} })).data,
    );
    expect(points.balance).toBe(100);
    expect(points.total).toBe(1);
  });
});

describe('refusals, each with its code and message', () => {
  it('a wrong picture code', async () => {
    const body = await sendSms(t, freshMobile(), 'nope');
    expect(body).toMatchObject({ code: 601, msg: '图形验证码错误，请重新输入' });
  });

  it('a picture code used twice', async () => {
    const { uuid } = await newCaptcha(t);
    const send = (mobile: string) =>
      call(t, 'POST', '/byairport-cms/sms/sendSms', {
        body: { mobile, captchaCode: TEST_CAPTCHA, captchaUuid: uuid },
      });
    expect((await send(freshMobile())).code).toBe(200);
    expect(await send(freshMobile())).toMatchObject({
      code: 601,
      msg: '图形验证码已过期，已为您换一张新图片，请输入新图片中的字符',
    });
  });

  it('an expired picture code', async () => {
    const { uuid } = await newCaptcha(t);
    t.clock.advance(5 * 60_000 + 1000);
    const body = await call(t, 'POST', '/byairport-cms/sms/sendSms', {
      body: { mobile: freshMobile(), captchaCode: TEST_CAPTCHA, captchaUuid: uuid },
    });
    expect(body).toMatchObject({
      code: 601,
      msg: '图形验证码已过期，已为您换一张新图片，请输入新图片中的字符',
    });
  });

  it.each([
    ['1380013800', 10],
    ['138001380001', 12],
    ['13800abc000', 11],
  ])('a malformed number %s states the length entered', async (mobile, length) => {
    const body = await sendSms(t, mobile);
    expect(body).toMatchObject({ code: 400, msg: `请输入11位手机号码（当前已输入${length}位）` });
  });

  it('a number outside the mainland ranges', async () => {
    const body = await sendSms(t, '12800138000', TEST_CAPTCHA, 'en_US');
    expect(body).toMatchObject({
      code: 400,
      msg: 'Please enter a valid mainland China mobile number',
    });
  });

  it('a malformed code', async () => {
    const body = await login(freshMobile(), '12345');
    expect(body).toMatchObject({ code: 400, msg: '请输入6位数字验证码' });
  });

  it('a wrong code, with the attempts left', async () => {
    const mobile = freshMobile();
    await sendSms(t, mobile);
    const code = await outboxCode(t, mobile);
    const wrong = code === '000000' ? '111111' : '000000';
    expect(await login(mobile, wrong)).toMatchObject({ code: 601, msg: '验证码错误，还可尝试4次' });
    expect((await login(mobile, code)).code).toBe(200);
  });

  it('an expired code (the clock moves past 5 minutes)', async () => {
    const mobile = freshMobile();
    await sendSms(t, mobile);
    const code = await outboxCode(t, mobile);
    t.clock.advance(5 * 60_000 + 1000);
    expect(await login(mobile, code)).toMatchObject({
      code: 601,
      msg: '验证码无效或已过期，请重新获取',
    });
  });

  it('a code used twice', async () => {
    const mobile = freshMobile();
    await sendSms(t, mobile);
    const code = await outboxCode(t, mobile);
    expect((await login(mobile, code)).code).toBe(200);
    expect(await login(mobile, code, 'en_US')).toMatchObject({
      code: 601,
      msg: 'The verification code is invalid or has expired; please get a new one',
    });
  });

  it('the number locks after five wrong codes; the sixth try is refused even with the right code', async () => {
    const mobile = freshMobile();
    await sendSms(t, mobile);
    const code = await outboxCode(t, mobile);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let left = 4; left >= 1; left--) {
      expect((await login(mobile, wrong)).msg).toBe(`验证码错误，还可尝试${left}次`);
    }
    expect(await login(mobile, wrong)).toMatchObject({
      code: 601,
      msg: '验证码错误次数过多，请15分钟后重新获取',
    });
    expect(await login(mobile, code)).toMatchObject({
      code: 601,
      msg: '验证码错误次数过多，请15分钟后重新获取',
    });
    // No new code while locked either.
    t.clock.advance(61_000);
    expect((await sendSms(t, mobile)).code).toBe(601);
  });

  it('a second code within 60 s', async () => {
    const mobile = freshMobile();
    expect((await sendSms(t, mobile)).code).toBe(200);
    t.clock.advance(20_000);
    const refused = await sendSms(t, mobile);
    expect(refused).toMatchObject({ code: 429, msg: '验证码已发送，请40秒后再重新获取' });
    t.clock.advance(40_000);
    expect((await sendSms(t, mobile)).code).toBe(200);
  });

  it('the eleventh code of a day', async () => {
    const mobile = freshMobile();
    for (let i = 0; i < 10; i++) {
      expect((await sendSms(t, mobile)).code).toBe(200);
      t.clock.advance(61_000);
    }
    expect(await sendSms(t, mobile)).toMatchObject({
      code: 429,
      msg: '该手机号今日获取验证码次数已达上限（10次），请明天再试',
    });
  });
});

describe('sessions', () => {
  it('logout revokes the token', async () => {
    const token = await loginAs(t, freshMobile());
    const out = await call(t, 'GET', '/byairport-cms/user/logout', { token });
    expect(out).toMatchObject({ code: 200, msg: '退出登录成功' });
    expect(await call(t, 'GET', '/byairport-cms/user/verifyToken', { token })).toMatchObject({
      code: 401,
      msg: '登录状态已过期，请重新登录',
    });
    expect((await call(t, 'GET', '/byairport-cms/user/profile', { token })).code).toBe(401);
  });

  it('an expired token gives 401', async () => {
    const token = await loginAs(t, freshMobile());
    t.clock.advance(7 * 24 * 60 * 60_000 + 1000);
    expect((await call(t, 'GET', '/byairport-cms/user/verifyToken', { token })).code).toBe(401);
    expect(
      (await call(t, 'GET', '/byairport-cms/user/queryUserTrip', { token, query: { pageNum: 1 } }))
        .code,
    ).toBe(401);
  });

  it('no token or an unknown one gives 401', async () => {
    expect((await call(t, 'GET', '/byairport-cms/user/profile')).code).toBe(401);
    expect(
      (await call(t, 'GET', '/byairport-cms/user/profile', { token: 'x'.repeat(43) })).code,
    ).toBe(401);
  });
});
