import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import * as z from 'zod/mini';
import { envelope, stubApi } from '../test/fake-api';
import { ApiError, get, post } from './api-client';
import { registerNavigate } from './navigation';
import { subscribe, type Notice } from './notify';
import { STORAGE_KEYS } from './storage-keys';

const PATH = '/byairport-cms/weather/queryTodayWeather';
let api: ReturnType<typeof stubApi>;
let notices: Notice[];
let navigate: Mock<(to: string) => void>;
let cleanups: (() => void)[];

const hangUntilAborted = (init: RequestInit, started?: () => void) =>
  new Promise<Response>((_, reject) => {
    started?.();
    init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
  });

beforeEach(() => {
  api = stubApi();
  notices = [];
  navigate = vi.fn();
  cleanups = [subscribe((n) => notices.push(n)), registerNavigate(navigate)];
});

afterEach(() => {
  cleanups.forEach((stop) => stop());
  vi.useRealTimers();
});

describe('api client: result codes (spec section 8)', () => {
  it('accepts the string code "200" and a missing code', async () => {
    api.setHandler(() => envelope([1], '200'));
    await expect(get('/byairport-flight/flight/list')).resolves.toMatchObject({ data: [1] });
    api.setHandler(() => Response.json({ data: 'x' }));
    await expect(get('/byairport-cms/home/index')).resolves.toMatchObject({ code: 200, data: 'x' });
  });

  it('401 clears the member session, goes to /user/login and rejects', async () => {
    localStorage.setItem(STORAGE_KEYS.memberToken, 'tok');
    localStorage.setItem(STORAGE_KEYS.memberImage, '/media/me.png');
    api.setHandler(() => envelope(null, 401, 'expired'));
    await expect(get('/byairport-cms/user/profile')).rejects.toThrow(
      'invalid or expired session, please log in again',
    );
    expect(localStorage.getItem(STORAGE_KEYS.memberToken)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.memberImage)).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/user/login');
  });

  it('402 goes to /service/checkIn with the same message', async () => {
    api.setHandler(() => envelope(null, '402', 'check-in expired'));
    await expect(post('/byairport-cms/checkin/seat', { seat: '32A' })).rejects.toThrow(
      'invalid or expired session, please log in again',
    );
    expect(navigate).toHaveBeenCalledWith('/service/checkIn');
  });

  it.each([
    [403, 'no permission for this operation'],
    [404, 'resource does not exist'],
  ])('%i shows the default text and rejects with "error"', async (code, text) => {
    api.setHandler(() => envelope(null, code, 'server words'));
    const error = await get('/byairport-cms/article').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('error');
    expect(notices.map((n) => [n.tone, n.text])).toEqual([['error', text]]);
  });

  it('other codes show the server message, or the unknown-error text without one', async () => {
    api.setHandler(() => envelope(null, 400, 'mobile: 11 digits'));
    await expect(get('/byairport-cms/x')).rejects.toThrow('error');
    api.setHandler(() => envelope(null, 429, ''));
    await expect(get('/byairport-cms/x')).rejects.toThrow('error');
    expect(notices.map((n) => n.text)).toEqual([
      'mobile: 11 digits',
      'unknown system error, report to the administrator',
    ]);
  });

  it.each([500, 601])('%i shows the server message and rejects with it', async (code) => {
    api.setHandler(() => envelope(null, code, 'seat already taken'));
    await expect(get('/byairport-cms/x')).rejects.toThrow('seat already taken');
    expect(notices.map((n) => n.text)).toEqual(['seat already taken']);
  });

  it('silent calls show nothing', async () => {
    api.setHandler(() => envelope(null, 500, 'boom'));
    await expect(get('/byairport-cms/x', { silent: true })).rejects.toThrow('boom');
    expect(notices).toEqual([]);
  });

  it('parses data with a contract schema and rejects a mismatch', async () => {
    api.setHandler(() => envelope({ n: 1 }));
    const ok = get('/byairport-cms/x', { schema: async () => z.object({ n: z.number() }) });
    await expect(ok).resolves.toMatchObject({ data: { n: 1 } });
    const bad = get('/byairport-cms/x', { schema: async () => z.object({ n: z.string() }) });
    await expect(bad).rejects.toMatchObject({ kind: 'invalid-response' });
  });
});

describe('api client: transport failures (red message for 5 s)', () => {
  it('times out after 30 s with "system interface request timed out"', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let sent!: () => void;
    const fetchStarted = new Promise<void>((resolve) => (sent = resolve));
    api.setHandler((_, init) => hangUntilAborted(init, sent));
    const outcome = get(PATH).then(
      () => 'resolved',
      (e: Error) => e.message,
    );
    await fetchStarted;
    await vi.advanceTimersByTimeAsync(29_999);
    expect(notices).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(await outcome).toBe('system interface request timed out');
    expect(notices[0]).toMatchObject({
      tone: 'error',
      text: 'system interface request timed out',
      durationMs: 5_000,
    });
  });

  it('a network error shows "backend interface connection abnormal"', async () => {
    api.setHandler(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(get(PATH)).rejects.toThrow('backend interface connection abnormal');
    expect(notices[0]).toMatchObject({
      tone: 'error',
      text: 'backend interface connection abnormal',
    });
  });

  it('an HTTP 502 shows "system interface 502 abnormal"', async () => {
    api.setHandler(() => new Response('Bad Gateway', { status: 502 }));
    await expect(get(PATH)).rejects.toMatchObject({
      kind: 'http',
      message: 'system interface 502 abnormal',
    });
    expect(notices[0]?.text).toBe('system interface 502 abnormal');
  });

  it('an answer that is not JSON is an unknown system error', async () => {
    api.setHandler(() => new Response('<!doctype html><html></html>', { status: 200 }));
    await expect(get(PATH)).rejects.toMatchObject({ kind: 'invalid-response' });
    expect(notices[0]?.text).toBe('unknown system error, report to the administrator');
  });

  it('a cancelled call rejects quietly', async () => {
    const controller = new AbortController();
    let sent!: () => void;
    const fetchStarted = new Promise<void>((resolve) => (sent = resolve));
    api.setHandler((_, init) => hangUntilAborted(init, sent));
    const pending = get(PATH, { signal: controller.signal });
    await fetchStarted;
    controller.abort();
    await expect(pending).rejects.toMatchObject({ kind: 'cancelled' });
    expect(notices).toEqual([]);
  });

  it('a failed client config load shows the network text and is retried next call', async () => {
    const answer = api.fetchMock.getMockImplementation()!;
    api.fetchMock.mockImplementationOnce(() => Promise.reject(new TypeError('offline')));
    await expect(get(PATH)).rejects.toThrow('backend interface connection abnormal');
    api.fetchMock.mockImplementation(answer);
    await expect(get(PATH)).resolves.toMatchObject({ code: 200 });
  });
});
