import { alertPaths, alertSubscription, type AlertSubscription } from '@can/contracts/alerts';
import type { FlightRecord } from '@can/contracts';
import { memberPaths } from '@can/contracts/member';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { afternoonDeparture, gateChanger } from './alerts-test-kit';
import {
  call,
  loginAs,
  newCaptcha,
  outboxCode,
  staffSession,
  TEST_CAPTCHA,
} from '../../../test/other-modules-kit';

/*
 * Flight alerts through the real app (issue 22): a guest confirms a mobile by SMS code, an
 * operator changes the gate in the back office, and exactly one SMS in the guest's language
 * reaches the outbox; the unsubscribe link ends it. The same by e-mail, confirmed by its link.
 */
const START = new Date('2026-11-22T09:00:00+08:00');
let t: TestApp;
let cookie: string;
let flight: FlightRecord;

const changeGate = gateChanger(
  () => t,
  () => cookie,
  () => flight,
  'B',
);

const alertSms = (mobile: string) =>
  t.deps.database.db
    .selectFrom('sms_outbox')
    .select(['content'])
    .where('mobile', '=', mobile)
    .where('purpose', '=', 'alert')
    .orderBy('id')
    .execute();

const mailTo = (to: string) =>
  t.deps.database.db
    .selectFrom('mail_outbox')
    .select(['subject', 'text_body'])
    .where('to_address', '=', to)
    .orderBy('id')
    .execute();

const tokenIn = (text: string, page: string) =>
  new RegExp(`${page}\\?token=([\\w.-]+)`).exec(text)![1]!;

beforeAll(async () => {
  t = await createTestApp({
    now: START,
    env: { SITE_URL: 'https://www.example.test', CAPTCHA_TEST_ANSWER: TEST_CAPTCHA },
  });
  cookie = (await staffSession(t, 'operations')).cookie;
  flight = await afternoonDeparture(t);
});
afterAll(() => t?.close());

describe('a guest by SMS', () => {
  const mobile = '13912345678';
  let subscription: AlertSubscription;

  it('confirms the number with an SMS code and follows the flight', async () => {
    const { uuid } = await newCaptcha(t);
    const sent = await call(t, 'POST', alertPaths.sendCode, {
      body: { mobile, captchaCode: TEST_CAPTCHA, captchaUuid: uuid },
      locale: 'fr-FR',
    });
    expect(sent.code, sent.msg).toBe(200);
    const wrong = await call(t, 'POST', alertPaths.subscribe, {
      body: { flightId: flight.flightId, mobile, smsCode: '000000' },
      locale: 'fr-FR',
    });
    expect(wrong.code).not.toBe(200);
    const answer = await call(t, 'POST', alertPaths.subscribe, {
      body: { flightId: flight.flightId, mobile, smsCode: await outboxCode(t, mobile) },
      locale: 'fr-FR',
    });
    expect(answer.code, answer.msg).toBe(200);
    subscription = alertSubscription.parse(answer.data);
    expect(subscription).toMatchObject({ status: 'active', channels: ['sms'], locale: 'fr-FR' });
    expect(subscription.mobile).toBe('139****5678');
    expect(answer.msg).toContain(flight.flightNo);
  });

  it('gets exactly one SMS for a gate change, in French, with the new gate and the links', async () => {
    const gate = await changeGate();
    await t.app.alerts.look();
    await t.app.alerts.delivery.drain();
    const messages = await alertSms(mobile);
    expect(messages).toHaveLength(1);
    const text = messages[0]!.content;
    expect(text).toContain(gate);
    expect(text).toContain(flight.flightNo);
    expect(text).toMatch(/porte/i);
    expect(text).toContain('https://www.example.test/flight/detail?flightId=');
    expect(tokenIn(text, '/alerts/unsubscribe')).toBe(subscription.unsubscribeToken);
  });

  it('ends with the unsubscribe link: the number is deleted and the next change sends nothing', async () => {
    const forged = await call(t, 'POST', alertPaths.unsubscribe, {
      body: { token: `${subscription.unsubscribeToken.slice(0, -2)}xx` },
    });
    expect(forged.code).not.toBe(200);
    const ended = await call(t, 'POST', alertPaths.unsubscribe, {
      body: { token: subscription.unsubscribeToken },
      locale: 'fr-FR',
    });
    expect(ended.code, ended.msg).toBe(200);
    expect(ended.data).toMatchObject({ flightNo: flight.flightNo, status: 'ended' });
    const row = await t.deps.database.db
      .selectFrom('alert_subscription')
      .select(['status', 'mobile', 'email'])
      .where('id', '=', subscription.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'ended', mobile: null, email: null });
    await changeGate();
    expect(await alertSms(mobile)).toHaveLength(1);
  });
});

