import { ALERT_PUSH_TTL_SECONDS, type AlertPushPayload } from '@can/contracts/alerts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/test-app';
import { createDatabase } from '../../db/database';
import { migrateToLatest } from '../../db/migrate';
import { putSetting } from '../../db/settings-repo';
import {
  createPushSender,
  DEFAULT_PUSH_HOSTS,
  FALLBACK_VAPID_SUBJECT,
  PushGone,
  pushEndpointAllowed,
  vapidSubject,
  type AlertPushSender,
} from './push-sender';
import { startPushReceiver, type PushReceiver } from './push-test-kit';
import { loadVapidKeys, type VapidKeys } from './vapid-keys';

/*
 * The web push adapter against a push service played on loopback: what arrives is decrypted
 * with the browser's keys and the VAPID JWT checked with the server's public key.
 */
const NOW = new Date('2026-11-22T09:00:00+08:00');
let testDb: TestDatabase;
let a: ReturnType<typeof createDatabase>;
let b: ReturnType<typeof createDatabase>;

beforeAll(async () => {
  testDb = await createTestDatabase();
  a = createDatabase(testDb.url, { schema: testDb.schema });
  b = createDatabase(testDb.url, { schema: testDb.schema });
  await migrateToLatest(a.db);
});

afterAll(async () => {
  await a?.close();
  await b?.close();
  await testDb?.drop();
});

describe('VAPID keys', () => {
  it('are made once, agreed on by instances racing, and the same on the next start', async () => {
    const [ka, kb] = await Promise.all([loadVapidKeys(a.db, NOW), loadVapidKeys(b.db, NOW)]);
    expect(ka).toEqual(kb);
    expect(await loadVapidKeys(a.db, NOW)).toEqual(ka);
    // A raw P-256 point and scalar, base64url.
    expect(Buffer.from(ka.publicKey, 'base64url')).toHaveLength(65);
    expect(Buffer.from(ka.privateKey, 'base64url')).toHaveLength(32);
    expect(ka.publicKey).toMatch(/^[\w-]+$/);
  });

  it('refuse a stored value that is not a key pair', async () => {
    const kept = await loadVapidKeys(a.db, NOW);
    try {
      await putSetting(a.db, 'alerts.vapid_keys', '{"publicKey":"x"', NOW);
      await expect(loadVapidKeys(a.db, NOW)).rejects.toThrow(/alerts\.vapid_keys.*JSON/);
      await putSetting(a.db, 'alerts.vapid_keys', '{"publicKey":"x","privateKey":7}', NOW);
      await expect(loadVapidKeys(a.db, NOW)).rejects.toThrow(/publicKey and privateKey/);
    } finally {
      await putSetting(a.db, 'alerts.vapid_keys', JSON.stringify(kept), NOW);
    }
  });
});

