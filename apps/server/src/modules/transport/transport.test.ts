import {
  cityTerminalDetail,
  cityTerminalList,
  coachProvinceList,
  coachRouteDetail,
  coachRouteList,
  trafficGuide,
} from '@can/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { nextDepartures } from './timetable';

const P = '/byairport-cms/traffic';

describe('transport calls', () => {
  let t: TestApp;
  beforeAll(async () => {
    // 23:00 airport time: late enough that "next departures" run into tomorrow.
    t = await createTestApp({ now: new Date('2026-11-22T23:00:00+08:00') });
  });
  afterAll(() => t.close());

  const get = async (path: string, query?: Record<string, unknown>, locale = 'zh_CN') =>
    (await t.signed({ method: 'GET', path, query, locale })).json();

  it('answers the guide: shuttles, metro and rail, car parks, taxi, in the locale', async () => {
    const zh = trafficGuide.parse((await get(`${P}/guide`)).data);
    const en = trafficGuide.parse((await get(`${P}/guide`, undefined, 'en_US')).data);
    expect(zh.shuttles.map((s) => s.code)).toEqual(['SH-T', 'SH-GZ']);
    expect(en.shuttles[1]).toMatchObject({ fare: 2, intervalMinutes: '5–10' });
    expect(en.shuttles[1]!.name).toContain('Gaozeng');
    expect(zh.shuttles[1]!.name).toContain('高增');
    const line3 = en.railLines.find((l) => l.code === 'M3')!;
    expect(line3.stations.map((s) => s.name).slice(-3)).toEqual([
      'Gaozeng',
      'Airport South',
      'Airport North',
    ]);
    expect(line3.stations.at(-1)!.terminal).toBe('T2');
    expect(en.railLines.some((l) => l.kind === 'intercity' && l.name.includes('Qingyuan'))).toBe(
      true,
    );
    expect(en.carParks.map((p) => p.code)).toEqual(['P2', 'P3', 'P4', 'P5', 'P7', 'P11', 'P12']);
    expect(en.carParks.find((p) => p.code === 'P11')).toMatchObject({ terminal: 'T3' });
    expect(en.carParks[0]!.rates[1]).toEqual({ label: 'Per hour', price: '¥10' });
    expect(en.taxi.find((x) => x.terminal === 'T3')!.text).toContain('door 72');
  });

  it('lists provinces with their cities and route counts', async () => {
    const provinces = coachProvinceList.parse((await get(`${P}/coach/provinces`)).data);
    expect(provinces.map((p) => p.code)).toEqual(['guangdong', 'guangxi']);
    const gd = provinces[0]!;
    expect(gd.name).toBe('广东省');
    expect(gd.cities.find((c) => c.code === 'guangzhou')!.routeCount).toBeGreaterThanOrEqual(5);
    expect(gd.cities.map((c) => c.code)).toEqual(
      expect.arrayContaining(['dongguan', 'foshan', 'shenzhen', 'zhuhai', 'qingyuan']),
    );
  });

  it('finds the routes of a city', async () => {
    const body = await get(
      `${P}/coach/routes`,
      { province: 'guangdong', city: 'dongguan' },
      'en_US',
    );
    expect(body.code).toBe(200);
    const routes = coachRouteList.parse(body.data);
    const nancheng = routes.find((r) => r.code === 'CJ-DG1')!;
    expect(nancheng).toMatchObject({ fare: 52, durationMinutes: 75, terminals: ['T3', 'T2'] });
    expect(nancheng.city.name).toBe('Dongguan');
  });

  it('finds routes by line keyword in any language', async () => {
    const byCode = coachRouteList.parse((await get(`${P}/coach/routes`, { keyword: 'kg2' })).data);
    expect(byCode.map((r) => r.code)).toEqual(['KG2']);
    const byStop = coachRouteList.parse(
      (await get(`${P}/coach/routes`, { keyword: 'Humen' })).data,
    );
    expect(byStop.map((r) => r.code)).toEqual(['CJ-DG2']);
  });

  it.each([
    [{}, 601, '请选择城市', 'Please select a city'],
    [{ province: 'guangdong' }, 601, '请选择城市', 'Please select a city'],
    [{ province: 'hunan', city: 'changsha' }, 404, '未找到省份', 'Province not found'],
    [{ province: 'guangdong', city: 'shantou' }, 404, '未找到线路', 'Line not found'],
    [{ keyword: 'Line 99' }, 404, '未找到线路', 'Line not found'],
  ])('refuses %j with the traffic text', async (query, code, zh, en) => {
    expect(await get(`${P}/coach/routes`, query)).toMatchObject({ code, msg: zh, data: null });
    expect(await get(`${P}/coach/routes`, query, 'en_US')).toMatchObject({ code, msg: en });
  });

  it('refuses a malformed city code as invalid input', async () => {
    const body = await get(`${P}/coach/routes`, { province: 'guang dong', city: '<x>' }, 'en_US');
    expect(body.code).toBe(400);
    expect(body.msg).toMatch(/invalid/i);
  });

  it('answers a route with stops, timetable and next departures counted from the clock', async () => {
    const [kg1] = coachRouteList.parse((await get(`${P}/coach/routes`, { keyword: 'KG1' })).data);
    const body = await get(`${P}/coach/route`, { routeId: kg1!.id }, 'en_US');
    const route = coachRouteDetail.parse(body.data);
    expect(route.stops[0]).toMatchObject({ terminal: 'T3', minutes: 0 });
    expect(route.stops[1]).toMatchObject({ terminal: 'T2', minutes: 12 });
    expect(route.stops.at(-1)!.name).toBe('Liuhua City Air Terminal');
    expect(route.timetable[0]!.times[0]).toBe('06:00');
    expect(route.timetable[1]!.times[0]).toBe('06:12');
    expect(route.now).toBe('2026-11-22T23:00:00+08:00');
    // Every 20 minutes from T3 until 23:30, calling at T2 12 minutes later; then tomorrow's.
    expect(route.nextDepartures.map((d) => [d.time, d.terminal, d.inMinutes, d.tomorrow])).toEqual([
      ['23:00', 'T3', 0, false],
      ['23:12', 'T2', 12, false],
      ['23:20', 'T3', 20, false],
      ['23:32', 'T2', 32, false],
      ['06:00', 'T3', 420, true],
      ['06:12', 'T2', 432, true],
    ]);
    expect(route.returnTimes[0]).toBe('05:30');
  });

  it.each([
    [{}, 601, '请选择线路'],
    [{ routeId: '' }, 601, '请选择线路'],
    [{ routeId: 99999 }, 404, '未找到线路'],
    [{ routeId: 'abc' }, 400, undefined],
    [{ routeId: -3 }, 400, undefined],
  ])('refuses route %j', async (query, code, msg) => {
    const body = await get(`${P}/coach/route`, query);
    expect(body.code).toBe(code);
    if (msg) expect(body.msg).toBe(msg);
  });

  it('lists city air terminals and answers one with its routes', async () => {
    const list = cityTerminalList.parse((await get(`${P}/cityTerminal/list`, {}, 'en_US')).data);
    expect(list).toHaveLength(6);
    expect(list[0]).toMatchObject({ name: 'Liuhua City Air Terminal', routeCodes: ['KG1'] });
    const detail = cityTerminalDetail.parse(
      (await get(`${P}/cityTerminal/detail`, { id: list[0]!.id }, 'en_US')).data,
    );
    expect(detail.services).toContain('Bag drop');
    expect(detail.routes.map((r) => r.code)).toEqual(['KG1']);
    expect(await get(`${P}/cityTerminal/detail`, { id: 999 }, 'en_US')).toMatchObject({
      code: 404,
      msg: 'City air terminal not found',
    });
    expect((await get(`${P}/cityTerminal/detail`, { id: 'x' })).code).toBe(400);
  });
});

describe('next departures', () => {
  const table = [
    { terminal: 'T3', times: ['06:00', '12:00', '23:00'] },
    { terminal: 'T2', times: ['06:12', '12:12', '23:12'] },
  ];
  it('starts at the current minute and runs into tomorrow', () => {
    const at = nextDepartures(table, new Date('2026-11-22T23:05:00+08:00'), 3);
    expect(at).toEqual([
      { time: '23:12', terminal: 'T2', inMinutes: 7, tomorrow: false },
      { time: '06:00', terminal: 'T3', inMinutes: 415, tomorrow: true },
      { time: '06:12', terminal: 'T2', inMinutes: 427, tomorrow: true },
    ]);
  });
});
