import { dashboardSummary, type DashboardSummary } from '@can/contracts/admin-service';
import { flightPage } from '@can/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { publicCall as call, sendContactMessage } from '../feedback-test-kit';
import { adminCall, staffSession } from '../admin-test-kit';

// 01:30 UTC+8: the airport day (22 Nov) began 17:30 UTC the day before.
const NOW = new Date('2026-11-22T01:30:00+08:00');
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ now: NOW });
});
afterAll(() => t.close());

async function summary(role: 'editor' | 'operations' | 'service' | 'admin' = 'editor') {
  const { cookie } = await staffSession(t, role);
  const body = await adminCall(t, 'GET', '/byairport-cms/admin/dashboard/summary', { cookie });
  expect(body.code).toBe(200);
  return dashboardSummary.parse(body.data);
}

async function checkIn(at: string, n: number) {
  const db = t.deps.database.db;
  const { id } = await db
    .insertInto('checkin_passenger')
    .values({
      name: `测试旅客${n}`,
      name_latin: `CESHI/LVKE${n}`,
      cert_type: 'NI',
      cert_no: `44010619900101${String(1000 + n)}`,
      mobile: `1390000${String(1000 + n)}`,
      birth_date: '1990-01-01',
      passenger_type: 'ADT',
      created_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('checkin_segment')
    .values({
      passenger_id: id,
      pnr: `PNR${String(100 + n)}`,
      ticket_no: `784${String(1_000_000_000 + n)}`,
      flight_id: `2026-11-22-CZ3101-D-${n}`,
      ticketed_flight_no: 'CZ3101',
      flight_no: 'CZ3101',
      flight_date: '2026-11-22',
      from_airport: 'CAN',
      to_airport: 'PEK',
      departure: Date.parse('2026-11-22T08:00:00+08:00'),
      arrival: Date.parse('2026-11-22T11:15:00+08:00'),
      aircraft: '77W',
      cabin: 'Y',
      booking_class: 'Y',
      status: 'checkedIn',
      checked_in_at: at,
      created_at: at,
    })
    .execute();
}

const delta = (
  after: DashboardSummary,
  before: DashboardSummary,
  key: 'pageViewsByDay' | 'checkInsByDay',
) => after[key].map((d, i) => d.count - before[key][i]!.count);

describe('dashboard summary', () => {
  it('counts page views and check-ins per airport day over 14 days, top paths, open feedback', async () => {
    const before = await summary();
    expect(before.today).toBe('2026-11-22');
    expect(before.pageViewsByDay.map((d) => d.day)).toHaveLength(14);
    expect(before.pageViewsByDay[0]!.day).toBe('2026-11-09');
    expect(before.pageViewsByDay[13]!.day).toBe('2026-11-22');
    expect(before.checkInsByDay.map((d) => d.day)).toEqual(before.pageViewsByDay.map((d) => d.day));

    const db = t.deps.database.db;
    await db
      .insertInto('page_view')
      .values([
        { day: '2026-11-22', path: '#/flight/departures', views: 40 },
        { day: '2026-11-22', path: '#/dashboard-test/a', views: 5 },
        { day: '2026-11-21', path: '#/flight/departures', views: 12 },
        { day: '2026-11-08', path: '#/flight/departures', views: 900 },
      ])
      .onConflict((oc) => oc.columns(['day', 'path']).doNothing())
      .execute();
    // 23:59 UTC+8 on the 21st and 00:10 on the 22nd: two different airport days.
    await checkIn('2026-11-21T15:59:00.000Z', 1);
    await checkIn('2026-11-21T16:10:00.000Z', 2);
    await checkIn('2026-11-08T08:00:00.000Z', 3);
    await sendContactMessage(t, {
      title: 'Wheelchair at T2',
      name: 'Chen Fang',
      email: 'chen.fang@example.com',
      content: 'My mother needs a wheelchair from the check-in counter to gate B228 tomorrow.',
    });

    const after = await summary('operations');
    expect(delta(after, before, 'pageViewsByDay').slice(-2)).toEqual([12, 45]);
    expect(
      delta(after, before, 'pageViewsByDay')
        .slice(0, -2)
        .every((d) => d === 0),
    ).toBe(true);
    expect(after.figures.pageViewsToday - before.figures.pageViewsToday).toBe(45);
    expect(delta(after, before, 'checkInsByDay').slice(-2)).toEqual([1, 1]);
    expect(after.figures.checkInsToday - before.figures.checkInsToday).toBe(1);
    expect(after.figures.openFeedback - before.figures.openFeedback).toBe(1);
    // The 8th is outside the 14 days: its 900 views do not count.
    const departures = after.topPaths.find((p) => p.path === '#/flight/departures');
    expect(departures?.views).toBe(52);
    expect(after.topPaths.length).toBeLessThanOrEqual(10);
    const views = after.topPaths.map((p) => p.views);
    expect([...views].sort((a, b) => b - a)).toEqual(views);
  });

  it("counts today's passenger flights by status as the public flight list shows them", async () => {
    const s = await summary('service');
    const listed = async (depOrArr: '1' | '2') =>
      flightPage.parse(
        (
          await call(t, 'POST', '/byairport-flight/flight/list', {
            body: { type: '1', terminal: '', day: 0, depOrArr, pageNum: 1, pageSize: 2000 },
          })
        ).data,
      ).list;
    const [departures, arrivals] = await Promise.all([listed('1'), listed('2')]);
    expect(s.figures.flightsToday).toBe(departures.length + arrivals.length);
    expect(s.figures.flightsToday).toBeGreaterThan(100);
    const sum = s.flightsByStatus.reduce((n, r) => n + r.departures + r.arrivals, 0);
    expect(sum).toBe(s.figures.flightsToday);
    for (const row of s.flightsByStatus) {
      expect(row.departures).toBe(departures.filter((f) => f.flightStatus === row.status).length);
      expect(row.arrivals).toBe(arrivals.filter((f) => f.flightStatus === row.status).length);
    }
    expect(s.figures.delayedToday).toBe(
      [...departures, ...arrivals].filter((f) => f.flightStatus === 'delayed').length,
    );
  });

  it('answers 401 without a staff session', async () => {
    const body = await adminCall(t, 'GET', '/byairport-cms/admin/dashboard/summary', {});
    expect(body.code).toBe(401);
  });
});