describe('push sender', () => {
  let receiver: PushReceiver;
  let keys: VapidKeys;
  let sender: AlertPushSender;
  const payload: AlertPushPayload = {
    title: 'CZ3101 · 登机口变更',
    body: 'Gate B212 → C305 (ünïcödé)',
    url: 'https://www.example.test/flight/detail?flightId=CZ3101',
    tag: 'flight-alert:CZ3101-20261122',
    unsubscribeUrl: 'https://www.example.test/alerts/unsubscribe?token=u.1.sig',
    lang: 'zh-CN',
  };

  beforeAll(async () => {
    receiver = await startPushReceiver();
    keys = await loadVapidKeys(a.db, NOW);
    sender = createPushSender({
      keys: () => loadVapidKeys(b.db, NOW),
      subject: vapidSubject('http://127.0.0.1:8080'),
      timeoutMs: 5_000,
    });
  });
  afterAll(() => receiver?.close());

  it('delivers exactly the payload, encrypted for the browser and signed with the stored key', async () => {
    expect(await sender.publicKey()).toBe(keys.publicKey);
    await sender.send(receiver.subscription, payload);
    await receiver.waitFor(1, 5_000);
    expect(receiver.problems).toEqual([]);
    const [message] = receiver.messages;
    expect(message!.payload).toEqual(payload);
    expect(message!.jwtValid).toBe(true);
    expect(message!.vapidKey).toBe(keys.publicKey);
    expect(message!.audience).toBe(receiver.origin);
    expect(message!.subject).toBe(FALLBACK_VAPID_SUBJECT);
    expect(message!.ttl).toBe(ALERT_PUSH_TTL_SECONDS);
    expect(message!.urgency).toBe('high');
    // One pending message per flight: the same tag gives the same short url-safe topic.
    expect(message!.topic).toMatch(/^[\w-]{22}$/);
    await sender.send(receiver.subscription, { ...payload, body: 'again' });
    await receiver.waitFor(2, 5_000);
    expect(receiver.messages[1]!.topic).toBe(message!.topic);
  });

  it('says PushGone when the push service answers 410 or 404', async () => {
    const refused = receiver.refused;
    try {
      for (const status of [410, 404]) {
        receiver.answerStatus(status);
        const error = await sender.send(receiver.subscription, payload).catch((e: unknown) => e);
        expect(error).toBeInstanceOf(PushGone);
      }
    } finally {
      receiver.answerStatus(201);
    }
    expect(receiver.refused).toBe(refused + 2);
  });

  it('fails any other answer with an error that names neither the endpoint nor the keys', async () => {
    receiver.answerStatus(500);
    let error: unknown;
    try {
      error = await sender.send(receiver.subscription, payload).catch((e: unknown) => e);
    } finally {
      receiver.answerStatus(201);
    }
    expect(error).toBeInstanceOf(Error);
    expect(error).not.toBeInstanceOf(PushGone);
    const told = `${(error as Error).name} ${(error as Error).message}`;
    expect(told).toMatch(/500/);
    for (const secret of [
      receiver.subscription.endpoint,
      receiver.origin,
      receiver.subscription.keys.p256dh,
      receiver.subscription.keys.auth,
    ]) {
      expect(told).not.toContain(secret);
    }
    // Nobody listening: a network error, told by its kind only.
    const closed = await startPushReceiver();
    await closed.close();
    const down = await sender.send(closed.subscription, payload).catch((e: unknown) => e);
    expect(down).toBeInstanceOf(Error);
    expect(down).not.toBeInstanceOf(PushGone);
    expect((down as Error).message).not.toContain(closed.origin);
  });
});

describe('push endpoints the server may post to', () => {
  const hosts = [...DEFAULT_PUSH_HOSTS, 'http://127.0.0.1:4567'];
  it.each([
    ['https://fcm.googleapis.com/fcm/send/abc', true],
    ['https://updates.push.services.mozilla.com/wpush/v2/abc', true],
    ['https://wns2-par02p.notify.windows.com/w/?token=abc', true],
    ['https://web.push.apple.com/QK4', true],
    ['https://FCM.googleapis.com/fcm/send/abc', true],
    ['http://fcm.googleapis.com/fcm/send/abc', false],
    ['https://fcm.googleapis.com:8443/fcm/send/abc', false],
    ['https://evilfcm.googleapis.com.attacker.io/x', false],
    ['https://xfcm.googleapis.com/x', false],
    ['https://fcm.googleapis.com.attacker.io/x', false],
    ['https://googleapis.com/x', false],
    ['http://127.0.0.1:4567/push/abc', true],
    ['http://127.0.0.1:4568/push/abc', false],
    ['https://127.0.0.1:4567/push/abc', false],
    ['http://localhost:4567/push/abc', false],
    ['https://user:pass@fcm.googleapis.com/fcm/send/abc', false],
    ['http://user@127.0.0.1:4567/push/abc', false],
    ['not a url', false],
    ['', false],
    ['file:///etc/passwd', false],
  ])('%s → %s', (endpoint, allowed) => {
    expect(pushEndpointAllowed(endpoint, hosts)).toBe(allowed);
  });

  it('ignores empty and malformed entries rather than allowing everything', () => {
    expect(pushEndpointAllowed('https://anything.example/x', ['', ' ', '.', 'http://['])).toBe(
      false,
    );
  });
});

describe('vapidSubject', () => {
  it('is the public https site, else a mailto web-push accepts', () => {
    expect(vapidSubject('https://www.gbiac.net/some/path')).toBe('https://www.gbiac.net');
    expect(vapidSubject('http://127.0.0.1:8080')).toBe(FALLBACK_VAPID_SUBJECT);
    expect(vapidSubject('https://localhost:8443')).toBe(FALLBACK_VAPID_SUBJECT);
    expect(vapidSubject('')).toBe(FALLBACK_VAPID_SUBJECT);
    expect(FALLBACK_VAPID_SUBJECT).toMatch(/^mailto:/);
  });
});
