import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { todayWeather, WEATHER_ICON_CODES } from '@can/contracts';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { ManualClock } from '../../platform/clock';
import { MemoryStore } from '../../platform/store';
import { ClimatologyWeather } from './climatology';
import { PLACES, type WeatherProvider } from './provider';
import { QWeatherProvider } from './qweather';
import { airportDay, createWeatherService } from './service';

const CAN = PLACES.CAN!;

describe('climatology weather', () => {
  const provider = new ClimatologyWeather();

  it('is deterministic for a day and plausible for Guangzhou in every month', async () => {
    for (let month = 1; month <= 12; month++) {
      const date = `2026-${String(month).padStart(2, '0')}-15`;
      const a = await provider.today(CAN, date, 'zh-CN');
      expect(await provider.today(CAN, date, 'zh-CN')).toEqual(a);
      expect(todayWeather.parse(a)).toEqual(a);
      const [min, max] = [Number(a.tempMin), Number(a.tempMax)];
      expect(min).toBeGreaterThanOrEqual(6);
      expect(max).toBeLessThanOrEqual(36);
      expect(max).toBeGreaterThan(min);
      expect(WEATHER_ICON_CODES).toContain(a.iconDay);
      expect(a.textDay).not.toBe('');
    }
  });

  it('is warmer in July than in January, and speaks the requested language', async () => {
    const jan = await provider.today(CAN, '2026-01-10', 'en-US');
    const jul = await provider.today(CAN, '2026-07-10', 'ko-KR');
    expect(Number(jul.tempMax)).toBeGreaterThan(Number(jan.tempMax));
    expect(jan.textDay).toMatch(/^[A-Za-z ]+$/);
    expect(jul.textDay).toMatch(/[\uac00-\ud7a3]/);
  });
});

describe('QWeather adapter against a local fake', () => {
  let server: Server;
  let base: string;
  const seen: IncomingMessage[] = [];
  let answer: { status: number; body: unknown } = { status: 200, body: {} };

  beforeAll(async () => {
    server = createServer((req, res) => {
      seen.push(req);
      res.writeHead(answer.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(answer.body));
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  it('asks for the city forecast with the key and language, and reads today', async () => {
    answer = {
      status: 200,
      body: {
        code: '200',
        fxLink: 'https://www.qweather.com/weather/guangzhou-101280101.html',
        daily: [
          { fxDate: '2026-11-22', tempMax: '25', tempMin: '16', iconDay: '101', textDay: 'Cloudy' },
          {
            fxDate: '2026-11-23',
            tempMax: '24',
            tempMin: '15',
            iconDay: '305',
            textDay: 'Light rain',
          },
        ],
      },
    };
    const weather = await new QWeatherProvider('secret-key', base).today(
      CAN,
      '2026-11-22',
      'en-US',
    );
    expect(weather).toEqual({
      date: '2026-11-22',
      tempMin: '16',
      tempMax: '25',
      iconDay: '101',
      textDay: 'Cloudy',
      fxLink: 'https://www.qweather.com/weather/guangzhou-101280101.html',
      source: 'qweather',
    });
    const req = seen.at(-1)!;
    const url = new URL(req.url!, base);
    expect(url.pathname).toBe('/v7/weather/3d');
    expect(url.searchParams.get('location')).toBe('101280101');
    expect(url.searchParams.get('lang')).toBe('en');
    expect(req.headers['x-qw-api-key']).toBe('secret-key');
  });

  it('fails on an error code, an HTTP error or an unknown shape', async () => {
    const provider = new QWeatherProvider('k', base);
    answer = { status: 200, body: { code: '401' } };
    await expect(provider.today(CAN, '2026-11-22', 'zh-CN')).rejects.toThrow(/code 401/);
    answer = { status: 500, body: {} };
    await expect(provider.today(CAN, '2026-11-22', 'zh-CN')).rejects.toThrow(/HTTP 500/);
    answer = { status: 200, body: { code: '200', daily: [{ nope: 1 }] } };
    await expect(provider.today(CAN, '2026-11-22', 'zh-CN')).rejects.toThrow(/unknown shape/);
  });
});

describe('weather service', () => {
  const log = pino({ level: 'silent' });

  it('keeps an answer for 30 minutes', async () => {
    const clock = new ManualClock(new Date('2026-11-22T09:00:00+08:00'));
    const climatology = new ClimatologyWeather();
    const today = vi.fn((...args: Parameters<WeatherProvider['today']>) =>
      climatology.today(...args),
    );
    const service = createWeatherService({
      provider: { name: 'qweather', today },
      store: new MemoryStore(clock),
      clock,
      log,
    });
    await service.today('CAN', 'zh-CN');
    clock.advance(29 * 60_000);
    await service.today('CAN', 'zh-CN');
    expect(today).toHaveBeenCalledTimes(1);
    clock.advance(2 * 60_000);
    await service.today('CAN', 'zh-CN');
    expect(today).toHaveBeenCalledTimes(2);
  });

  it('falls back to the climatology when the provider fails, and asks again soon', async () => {
    const clock = new ManualClock(new Date('2026-11-22T09:00:00+08:00'));
    const today = vi.fn(async () => {
      throw new Error('provider down');
    });
    const service = createWeatherService({
      provider: { name: 'qweather', today },
      store: new MemoryStore(clock),
      clock,
      log,
    });
    expect((await service.today('CAN', 'en-US')).source).toBe('climatology');
    clock.advance(61_000);
    await service.today('CAN', 'en-US');
    expect(today).toHaveBeenCalledTimes(2);
  });

  it('uses the airport-local day', () => {
    expect(airportDay(new Date('2026-11-21T16:30:00Z'))).toBe('2026-11-22');
    expect(airportDay(new Date('2026-11-21T15:59:00Z'))).toBe('2026-11-21');
  });
});

describe('GET /byairport-cms/weather/queryTodayWeather', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ now: new Date('2026-07-01T10:00:00+08:00') });
  });
  afterAll(() => t.close());

  it("answers today's weather at CAN in the request language", async () => {
    const res = await t.signed({
      method: 'GET',
      path: '/byairport-cms/weather/queryTodayWeather',
      query: { code: 'CAN' },
      locale: 'en_US',
    });
    const body = res.json();
    expect(body.code).toBe(200);
    expect(todayWeather.parse(body.data)).toMatchObject({
      date: '2026-07-01',
      source: 'climatology',
    });
    expect(body.data.fxLink).toMatch(/^https:\/\//);
  });

  it('answers for every city the airport flies to, from its own climate', async () => {
    const harbin = (
      await t.signed({
        method: 'GET',
        path: '/byairport-cms/weather/queryTodayWeather',
        query: { code: 'HRB' },
      })
    ).json();
    const singapore = (
      await t.signed({
        method: 'GET',
        path: '/byairport-cms/weather/queryTodayWeather',
        query: { code: 'SIN' },
      })
    ).json();
    expect(harbin.code).toBe(200);
    // 1 July: a mild Harbin summer night, a tropical one in Singapore.
    expect(Number(harbin.data.tempMin)).toBeLessThanOrEqual(22);
    expect(Number(singapore.data.tempMin)).toBeGreaterThanOrEqual(22);
  });

  it('answers 404 for an airport it has no weather for', async () => {
    const res = await t.signed({
      method: 'GET',
      path: '/byairport-cms/weather/queryTodayWeather',
      query: { code: 'XXX' },
    });
    expect(res.json()).toMatchObject({ code: 404 });
  });
});
