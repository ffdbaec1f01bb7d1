import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedRequest } from '../../test/signing';
import { createTestApp, type TestApp } from '../../test/test-app';
import { BusinessRuleError, TooManyRequestsError } from './errors';

describe('error envelope', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      routes: (app) => {
        app.get('/byairport-cms/test/boom', async () => {
          throw new Error('database password is hunter2 at /srv/app.ts:12');
        });
        app.get('/byairport-cms/test/rule', async () => {
          throw new BusinessRuleError('forbidden');
        });
        app.get('/byairport-cms/test/slow-down', async () => {
          throw new TooManyRequestsError(42);
        });
        app.post('/byairport-cms/test/echo', async (request) => ({
          code: 200,
          msg: 'ok',
          data: request.body,
        }));
      },
    });
  });
  afterAll(() => t.close());

  it('answers invalid input with code 400 naming the field, in the request language', async () => {
    const res = await t.signed({
      method: 'GET',
      path: '/byairport-cms/weather/queryTodayWeather',
      query: { code: 'C4' },
      locale: 'en_US',
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.code).toBe(400);
    expect(body.msg).toContain('code');
    expect(body.msg).toMatch(/invalid/i);
    expect(body.data.fields[0]).toMatchObject({ field: 'code' });
  });

  it('names a missing field too', async () => {
    const res = await t.signed({ method: 'GET', path: '/byairport-cms/weather/queryTodayWeather' });
    expect(res.json()).toMatchObject({ code: 400, data: { fields: [{ field: 'code' }] } });
  });

  it('answers a thrown error with a generic 500 and no stack or detail', async () => {
    const res = await t.signed({
      method: 'GET',
      path: '/byairport-cms/test/boom',
      locale: 'en_US',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      code: 500,
      msg: 'The system is busy, please try again later',
      data: null,
    });
    expect(res.body).not.toMatch(/hunter2|\.ts|at /);
  });

  it('answers a refused business rule with 601 and its message', async () => {
    const res = await t.signed({
      method: 'GET',
      path: '/byairport-cms/test/rule',
      locale: 'fr_FR',
    });
    expect(res.json()).toMatchObject({ code: 601, msg: expect.stringMatching(/autorisation/) });
  });

  it('answers too many requests with 429 and Retry-After', async () => {
    const res = await t.signed({ method: 'GET', path: '/byairport-cms/test/slow-down' });
    expect(res.json()).toMatchObject({ code: 429, data: { retryAfter: 42 } });
    expect(res.headers['retry-after']).toBe('42');
  });

  it('answers a malformed JSON body with code 400', async () => {
    const req = signedRequest({
      method: 'POST',
      path: '/byairport-cms/test/echo',
      body: { a: 1 },
      timestamp: t.clock.now().getTime(),
    });
    const res = await t.app.inject({ ...req, payload: '{"a":' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ code: 400 });
  });

  it('refuses a body over 1 MiB at the transport level (HTTP 413)', async () => {
    const req = signedRequest({
      method: 'POST',
      path: '/byairport-cms/test/echo',
      body: { a: 1 },
      timestamp: t.clock.now().getTime(),
    });
    const res = await t.app.inject({
      ...req,
      payload: JSON.stringify({ a: 'x'.repeat(1_100_000) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 400 });
  });

  it('echoes a request id for support, and accepts a sane one from a proxy', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-request-id': 'edge-1234abcd' },
    });
    expect(res.headers['x-request-id']).toBe('edge-1234abcd');
    const other = await t.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-request-id': '<script>' },
    });
    expect(other.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});
