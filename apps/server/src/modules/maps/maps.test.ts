import { terminalMap, trafficMap, type MapPlace } from '@can/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { TERMINALS } from '../../reference/terminals';

describe('map calls', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ now: new Date('2026-11-22T09:00:00+08:00') });
  });
  afterAll(() => t.close());

  const get = async (path: string, query?: Record<string, unknown>, locale = 'en_US') =>
    (await t.signed({ method: 'GET', path, query, locale })).json();
  const mapOf = async (terminal: string, locale = 'en_US') =>
    terminalMap.parse((await get('/byairport-cms/map/terminal', { terminal }, locale)).data);
  const placesOf = (map: Awaited<ReturnType<typeof mapOf>>) =>
    new Map<string, MapPlace>(map.floors.flatMap((f) => f.places.map((p) => [p.id, p])));

  it('draws every gate, island, belt and exit the flight schedule can use', async () => {
    for (const code of ['T2', 'T3'] as const) {
      const places = placesOf(await mapOf(code));
      const layout = TERMINALS[code];
      for (const pier of layout.piers)
        for (let n = pier.from; n <= pier.to; n++)
          expect(places.has(`gate-${pier.prefix}${n}`), `${code} ${pier.prefix}${n}`).toBe(true);
      for (const island of [...layout.islands.D, ...layout.islands.I])
        expect(places.get(`island-${island}`)!.name).toContain(`${island}01–${island}24`);
      for (const [a, b] of [layout.belts.D, layout.belts.I])
        for (let n = a; n <= b; n++) expect(places.has(`belt-${n}`)).toBe(true);
      for (const exit of [...layout.exits.D, ...layout.exits.I])
        expect(places.has(`exit-${exit}`)).toBe(true);
    }
  });

  it("places every gate, belt and counter of today's flights on the map", async () => {
    const flights: {
      terminal: string;
      boardingGate: string;
      baggageTable: string;
      checkInCounter: string;
    }[] = [];
    for (const depOrArr of ['1', '2']) {
      const body = (
        await t.signed({
          method: 'POST',
          path: '/byairport-flight/flight/list',
          body: { type: '1', terminal: '', day: 0, depOrArr, pageNum: 1, pageSize: 2000 },
        })
      ).json();
      flights.push(...body.data.list);
    }
    const places = new Map(
      await Promise.all(
        (['T2', 'T3'] as const).map(async (c) => [c, placesOf(await mapOf(c))] as const),
      ),
    );
    const used = flights.filter((x) => x.boardingGate && x.terminal);
    expect(used.length).toBeGreaterThan(500);
    for (const f of used) {
      const map = places.get(f.terminal as 'T2' | 'T3')!;
      expect(map.has(`gate-${f.boardingGate}`), f.boardingGate).toBe(true);
      if (f.baggageTable) expect(map.has(`belt-${f.baggageTable}`), f.baggageTable).toBe(true);
      if (f.checkInCounter)
        expect(map.has(`island-${f.checkInCounter[0]}`), f.checkInCounter).toBe(true);
    }
  });

  it('has floors with checkpoints, transport, toilets, nursing rooms and shops', async () => {
    const map = await mapOf('T3');
    expect(map.floors.map((f) => f.id)).toEqual(['dep', 'arr', 'gtc']);
    expect(map.floors[0]!.name).toBe('4F Departures');
    const kinds = new Set(map.floors.flatMap((f) => f.places.map((p) => p.kind)));
    for (const kind of [
      'island',
      'security',
      'gate',
      'belt',
      'exit',
      'transport',
      'shop',
      'toilet',
      'nursing',
    ])
      expect(kinds.has(kind as MapPlace['kind']), kind).toBe(true);
    const gtc = map.floors[2]!.places.map((p) => p.name);
    expect(gtc).toContain('Taxi rank (door 72)');
    expect(gtc).toContain('Car park P12 (ride-hailing)');
    for (const p of map.floors.flatMap((f) => f.places)) {
      expect(p.x).toBeGreaterThanOrEqual(0);
      expect(p.x).toBeLessThanOrEqual(1000);
      expect(p.y).toBeGreaterThanOrEqual(0);
      expect(p.y).toBeLessThanOrEqual(700);
    }
    const zh = await mapOf('T3', 'zh_CN');
    expect(zh.floors[0]!.places.find((p) => p.id === 'gate-B801')!.name).toBe('B801 登机口');
  });

  it('shows T1 closed, with its outline and no gates', async () => {
    const map = await mapOf('T1');
    expect(map.open).toBe(false);
    expect(map.floors[0]!.places.some((p) => p.kind === 'gate')).toBe(false);
    expect(map.floors[0]!.piers[0]!.name).toBe('Pier (closed for renovation)');
  });

  it('refuses an unknown terminal', async () => {
    expect((await get('/byairport-cms/map/terminal', { terminal: 'T4' })).code).toBe(400);
    expect((await get('/byairport-cms/map/terminal')).code).toBe(400);
  });

  it('draws the traffic map with stations, car parks and bus stops', async () => {
    const map = trafficMap.parse((await get('/byairport-cms/map/traffic')).data);
    expect(map.buildings.map((b) => b.id)).toEqual(['T1', 'T2', 'T3']);
    const kinds = map.places.map((p) => p.kind);
    for (const kind of ['metro', 'rail', 'carPark', 'busStop', 'taxi', 'shuttle'])
      expect(kinds).toContain(kind);
    expect(map.places.filter((p) => p.kind === 'carPark').map((p) => p.name)).toEqual(
      expect.arrayContaining(['Car park P4', 'Car park P11']),
    );
    expect(map.lines.map((l) => l.id)).toEqual([
      'runway-west',
      'runway-east',
      'runway-north',
      'road',
      'M3',
      'M9',
      'ICR-QY',
      'ICR-XB',
    ]);
  });
});
