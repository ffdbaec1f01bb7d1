import { createHash, randomUUID, sign } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_SIGNING_KEY, signedRequest } from '../../test/signing';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * An independent signer written from ARCHITECTURE.md's words alone (it does not use the
 * contracts package), as a third-party client would write one.
 */
function independentSign(
  method: string,
  path: string,
  params: Record<string, unknown> | undefined,
  timestamp: number,
) {
  const sortDeep = (v: unknown): unknown =>
    Array.isArray(v)
      ? v.map(sortDeep)
      : v && typeof v === 'object'
        ? Object.fromEntries(
            Object.keys(v)
              .sort()
              .map((k) => [k, sortDeep((v as Record<string, unknown>)[k])]),
          )
        : v;
  const kept = Object.fromEntries(
    Object.entries(params ?? {}).filter(([, v]) => v !== undefined && v !== null && v !== ''),
  );
  const text = Object.keys(kept).length ? JSON.stringify(sortDeep(kept)) : '';
  const nonce = randomUUID();
  const signed = `Timestamp&${timestamp}&${path}&${nonce}&${text}`;
  const signature = sign('sha256', Buffer.from(signed), TEST_SIGNING_KEY).toString('base64');
  const query =
    method === 'GET' ? new URLSearchParams(kept as Record<string, string>).toString() : '';
  return {
    method: method as 'GET' | 'POST',
    url: query ? `${path}?${query}` : path,
    headers: {
      Signature: signature,
      Timestamp: String(timestamp),
      Nonce: nonce,
      locale: 'en_US',
      'content-type': 'application/json',
    },
    ...(method === 'GET' ? {} : { payload: JSON.stringify(params) }),
  };
}

/**
 * A GET that must be signed: a test route under the API's prefix (the public reads, FAQ among
 * them, need no signature since decision 024).
 */
const SIGNED_GET = '/byairport-cms/test/echo-get';

