import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getClientConfig, resetClientConfig } from './config';

const data = {
  signingKey: 'PEM',
  imageBaseUrl: '/media/',
  airportCode: 'CAN',
  timeZone: 'Asia/Shanghai',
  serverTime: 0,
  onlineServiceUrl: 'https://chat.example/',
  onlineServiceAppUrl: 'https://chat.example/app',
};

beforeEach(() => resetClientConfig());

describe('client config', () => {
  it('is fetched once, unsigned, and gives the clock skew', async () => {
    const fetchMock = vi.fn(async () =>
      Response.json({ code: 200, msg: 'ok', data: { ...data, serverTime: Date.now() + 60_000 } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const [a, b] = await Promise.all([getClientConfig(), getClientConfig()]);
    expect(a).toBe(b);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]).toEqual(['/byairport-cms/config/client', expect.anything()]);
    expect(a.config.airportCode).toBe('CAN');
    expect(a.clockSkewMs).toBeGreaterThan(58_000);
    expect(a.clockSkewMs).toBeLessThanOrEqual(60_000);
  });

  it('tries again on the next call after a failure', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(new Response('nope', { status: 503 }))
      .mockResolvedValueOnce(Response.json({ code: 200, msg: 'ok', data }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(getClientConfig()).rejects.toThrow('HTTP 503');
    await expect(getClientConfig()).resolves.toMatchObject({ config: { imageBaseUrl: '/media/' } });
  });
});
