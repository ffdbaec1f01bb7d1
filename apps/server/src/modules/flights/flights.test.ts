import { airline, flightDetail, flightPage, flightRecord, type FlightRecord } from '@can/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { generateDay } from './generator';
import { liveState } from './simulator';

const TIME = /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/;

describe('schedule generator', () => {
  const day = generateDay('2026-11-22');

  it('makes a believable day at CAN', () => {
    expect(day.length).toBeGreaterThanOrEqual(1300);
    expect(day.length).toBeLessThanOrEqual(1500);
    const passenger = day.filter((f) => f.type === '1');
    const southern =
      passenger.filter((f) => ['CZ', 'MF', 'OQ'].includes(f.airline)).length / passenger.length;
    expect(southern).toBeGreaterThan(0.4);
    expect(southern).toBeLessThan(0.6);
    expect(new Set(day.map((f) => f.flightId)).size).toBe(day.length);
    expect(day.filter((f) => f.type === '2').every((f) => f.terminal === '')).toBe(true);
  });

  it('puts airlines in their terminals and gates in the right ranges', () => {
    for (const f of day.filter((x) => x.type === '1')) {
      if (['CZ', 'MF', 'OQ'].includes(f.airline)) expect(f.terminal).toBe('T2');
      if (['MU', 'FM', 'KN', 'HO', 'EK', 'AF'].includes(f.airline)) expect(f.terminal).toBe('T3');
      const pattern =
        f.terminal === 'T2'
          ? f.domesticOrIntl === 'D'
            ? /^B2\d\d$/
            : /^A1\d\d$/
          : f.domesticOrIntl === 'D'
            ? /^B[89]\d\d$/
            : /^A[89]\d\d$/;
      expect(f.gate).toMatch(pattern);
    }
  });

  it('is the same for the same date and different for another', () => {
    expect(generateDay('2026-11-22').map((f) => f.flightId)).toEqual(day.map((f) => f.flightId));
    expect(generateDay('2026-11-23').map((f) => f.flightId)).not.toEqual(
      day.map((f) => f.flightId),
    );
  });

  it('moves a departure through check-in, boarding and departure as time passes', () => {
    const f = day.find(
      (x) =>
        x.depOrArr === 'D' &&
        x.type === '1' &&
        x.domesticOrIntl === 'D' &&
        liveState(x, x.plannedDeparture).delayMinutes === 0 &&
        liveState(x, x.plannedDeparture).status !== 'cancelled',
    )!;
    const at = (min: number) => liveState(f, f.plannedDeparture + min * 60_000);
    expect(at(-300).status).toBe('scheduled');
    expect(at(-100).status).toBe('checkin');
    expect(at(-30).status).toBe('boarding');
    expect(at(-5).status).toBe('lastCall');
    expect(at(1)).toMatchObject({ status: 'departed', actualDeparture: f.plannedDeparture });
  });
});

