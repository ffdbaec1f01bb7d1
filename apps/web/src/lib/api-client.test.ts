import { beforeEach, describe, expect, it, vi } from 'vitest';
import { signingText } from '@can/contracts/signing';
import { envelope, stubApi, verifySignature } from '../test/fake-api';
import { get, post, request } from './api-client';
import { STORAGE_KEYS } from './storage-keys';

/** A GET that stays signed: a member's trips (the guides and the board are public reads, decision 024). */
const SIGNED_GET = '/byairport-cms/user/queryUserTrip';
let api: ReturnType<typeof stubApi>;
let serverTime: number;

beforeEach(() => {
  serverTime = Date.now();
  api = stubApi({ handler: () => envelope({ ok: true }), serverTime: () => serverTime });
});

describe('api client: signed requests (spec section 7)', () => {
  it('sends Signature, Timestamp, Nonce, locale and the member token; the signature verifies', async () => {
    localStorage.setItem(STORAGE_KEYS.memberToken, 'tok-123');
    const answer = await get(SIGNED_GET, { params: { code: 'CAN', empty: '', gone: null } });
    expect(answer).toEqual({ code: 200, msg: 'ok', data: { ok: true } });

    const [url, init] = api.apiCalls()[0]!;
    expect(url).toBe(`${SIGNED_GET}?code=CAN`);
    expect(init?.method).toBe('GET');
    const h = api.headersOf();
    expect(h.locale).toBe('en_US');
    expect(h.authenticated_token).toBe('tok-123');
    expect(h.nonce).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    const text = signingText(h.timestamp!, SIGNED_GET, h.nonce!, '{"code":"CAN"}');
    expect(await verifySignature(text, h.signature!)).toBe(true);
  });

  it('sends a public read unsigned and without the member token, in the reader language', async () => {
    localStorage.setItem(STORAGE_KEYS.memberToken, 'tok-123');
    const path = '/byairport-cms/weather/queryTodayWeather';
    await get(path, { params: { code: 'CAN' } });
    const h = api.headersOf();
    expect(api.apiCalls()[0]![0]).toBe(`${path}?code=CAN`);
    expect(h.locale).toBe('en_US');
    expect(h).not.toHaveProperty('signature');
    expect(h).not.toHaveProperty('nonce');
    expect(h).not.toHaveProperty('authenticated_token');
  });

  it('builds nested query strings as name[sub] and signs the pairs as sent', async () => {
    const path = '/byairport-cms/user/queryUserTrip';
    await get(path, { params: { pageNum: 1, filter: { from: 'CAN', to: '' } } });
    expect(decodeURIComponent(api.apiCalls()[0]![0])).toBe(`${path}?pageNum=1&filter[from]=CAN`);
    const h = api.headersOf();
    const text = signingText(h.timestamp!, path, h.nonce!, '{"filter[from]":"CAN","pageNum":"1"}');
    expect(await verifySignature(text, h.signature!)).toBe(true);
  });

  it('signs the JSON body of a POST', async () => {
    const path = '/byairport-flight/flight/searchFlight';
    await post(path, { keyword: '北京', type: '1', day: 0 });
    const h = api.headersOf();
    const text = signingText(h.timestamp!, path, h.nonce!, '{"day":0,"keyword":"北京","type":"1"}');
    expect(await verifySignature(text, h.signature!)).toBe(true);
    expect(h['Content-Type']).toContain('application/json');
  });

  it('corrects the timestamp by the server clock skew', async () => {
    serverTime = Date.now() - 120_000;
    await get(SIGNED_GET);
    const skewed = Number(api.headersOf().timestamp) - (Date.now() - 120_000);
    expect(Math.abs(skewed)).toBeLessThan(2_000);
  });

  it('omits the member token when isToken is false', async () => {
    localStorage.setItem(STORAGE_KEYS.memberToken, 'tok-123');
    const login = { mobile: '13800000000', code: '123456' };
    await post('/byairport-cms/user/login', login, { isToken: false });
    expect(api.headersOf()).not.toHaveProperty('authenticated_token');
    expect(api.apiCalls()[0]![1]?.body).toBe(JSON.stringify(login));
  });

  it('sends the locale of the interface language', async () => {
    const { i18n: i18next } = await import('./i18n');
    await i18next.changeLanguage('ko-KR');
    try {
      await get(SIGNED_GET);
      expect(api.headersOf().locale).toBe('ko_KR');
    } finally {
      await i18next.changeLanguage('en-US');
    }
  });

  it('passes blob answers through untouched', async () => {
    api.setHandler(() => new Response('PDF', { headers: { 'Content-Type': 'application/pdf' } }));
    const blob = await request('/byairport-cms/file', { responseType: 'blob' });
    expect(blob.type).toBe('application/pdf');
    expect(await blob.text()).toBe('PDF');
  });
});

describe('api client: duplicate-submit guard (spec section 5)', () => {
  it('rejects an identical POST within 10 ms', async () => {
    const first = post('/byairport-cms/contact', { title: 'a' });
    await expect(post('/byairport-cms/contact', { title: 'a' })).rejects.toThrow(
      'data is being processed, please do not resubmit',
    );
    await first;
    expect(api.apiCalls()).toHaveLength(1);
  });

  it('lets the same POST through after 10 ms, and a different payload at once', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      await post('/byairport-cms/contact', { title: 'a' });
      await post('/byairport-cms/contact', { title: 'b' });
      vi.setSystemTime(Date.now() + 10);
      await post('/byairport-cms/contact', { title: 'b' });
      expect(api.apiCalls()).toHaveLength(3);
    } finally {
      vi.useRealTimers();
    }
  });

  it('is switched off by the repeatSubmit: false header, which is not sent on', async () => {
    const headers = { repeatSubmit: 'false' };
    await Promise.all([
      post('/byairport-cms/contact', { title: 'a' }, { headers }),
      post('/byairport-cms/contact', { title: 'a' }, { headers }),
    ]);
    expect(api.apiCalls()).toHaveLength(2);
    const sent = Object.keys(api.headersOf()).map((k) => k.toLowerCase());
    expect(sent).not.toContain('repeatsubmit');
  });
});
