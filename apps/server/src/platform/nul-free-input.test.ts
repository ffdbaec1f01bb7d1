import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, onPostgres, type TestApp } from '../../test/test-app';
import { nulPath } from './nul-free-input';

/*
 * A NUL character in any field is invalid input naming the field, before any handler runs:
 * PostgreSQL's text cannot hold one (CI on 98c02b4: contact/submit with name "\u0000" answered
 * 500 there). Runs in `npm test` and `npm run test:pg`.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: new Date('2026-11-22T09:00:00+08:00') });
});
afterAll(() => t.close());

describe(`NUL characters in input (${onPostgres ? 'PostgreSQL' : 'SQLite'})`, () => {
  it('finds the first string holding one, at any depth, keys included', () => {
    expect(nulPath({ a: 'x', b: ['y', 'z\u0000'] })).toBe('/b/1');
    expect(nulPath({ 'k\u0000': 1 })).toBe('');
    expect(nulPath({ a: 'x', b: [1, null, { c: 'ok' }] })).toBeNull();
    expect(nulPath('\u0000')).toBe('');
  });

  it('contact/submit with a NUL in the name: invalid input naming it, in the language, nothing stored', async () => {
    const body = {
      title: 'Lost property',
      name: 'Ann\u0000',
      email: 'ann@example.com',
      content: 'I left a blue umbrella at gate B12 this morning.',
    };
    const answer = (
      await t.signed({
        method: 'POST',
        path: '/byairport-cms/contact/submit',
        body,
        locale: 'en_US',
      })
    ).json();
    expect(answer.code).toBe(400);
    expect(answer.data.fields).toEqual([{ field: 'name', issue: 'invalid' }]);
    expect(answer.msg).toMatch(/name/i);
    const rows = await t.deps.database.db.selectFrom('contact_message').selectAll().execute();
    expect(rows).toEqual([]);
    // The same message without the NUL goes through.
    const ok = (
      await t.signed({
        method: 'POST',
        path: '/byairport-cms/contact/submit',
        body: { ...body, name: 'Ann' },
        locale: 'en_US',
      })
    ).json();
    expect(ok.code).toBe(200);
  });
});
