import { flightDetail, flightPage, flightRecord, type FlightRecord } from '@can/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { LIVE_READ_CACHE } from '../../platform/cacheable-read';

/** Issue 20: the board and a flight's detail as unsigned GETs a shared cache may keep. */
describe('cacheable flight reads', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ now: new Date('2026-11-22T12:00:00+08:00') });
  });
  afterAll(() => t.close());

  const BOARD = '/byairport-flight/flight/board';
  const QUERY = 'type=1&terminal=&day=0&depOrArr=1&pageNum=1&pageSize=20';
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });
  const signedList = async (body: Record<string, unknown>) =>
    (await t.signed({ method: 'POST', path: '/byairport-flight/flight/list', body })).json();

  it('answers the board page unsigned, with the records of the signed flight/list', async () => {
    const res = await get(`${BOARD}?${QUERY}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.code).toBe('200');
    const page = flightPage.parse(body.data);
    expect(page.list).toHaveLength(20);
    page.list.forEach((r) => expect(flightRecord.parse(r)).toEqual(r));
    const signed = await signedList({
      type: '1',
      terminal: '',
      day: 0,
      depOrArr: '1',
      pageNum: 1,
      pageSize: 20,
    });
    expect(body).toEqual(signed);
  });

  it('carries a validator and the caching headers, and answers 304 to a reader who has it', async () => {
    const first = await get(`${BOARD}?${QUERY}`);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"[\w-]{20,}"$/);
    expect(first.headers['cache-control']).toBe(LIVE_READ_CACHE);
    expect(LIVE_READ_CACHE).toBe(
      'public, max-age=15, stale-while-revalidate=60, stale-if-error=86400',
    );

    const again = await get(`${BOARD}?${QUERY}`, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    // The tag without its weak mark, in a list, or as a cache sends it after compressing.
    expect((await get(`${BOARD}?${QUERY}`, { 'if-none-match': etag.slice(2) })).statusCode).toBe(
      304,
    );
    expect(
      (await get(`${BOARD}?${QUERY}`, { 'if-none-match': `"other", ${etag}` })).statusCode,
    ).toBe(304);
    // Another page is another answer.
    const second = await get(`${BOARD}?${QUERY.replace('pageNum=1', 'pageNum=2')}`, {
      'if-none-match': etag,
    });
    expect(second.statusCode).toBe(200);
    expect(second.headers.etag).not.toBe(etag);
  });

  it('pages the flights a keyword names, as flight/searchFlight finds them', async () => {
    const res = await get(`${BOARD}?${QUERY}&keyword=${encodeURIComponent('北京')}`);
    const page = flightPage.parse(res.json().data);
    expect(page.total).toBeGreaterThan(0);
    const beijing = ['PEK', 'PKX'];
    expect(
      page.list.every((r) => beijing.includes(r.dstCity) || beijing.includes(r.viaAirport)),
    ).toBe(true);
    const found = (
      await t.signed({
        method: 'POST',
        path: '/byairport-flight/flight/searchFlight',
        body: { type: '1', terminal: '', day: 0, depOrArr: '1', keyword: '北京' },
      })
    ).json().data as FlightRecord[];
    expect(page.total).toBe(found.length);
    expect(page.list.map((r) => r.flightId)).toEqual(found.slice(0, 20).map((r) => r.flightId));
    // An empty keyword is the whole board.
    const all = await get(`${BOARD}?${QUERY}&keyword=`);
    expect(all.json()).toEqual((await get(`${BOARD}?${QUERY}`)).json());
  });

  it("answers a flight's detail unsigned in the reader's language, 404 for no such flight", async () => {
    const first = flightPage.parse((await get(`${BOARD}?${QUERY}`)).json().data).list[0]!;
    const url = `/byairport-flight/flight/detail?flightId=${first.flightId}`;
    const res = await get(url, { locale: 'en_US' });
    expect(res.headers['cache-control']).toBe(LIVE_READ_CACHE);
    expect(res.headers.vary).toMatch(/\blocale\b/);
    const detail = flightDetail.parse(res.json().data);
    const signed = await t.signed({
      method: 'POST',
      path: '/byairport-flight/flight/detail',
      body: { flightId: first.flightId },
      locale: 'en_US',
    });
    expect(detail).toEqual(signed.json().data);
    expect(detail.weather?.textDay).toMatch(/^[A-Za-z ]+$/);
    const korean = flightDetail.parse((await get(url, { locale: 'ko_KR' })).json().data);
    expect(korean.weather?.textDay).not.toBe(detail.weather?.textDay);

    const missing = await get('/byairport-flight/flight/detail?flightId=2026-11-22-D-XX0000');
    expect(missing.json()).toMatchObject({ code: 404 });
    expect(missing.headers['cache-control'] ?? '').not.toMatch(/public/);
  });

  it('refuses a bad query with 400 naming the field, never kept by a cache', async () => {
    for (const [query, field] of [
      ['terminal=T9', 'terminal'],
      ['day=5', 'day'],
      ['pageSize=0', 'pageSize'],
      [`keyword=${'x'.repeat(41)}`, 'keyword'],
    ] as const) {
      const res = await get(`${BOARD}?${query}`);
      expect(res.json(), query).toMatchObject({ code: 400, data: { fields: [{ field }] } });
      expect(res.headers['cache-control'] ?? '').not.toMatch(/public/);
    }
  });

  it('keeps the signed calls signed: a POST of the detail without a signature is refused', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/byairport-flight/flight/detail',
      payload: { flightId: '2026-11-22-D-XX0000' },
    });
    expect(res.json()).toMatchObject({ code: 403 });
  });
});