describe('a guest by e-mail', () => {
  const address = 'traveller@example.com';

  it('starts only once the mailed link is opened, then mails each change once', async () => {
    const answer = await call(t, 'POST', alertPaths.subscribe, {
      body: { flightId: flight.flightId, email: address },
      locale: 'ko-KR',
    });
    expect(answer.code, answer.msg).toBe(200);
    expect(answer.data).toMatchObject({ status: 'pending', channels: ['email'] });
    const [confirmMail] = await mailTo(address);
    const token = tokenIn(confirmMail!.text_body, '/alerts/confirm');

    await changeGate();
    expect(await mailTo(address)).toHaveLength(1);

    const confirmed = await call(t, 'POST', alertPaths.confirm, { body: { token } });
    expect(confirmed.data).toMatchObject({ status: 'active' });
    const gate = await changeGate();
    const mails = await mailTo(address);
    expect(mails).toHaveLength(2);
    expect(mails[1]!.text_body).toContain(gate);
    expect(mails[1]!.subject).toContain(flight.flightNo);
  });

  it('refuses an address that is not one, in the reader language', async () => {
    const answer = await call(t, 'POST', alertPaths.subscribe, {
      body: { flightId: flight.flightId, email: 'not-an-address' },
      locale: 'en-US',
    });
    expect(answer.code).toBe(400);
    expect(answer.msg).toMatch(/e-?mail/i);
  });
});

describe('a member', () => {
  it('follows with the login mobile and lists the subscription', async () => {
    const mobile = '13800001111';
    const token = await loginAs(t, mobile);
    const answer = await call(t, 'POST', alertPaths.subscribe, {
      token,
      body: { flightId: flight.flightId },
    });
    expect(answer.code, answer.msg).toBe(200);
    expect(answer.data).toMatchObject({ status: 'active', mobile: '138****1111' });
    const mine = await call(t, 'POST', alertPaths.mine, { token, body: {} });
    expect(mine.code, mine.msg).toBe(200);
    expect((mine.data as { list: unknown[] }).list).toHaveLength(1);
    const gate = await changeGate();
    const [sms] = await alertSms(mobile);
    expect(sms?.content).toContain(gate);
  });
});

describe('a member by e-mail', () => {
  it('gets alerts at the confirmed address of the profile, once per change, until unsubscribed', async () => {
    const token = await loginAs(t, '13800002222');
    const address = 'member.mail@example.com';
    const noAddress = await call(t, 'POST', alertPaths.subscribe, {
      token,
      body: { flightId: flight.flightId, channels: ['email'] },
    });
    expect(noAddress.code).not.toBe(200);
    await call(t, 'POST', memberPaths.setEmail, { token, body: { email: address } });
    const [link] = await mailTo(address);
    const confirmed = await call(t, 'POST', memberPaths.confirmEmail, {
      body: { token: tokenIn(link!.text_body, '/member/confirmEmail') },
    });
    expect(confirmed.code, confirmed.msg).toBe(200);

    const answer = await call(t, 'POST', alertPaths.subscribe, {
      token,
      body: { flightId: flight.flightId, channels: ['email'] },
      locale: 'en-US',
    });
    expect(answer.code, answer.msg).toBe(200);
    const subscription = alertSubscription.parse(answer.data);
    expect(subscription).toMatchObject({
      status: 'active',
      channels: ['email'],
      mobile: null,
      email: 'm***@example.com',
    });
    const gate = await changeGate();
    const mails = await mailTo(address);
    expect(mails).toHaveLength(2);
    expect(mails[1]!.text_body).toContain(gate);
    expect(mails[1]!.subject).toMatch(/gate/i);
    expect(tokenIn(mails[1]!.text_body, '/alerts/unsubscribe')).toBe(subscription.unsubscribeToken);
    await call(t, 'POST', alertPaths.unsubscribe, {
      body: { token: subscription.unsubscribeToken },
    });
    await changeGate();
    expect(await mailTo(address)).toHaveLength(2);
  });
});

describe('the end of a subscription', () => {
  it('ends by itself 3 hours after the flight, and the contact is deleted with it', async () => {
    const live = () =>
      t.deps.database.db
        .selectFrom('alert_subscription')
        .select(['id', 'ends_at'])
        .where('status', 'in', ['active', 'pending'])
        .execute();
    const before = await live();
    expect(before.length).toBeGreaterThan(0);
    const lastEnd = Math.max(...before.map((s) => Date.parse(s.ends_at)));
    expect(lastEnd).toBeGreaterThanOrEqual(
      Date.parse(`${flight.setoffTimePlan.replace(' ', 'T')}+08:00`) + 3 * 3600_000,
    );
    t.clock.set(new Date(lastEnd - 60_000));
    expect(await t.app.alerts.service.endExpired()).toBe(0);
    t.clock.set(new Date(lastEnd));
    expect(await t.app.alerts.service.endExpired()).toBe(before.length);
    const contacts = await t.deps.database.db
      .selectFrom('alert_subscription')
      .select(['mobile', 'email'])
      .execute();
    expect(contacts.every((c) => c.mobile === null && c.email === null)).toBe(true);
  });
});
