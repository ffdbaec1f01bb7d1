import { answers } from '@can/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { createTestApp, type TestApp } from '../../test/test-app';
import { BusinessRuleError } from './errors';

const response = answers(z.object({ gate: z.string(), walkingMinutes: z.nullable(z.int()) }));

describe('answers checked against their contract', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      routes: (app) => {
        app.get('/byairport-cms/test/right', { schema: { response } }, async () => ({
          code: 200,
          msg: 'ok',
          data: { gate: 'A12', walkingMinutes: null, note: 'kept as sent' },
        }));
        app.get('/byairport-cms/test/wrong', { schema: { response } }, async () => ({
          code: 200,
          msg: 'ok',
          data: { gate: 12, walkingMinutes: 'secret-internal-value' },
        }));
        app.get('/byairport-cms/test/refused', { schema: { response } }, async () => {
          throw new BusinessRuleError('forbidden');
        });
      },
    });
  });
  afterAll(() => t.close());

  it('sends an answer that matches as it is, fields the contract does not name included', async () => {
    const res = await t.signed({ method: 'GET', path: '/byairport-cms/test/right' });
    expect(res.json()).toEqual({
      code: 200,
      msg: 'ok',
      data: { gate: 'A12', walkingMinutes: null, note: 'kept as sent' },
    });
  });

  it('never sends an answer that breaks its contract: the 500 envelope instead', async () => {
    const res = await t.signed({
      method: 'GET',
      path: '/byairport-cms/test/wrong',
      locale: 'en_US',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ code: 500, data: null });
    expect(res.body).not.toContain('secret-internal-value');
  });

  it('lets a refusal through in the failure envelope', async () => {
    const res = await t.signed({ method: 'GET', path: '/byairport-cms/test/refused' });
    expect(res.json()).toMatchObject({ code: 601, data: null });
  });

  it('refuses a success without a message or with another code', () => {
    const answer = response[200];
    expect(
      z.safeParse(answer, { code: 200, data: { gate: 'A1', walkingMinutes: 3 } }).success,
    ).toBe(false);
    expect(
      z.safeParse(answer, { code: 201, msg: 'ok', data: { gate: 'A1', walkingMinutes: 3 } })
        .success,
    ).toBe(false);
    expect(
      z.safeParse(answer, { code: '200', msg: 'success', data: { gate: 'A1', walkingMinutes: 3 } })
        .success,
    ).toBe(true);
  });
});