describe('request signing', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      now: new Date('2026-11-22T08:00:00+08:00'),
      routes: (app) => {
        app.post('/byairport-cms/test/echo', async (request) => ({
          code: 200,
          msg: 'ok',
          data: request.body,
        }));
        app.get(SIGNED_GET, async (request) => ({ code: 200, msg: 'ok', data: request.query }));
      },
    });
  });
  afterAll(() => t.close());

  const now = () => t.clock.now().getTime();

  it('accepts a call signed by an independent signer that follows ARCHITECTURE.md', async () => {
    const res = await t.app.inject(
      independentSign('GET', SIGNED_GET, { code: 'CAN', empty: '' }, now()),
    );
    // The empty parameter was left out of the signed text, as the browser's signer does.
    expect(res.json()).toMatchObject({ code: 200, data: { code: 'CAN' } });
    const body = { keyword: '北京', day: 0, terminal: '', page: { num: 1, size: 20 } };
    const post = await t.app.inject(
      independentSign('POST', '/byairport-cms/test/echo', body, now()),
    );
    expect(post.json()).toMatchObject({ code: 200, data: body });
  });

  it('refuses an unsigned call with code 403', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${SIGNED_GET}?code=CAN` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ code: 403, data: { reason: 'missing' } });
  });

  it('refuses a call whose query was changed after signing', async () => {
    const req = signedRequest({
      method: 'GET',
      path: SIGNED_GET,
      query: { code: 'CAN' },
      timestamp: now(),
    });
    const res = await t.app.inject({ ...req, url: `${SIGNED_GET}?code=PEK` });
    expect(res.json()).toMatchObject({ code: 403, data: { reason: 'invalid' } });
  });

  it('refuses a call whose body was changed after signing', async () => {
    const body = { flightNo: 'CZ3101', seat: '31A', nested: { a: 1 } };
    const req = signedRequest({
      method: 'POST',
      path: '/byairport-cms/test/echo',
      body,
      timestamp: now(),
    });
    const tampered = await t.app.inject({
      ...req,
      payload: JSON.stringify({ ...body, seat: '1A' }),
    });
    expect(tampered.json()).toMatchObject({ code: 403, data: { reason: 'invalid' } });
    // The same request untouched passes, and key order in the body does not matter.
    const reordered = { nested: { a: 1 }, seat: '31A', flightNo: 'CZ3101' };
    const res = await t.app.inject({ ...req, payload: JSON.stringify(reordered) });
    expect(res.json()).toMatchObject({ code: 200, data: body });
  });

  it('refuses a call signed for another path', async () => {
    const req = signedRequest({
      method: 'GET',
      path: '/byairport-cms/config/other',
      query: { code: 'CAN' },
      timestamp: now(),
    });
    const res = await t.app.inject({ ...req, url: `${SIGNED_GET}?code=CAN` });
    expect(res.json()).toMatchObject({ code: 403, data: { reason: 'invalid' } });
  });

  it('refuses a signature made with another key', async () => {
    const { generateKeyPairSync } = await import('node:crypto');
    const other = generateKeyPairSync('rsa', { modulusLength: 2048 })
      .privateKey.export({ type: 'pkcs8', format: 'pem' })
      .toString();
    const res = await t.app.inject(
      signedRequest({
        method: 'GET',
        path: SIGNED_GET,
        query: { code: 'CAN' },
        timestamp: now(),
        key: other,
      }),
    );
    expect(res.json()).toMatchObject({ code: 403, data: { reason: 'invalid' } });
  });

  it.each([
    ['more than 300 s old', -300_001],
    ['more than 300 s ahead', 300_001],
  ])('refuses a timestamp %s', async (_label, offset) => {
    const res = await t.app.inject(
      signedRequest({
        method: 'GET',
        path: SIGNED_GET,
        query: { code: 'CAN' },
        timestamp: now() + offset,
      }),
    );
    expect(res.json()).toMatchObject({ code: 403, data: { reason: 'stale' } });
  });

  it('accepts a timestamp just inside the window', async () => {
    const res = await t.app.inject(
      signedRequest({
        method: 'GET',
        path: SIGNED_GET,
        query: { code: 'CAN' },
        timestamp: now() - 299_000,
      }),
    );
    expect(res.json()).toMatchObject({ code: 200 });
  });

  it('refuses a replayed nonce, even with a fresh signature', async () => {
    const first = signedRequest({
      method: 'GET',
      path: SIGNED_GET,
      query: { code: 'CAN' },
      timestamp: now(),
    });
    expect((await t.app.inject(first)).json()).toMatchObject({ code: 200 });
    expect((await t.app.inject(first)).json()).toMatchObject({
      code: 403,
      data: { reason: 'replayed' },
    });
    const again = signedRequest({
      method: 'GET',
      path: SIGNED_GET,
      query: { code: 'CAN' },
      timestamp: now() + 1000,
      nonce: first.headers.nonce,
    });
    expect((await t.app.inject(again)).json()).toMatchObject({
      code: 403,
      data: { reason: 'replayed' },
    });
  });

  it('refuses a malformed nonce or timestamp', async () => {
    const req = signedRequest({
      method: 'GET',
      path: SIGNED_GET,
      query: { code: 'CAN' },
      timestamp: now(),
    });
    const badNonce = await t.app.inject({
      ...req,
      headers: { ...req.headers, nonce: 'not-a-uuid' },
    });
    expect(badNonce.json()).toMatchObject({ code: 403, data: { reason: 'malformed' } });
    const badTime = await t.app.inject({
      ...req,
      headers: { ...req.headers, timestamp: 'yesterday' },
    });
    expect(badTime.json()).toMatchObject({ code: 403, data: { reason: 'malformed' } });
  });

  it('accepts JSON params whose non-ASCII text the signer escaped as \\uXXXX', async () => {
    const path = SIGNED_GET;
    const timestamp = String(now());
    const nonce = randomUUID();
    const text = `Timestamp&${timestamp}&${path}&${nonce}&{"city":"\\u5e7f\\u5dde","code":"CAN"}`;
    const signature = sign('sha256', Buffer.from(text), TEST_SIGNING_KEY).toString('base64');
    const res = await t.app.inject({
      method: 'GET',
      url: `${path}?code=CAN&city=${encodeURIComponent('广州')}`,
      headers: { signature, timestamp, nonce },
    });
    expect(res.json()).toMatchObject({ code: 200 });
  });

  it('answers in the language of the locale header', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `${SIGNED_GET}?code=CAN`,
      headers: { locale: 'ko_KR' },
    });
    expect(res.json().msg).toMatch(/서명/);
  });

  it('serves the client config unsigned, with a key that verifies our own signatures', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/byairport-cms/config/client' });
    const body = res.json();
    expect(body.code).toBe(200);
    expect(body.data.signingKey).toContain('BEGIN PRIVATE KEY');
    const fingerprint = (pem: string) => createHash('sha256').update(pem.trim()).digest('hex');
    expect(fingerprint(body.data.signingKey)).toBe(fingerprint(TEST_SIGNING_KEY));
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers an unknown API path with a 404 envelope, signed or not', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/byairport-cms/no/such/call' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ code: 404 });
    const get = await t.app.inject({ method: 'GET', url: '/byairport-flight/nothing?x=1' });
    expect(get.json()).toMatchObject({ code: 404 });
  });
});
