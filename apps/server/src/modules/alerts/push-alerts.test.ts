import {
  alertPaths,
  alertPushKeyAnswer,
  alertSubscription,
  type AlertPushPayload,
} from '@can/contracts/alerts';
import type { FlightRecord } from '@can/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { afternoonDeparture, gateChanger } from './alerts-test-kit';
import { call, loginAs, staffSession, TEST_CAPTCHA } from '../../../test/other-modules-kit';
import { startPushReceiver, type PushReceiver } from './push-test-kit';

/*
 * Web push alerts through the real app (issue 22): a browser's push subscription points at a
 * push service played on loopback by the test, which checks the VAPID signature and decrypts
 * what arrives (aes128gcm, RFC 8291). An operator's gate change reaches it exactly once, in the
 * subscriber's language; a push service that says the subscription is gone stops the pushes.
 */
const START = new Date('2026-11-22T09:00:00+08:00');
let t: TestApp;
let receiver: PushReceiver;
let cookie: string;
let flight: FlightRecord;

const changeGate = gateChanger(
  () => t,
  () => cookie,
  () => flight,
  'C',
);

const jobsOf = (subscriptionId: number) =>
  t.deps.database.db
    .selectFrom('alert_job')
    .select(['channel', 'status', 'error'])
    .where('subscription_id', '=', subscriptionId)
    .orderBy('id')
    .execute();

beforeAll(async () => {
  receiver = await startPushReceiver();
  t = await createTestApp({
    now: START,
    env: {
      SITE_URL: 'https://www.example.test',
      ALERT_PUSH_HOSTS: receiver.origin,
      CAPTCHA_TEST_ANSWER: TEST_CAPTCHA,
    },
  });
  cookie = (await staffSession(t, 'operations')).cookie;
  flight = await afternoonDeparture(t);
});
afterAll(async () => {
  await t?.close();
  await receiver?.close();
});

describe('web push alerts', () => {
  it('gives browsers the VAPID key, the same on every call', async () => {
    const first = await call(t, 'POST', alertPaths.pushKey, { body: {} });
    expect(first.code, first.msg).toBe(200);
    const { publicKey } = alertPushKeyAnswer.parse(first.data);
    expect(Buffer.from(publicKey, 'base64url')).toHaveLength(65);
    const again = await call(t, 'POST', alertPaths.pushKey, { body: {} });
    expect(alertPushKeyAnswer.parse(again.data).publicKey).toBe(publicKey);
  });

  it('refuses a push endpoint that is not a known push service', async () => {
    for (const endpoint of [
      'http://169.254.169.254/latest/meta-data/iam',
      'https://fcm.googleapis.com.attacker.example/send/x',
      `${receiver.origin.replace(/:\d+$/, ':1')}/push/x`,
    ]) {
      const answer = await call(t, 'POST', alertPaths.subscribe, {
        body: { flightId: flight.flightId, push: { ...receiver.subscription, endpoint } },
        locale: 'en-US',
      });
      expect(answer.code, endpoint).toBe(400);
      expect(answer.msg).toMatch(/push/i);
    }
  });

  it('pushes a gate change exactly once, encrypted, signed and in the guest language', async () => {
    const answer = await call(t, 'POST', alertPaths.subscribe, {
      body: { flightId: flight.flightId, push: receiver.subscription },
      locale: 'ko-KR',
    });
    expect(answer.code, answer.msg).toBe(200);
    const subscription = alertSubscription.parse(answer.data);
    expect(subscription).toMatchObject({ status: 'active', channels: ['push'], mobile: null });

    const gate = await changeGate();
    await receiver.waitFor(1, 5_000);
    await changeGate().then(() => t.app.alerts.delivery.drain());
    expect(receiver.messages).toHaveLength(2);
    const [first] = receiver.messages;
    const payload = first!.payload as AlertPushPayload;
    expect(first!.jwtValid).toBe(true);
    expect(first!.audience).toBe(receiver.origin);
    expect(first!.ttl).toBeGreaterThan(0);
    expect(payload.body).toContain(gate);
    expect(payload.body).toContain(flight.flightNo);
    expect(payload.body).toMatch(/[\uac00-\ud7a3]/);
    expect(payload.url).toBe(
      `https://www.example.test/flight/detail?flightId=${encodeURIComponent(flight.flightId)}`,
    );
    expect(payload.unsubscribeUrl).toContain(subscription.unsubscribeToken);
    expect(payload.tag).toBe(`flight-alert:${flight.flightId}`);
    expect((await jobsOf(subscription.id)).map((j) => j.status)).toEqual(['sent', 'sent']);
  });

  it('stops pushing to a browser whose push service says it is gone', async () => {
    receiver.answerStatus(410);
    const before = receiver.messages.length;
    await changeGate();
    const live = await t.deps.database.db
      .selectFrom('alert_subscription')
      .select(['status', 'push_endpoint', 'push_keys'])
      .where('status', '=', 'ended')
      .execute();
    expect(live).toEqual([{ status: 'ended', push_endpoint: null, push_keys: null }]);
    receiver.answerStatus(201);
    await changeGate();
    expect(receiver.messages.length).toBe(before);
  });

  it('lets a member add this browser to their SMS alerts, and asks for a confirmed address for e-mail', async () => {
    const token = await loginAs(t, '13700002222');
    const answer = await call(t, 'POST', alertPaths.subscribe, {
      token,
      body: { flightId: flight.flightId },
    });
    const subscription = alertSubscription.parse(answer.data);
    expect(subscription.channels).toEqual(['sms']);
    const noAddress = await call(t, 'POST', alertPaths.channels, {
      token,
      body: { id: subscription.id, channels: ['sms', 'email'] },
      locale: 'fr-FR',
    });
    expect(noAddress.code).not.toBe(200);
    expect(noAddress.msg).toMatch(/e-mail/i);
    const none = await call(t, 'POST', alertPaths.channels, {
      token,
      body: { id: subscription.id, channels: [] },
    });
    expect(none.code).toBe(400);
    const both = await call(t, 'POST', alertPaths.channels, {
      token,
      body: { id: subscription.id, channels: ['sms', 'push'], push: receiver.subscription },
    });
    expect(both.code, both.msg).toBe(200);
    expect(alertSubscription.parse(both.data).channels).toEqual(['sms', 'push']);
    const other = await loginAs(t, '13700003333');
    const notTheirs = await call(t, 'POST', alertPaths.channels, {
      token: other,
      body: { id: subscription.id, channels: ['sms'] },
    });
    expect(notTheirs.code).not.toBe(200);

    const before = receiver.messages.length;
    const gate = await changeGate();
    await receiver.waitFor(before + 1, 5_000);
    expect((receiver.messages.at(-1)!.payload as AlertPushPayload).body).toContain(gate);
    const jobs = await jobsOf(subscription.id);
    expect(jobs.map((j) => `${j.channel}:${j.status}`).sort()).toEqual(['push:sent', 'sms:sent']);
  });
});