describe('flight service calls', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ now: new Date('2026-11-22T12:00:00+08:00') });
  });
  afterAll(() => t.close());

  const list = async (body: Record<string, unknown>) =>
    (await t.signed({ method: 'POST', path: '/byairport-flight/flight/list', body })).json();
  const search = async (keyword: string, extra: Record<string, unknown> = {}) =>
    (
      await t.signed({
        method: 'POST',
        path: '/byairport-flight/flight/searchFlight',
        body: { type: '1', day: 0, depOrArr: '1', terminal: '', keyword, ...extra },
      })
    ).json();

  it("lists today's passenger departures (at least 500) and pages through all of them", async () => {
    const first = await list({
      type: '1',
      terminal: '',
      day: 0,
      depOrArr: '1',
      pageNum: 1,
      pageSize: 100,
    });
    expect(first.code).toBe('200');
    const page = flightPage.parse(first.data);
    expect(page.total).toBeGreaterThanOrEqual(500);
    const seen = new Set<string>();
    for (let n = 1; n <= page.pages; n++) {
      const data = flightPage.parse(
        (await list({ type: '1', terminal: '', day: 0, depOrArr: '1', pageNum: n, pageSize: 100 }))
          .data,
      );
      data.list.forEach((r) => seen.add(r.flightId));
    }
    expect(seen.size).toBe(page.total);
  });

  it('sends every field of CONTENT.md with the right types', async () => {
    const { data } = await list({ type: '1', day: 0, depOrArr: '1', pageNum: 1, pageSize: 50 });
    for (const r of data.list as FlightRecord[]) {
      expect(flightRecord.parse(r)).toEqual(r);
      expect(r.setoffTimePlan).toMatch(TIME);
      expect(r.arriTimePlan).toMatch(TIME);
      expect([0, 1]).toContain(r.isStop);
      expect([0, 1]).toContain(r.isShare);
      expect(Array.isArray(r.shareFlight)).toBe(true);
      expect(r.carouselFLights[0]).toEqual({
        flightNo: r.flightNo,
        logo: expect.stringMatching(/^\/media\/airlines\/\w\w\.svg$/),
      });
      expect(r.orgCity).toBe('CAN');
      expect(r.flightDate).toBe('2026-11-22');
    }
  });

  it('filters by terminal, day, direction and cargo', async () => {
    const t2 = flightPage.parse((await list({ terminal: 'T2', pageSize: 2000 })).data);
    expect(t2.list.every((r) => r.terminal === 'T2')).toBe(true);
    expect(flightPage.parse((await list({ terminal: 'T1' })).data).total).toBe(0);
    const yesterday = flightPage.parse((await list({ day: -1, pageSize: 1 })).data);
    expect(yesterday.list[0]!.flightDate).toBe('2026-11-21');
    const tomorrow = flightPage.parse((await list({ day: '1', pageSize: 1 })).data);
    expect(tomorrow.list[0]!.flightDate).toBe('2026-11-23');
    const arrivals = flightPage.parse((await list({ depOrArr: '2', pageSize: 5 })).data);
    expect(arrivals.list.every((r) => r.depOrArr === 'A' && r.dstCity === 'CAN')).toBe(true);
    const cargo = flightPage.parse((await list({ type: '2', pageSize: 100 })).data);
    expect(cargo.total).toBeGreaterThan(5);
    expect(cargo.list.every((r) => r.flightTask === 'H/G')).toBe(true);
  });

  it('finds a flight by its number, by a codeshare number and by city names', async () => {
    const { data } = await list({ pageSize: 2000 });
    const shared = (data.list as FlightRecord[]).find((r) => r.shareFlight.length > 0)!;
    expect((await search(shared.flightNo)).data.map((r: FlightRecord) => r.flightId)).toContain(
      shared.flightId,
    );
    expect(
      (await search(shared.flightNo.toLowerCase().replace(/(\d)/, ' $1'))).data.map(
        (r: FlightRecord) => r.flightId,
      ),
    ).toContain(shared.flightId);
    expect(
      (await search(shared.shareFlight[0]!)).data.map((r: FlightRecord) => r.flightId),
    ).toContain(shared.flightId);
    const beijing = (await search('北京')).data as FlightRecord[];
    expect(beijing.length).toBeGreaterThan(0);
    expect(
      beijing.every((r) => r.dstCityCn.includes('北京') || r.transferCityNameCn.includes('北京')),
    ).toBe(true);
    const shanghai = (await search('shanghai')).data as FlightRecord[];
    expect(shanghai.length).toBeGreaterThan(0);
    expect(shanghai.every((r) => /Shanghai/.test(r.dstCityEn))).toBe(true);
    expect(((await search('PVG')).data as FlightRecord[]).every((r) => r.dstCity === 'PVG')).toBe(
      true,
    );
    expect(((await search('서울')).data as FlightRecord[]).every((r) => r.dstCity === 'ICN')).toBe(
      true,
    );
    expect((await search('ZZ9999')).data).toEqual([]);
  });

  it('answers a detail call and 404 for an unknown flight', async () => {
    const { data } = await list({ pageSize: 1 });
    const withGate = (data.list as FlightRecord[])[0]!;
    const detail = await t.signed({
      method: 'POST',
      path: '/byairport-flight/flight/detail',
      body: { flightId: withGate.flightId },
      locale: 'en_US',
    });
    const body = flightDetail.parse(detail.json().data);
    expect(body.flightId).toBe(withGate.flightId);
    expect(body.weather?.textDay).toMatch(/^[A-Za-z ]+$/);
    expect(body.walkingMinutes).toBeGreaterThan(0);
    expect(body.securityQueueMinutes).toBeGreaterThanOrEqual(3);
    expect(body.securityToGateMinutes).toBe(body.walkingMinutes! + body.securityQueueMinutes!);
    const missing = await t.signed({
      method: 'POST',
      path: '/byairport-flight/flight/detail',
      body: { flightId: '2026-11-22-D-XX0000' },
    });
    expect(missing.json()).toMatchObject({ code: 404 });
  });

  it('refuses bad input with 400 naming the field, and unsigned calls with 403', async () => {
    expect(await list({ day: 5 })).toMatchObject({
      code: 400,
      data: { fields: [{ field: 'day' }] },
    });
    expect(await list({ terminal: 'T9' })).toMatchObject({
      code: 400,
      data: { fields: [{ field: 'terminal' }] },
    });
    expect(await search('')).toMatchObject({ code: 400 });
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/byairport-flight/flight/list',
      payload: {},
    });
    expect(unsigned.json()).toMatchObject({ code: 403 });
  });

  it('lists airlines, searchable by name in any language or code, and by terminal', async () => {
    const all = (
      await t.signed({ method: 'GET', path: '/byairport-flight/airline/list', locale: 'fr_FR' })
    ).json();
    expect(all.code).toBe('200');
    expect(all.data.length).toBeGreaterThan(30);
    all.data.forEach((a: unknown) => airline.parse(a));
    const cz = (
      await t.signed({
        method: 'GET',
        path: '/byairport-flight/airline/list',
        query: { keyword: '南方' },
      })
    ).json().data;
    expect(cz.map((a: { code: string }) => a.code)).toEqual(['CZ']);
    expect(cz[0]).toMatchObject({ hotline: '95539', terminals: ['T2'] });
    const t3 = (
      await t.signed({
        method: 'GET',
        path: '/byairport-flight/airline/list',
        query: { terminal: 'T3' },
      })
    ).json().data;
    expect(t3.every((a: { terminals: string[] }) => a.terminals.includes('T3'))).toBe(true);
    const bad = (
      await t.signed({
        method: 'GET',
        path: '/byairport-flight/airline/list',
        query: { terminal: 'T7' },
      })
    ).json();
    expect(bad.code).toBe(400);
  });
});
