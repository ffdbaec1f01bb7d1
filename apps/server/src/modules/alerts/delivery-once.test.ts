import { flightPaths, type FlightPage, type FlightRecord } from '@can/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  createTestDatabase,
  onPostgres,
  onRedis,
  type TestApp,
  type TestDatabase,
} from '../../../test/test-app';
import { ManualClock } from '../../platform/clock';
import { MemoryStore } from '../../platform/store';
import { alertStateOf } from './alert-events';

/*
 * Exactly once, in process (the kill -9 test is alerts-crash.test.ts): 200 subscribers of one
 * flight on two instances sharing the database and store. Both detect the same change and both
 * deliver at once; a worker that died holding messages gives them back when its lease runs out.
 * (A send that fails inside its transaction: alert-delivery.test.ts.)
 */
const START = new Date('2026-11-22T09:00:00+08:00');
const SUBSCRIBERS = 200;
let database: TestDatabase;
let a: TestApp;
let b: TestApp;
let flight: FlightRecord;

beforeAll(async () => {
  database = await createTestDatabase();
  const shared = onRedis ? undefined : new MemoryStore(new ManualClock(START));
  const options = {
    database,
    now: START,
    storePrefix: `alerts-once:${Date.now()}:`,

    deps: shared ? { store: shared } : {},
  };
  a = await createTestApp(options);
  b = await createTestApp(options);
  // The tests drive both workers themselves, so that what each holds is known.
  await Promise.all([a.app.alerts.stop(), b.app.alerts.stop()]);
  const list = (
    (
      await a.signed({
        method: 'POST',
        path: flightPaths.list,
        body: { type: '1', depOrArr: '1', day: 0, pageNum: 1, pageSize: 2000 },
      })
    ).json() as { data: FlightPage }
  ).data.list;
  flight = list.find((r) => r.setoffTimePlan.slice(11) >= '15:00:00' && r.boardingGate)!;
  const at = START.toISOString();
  const db = a.deps.database.db;
  await db
    .insertInto('alert_subscription')
    .values(
      Array.from({ length: SUBSCRIBERS }, (_, i) => ({
        flight_id: flight.flightId,
        flight_no: flight.flightNo,
        flight_date: flight.flightDate,
        member_id: null,
        status: 'active',
        mobile: `139${String(i).padStart(8, '0')}`,
        email: null,
        locale: ['zh-CN', 'en-US', 'fr-FR', 'ko-KR'][i % 4]!,
        quiet_hours: 0,
        created_at: at,
        ends_at: new Date(START.getTime() + 24 * 3600_000).toISOString(),
      })),
    )
    .execute();
  // What subscribers were told: another gate, so the current one is a change.
  await db
    .insertInto('alert_flight_state')
    .values({
      flight_id: flight.flightId,
      version: 0,
      state: JSON.stringify({ ...alertStateOf(flight), gate: 'Z99' }),
      updated_at: at,
    })
    .execute();
});
afterAll(async () => {
  await Promise.all([a?.close(), b?.close()]);
  await database?.drop();
});

/**
 * Both instances at once on PostgreSQL. Two SQLite connections in one process cannot both
 * write (better-sqlite3 waits for the lock synchronously, holding the other's event loop), and
 * one SQLite file serves one process: there they take turns, which still races for the same
 * change and the same messages.
 */
function both<T>(work: (t: TestApp) => Promise<T>): Promise<T[]> {
  if (onPostgres) return Promise.all([work(a), work(b)]);
  return (async () => [await work(a), await work(b)])();
}

const alertRows = () =>
  a.deps.database.db
    .selectFrom('sms_outbox')
    .select(['mobile', 'content'])
    .where('purpose', '=', 'alert')
    .execute();

describe('exactly once', () => {
  it('two instances detect the same change: one set of messages is queued', async () => {
    const [onA, onB] = await both((t) => t.app.alerts.look());
    expect(onA! + onB!).toBe(SUBSCRIBERS);
    const jobs = await a.deps.database.db
      .selectFrom('alert_job')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(jobs.n)).toBe(SUBSCRIBERS);
  });

  it('a dead worker and two live workers: every subscriber gets one SMS', async () => {
    const db = a.deps.database.db;
    // A worker that died holding 60 messages (its lease runs until START + 20 s).
    const held = await db.selectFrom('alert_job').select('id').orderBy('id').limit(60).execute();
    await db
      .updateTable('alert_job')
      .set({ lease: 'dead-worker', lease_until: new Date(START.getTime() + 20_000).toISOString() })
      .where(
        'id',
        'in',
        held.map((h) => h.id),
      )
      .execute();
    await both((t) => t.app.alerts.delivery.drain());
    expect((await alertRows()).length).toBe(SUBSCRIBERS - 60);

    // After the lease, and after the backoff of any failed try, the rest go out once.
    for (const t of [a, b]) t.clock.advance(5 * 60_000);
    await both((t) => t.app.alerts.delivery.drain());
    await both((t) => t.app.alerts.delivery.drain());
    const rows = await alertRows();
    expect(rows).toHaveLength(SUBSCRIBERS);
    expect(new Set(rows.map((r) => r.mobile)).size).toBe(SUBSCRIBERS);
    expect(rows.every((r) => r.content.includes(flight.boardingGate))).toBe(true);
  });
});
