import { adminOpsPaths, type OpsFlight, type OpsFlightList } from '@can/contracts/admin-ops';
import { flightPaths, type FlightPage, type FlightRecord } from '@can/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  createTestDatabase,
  onRedis,
  type TestApp,
  type TestDatabase,
} from '../../../../test/test-app';
import { ManualClock } from '../../../platform/clock';
import { MemoryStore } from '../../../platform/store';
import { adminCall, staffSession } from '../admin-test-kit';
import { fromLocal, toLocal } from './local-time';

/*
 * Flight operations through the real app, on two instances sharing one database and store: an
 * operator's change on instance A shows in the public answers of both, and both instances'
 * open boards are sent it at once through the update stream.
 */
const START = new Date('2026-11-22T09:00:00+08:00');
let database: TestDatabase;
let a: TestApp;
let b: TestApp;
let cookie: string;

beforeAll(async () => {
  database = await createTestDatabase();
  const shared = onRedis ? undefined : new MemoryStore(new ManualClock(START));
  const options = {
    database,
    now: START,
    storePrefix: `ops:${Date.now()}:`,
    deps: shared ? { store: shared } : {},
  };
  a = await createTestApp(options);
  b = await createTestApp(options);
  cookie = (await staffSession(a, 'operations')).cookie;
});
afterAll(async () => {
  await Promise.all([a?.close(), b?.close()]);
  await database?.drop();
});

async function departures(t: TestApp): Promise<FlightRecord[]> {
  const response = await t.signed({
    method: 'POST',
    path: flightPaths.list,
    body: { type: '1', depOrArr: '1', day: 0, pageNum: 1, pageSize: 2000 },
  });
  return (response.json() as { data: FlightPage }).data.list;
}

const inList = async (t: TestApp, flightId: string) =>
  (await departures(t)).find((r) => r.flightId === flightId)!;

/** A passenger departure this afternoon that the simulator leaves on time and not cancelled. */
async function afternoonDeparture(): Promise<FlightRecord> {
  const list = await departures(a);
  const found = list.find(
    (r) =>
      r.setoffTimePlan.slice(11) >= '14:00:00' &&
      r.setoffTimePlan === r.setoffTimePred &&
      r.flightStatus === 'scheduled' &&
      r.checkInCounter !== '',
  );
  if (!found) throw new Error('no afternoon departure');
  return found;
}

/** Resolves with the updates of `flightId` the instance's stream sends next. */
function nextUpdateOf(t: TestApp, flightId: string) {
  let stop = () => {};
  const got = new Promise<{ changed: string[]; record: FlightRecord }>((resolve) => {
    stop = t.app.flightUpdates.listen((updates) => {
      const mine = updates.find((u) => u.flightId === flightId);
      if (mine) resolve(mine);
    });
  });
  const timeout = new Promise<never>((_, reject) =>
    setTimeout(() => reject(new Error('no update within 5 s')), 5_000),
  );
  return Promise.race([got, timeout]).finally(() => stop());
}

describe('flight operations', () => {
  let flight: FlightRecord;

  beforeAll(async () => {
    flight = await afternoonDeparture();
  });

  it('finds a flight by number on a day, as the public search does', async () => {
    const answer = await adminCall<OpsFlightList>(a, 'GET', adminOpsPaths.flightFind, {
      cookie,
      query: { flightNo: flight.flightNo.toLowerCase(), day: 0 },
    });
    expect(answer.code).toBe(200);
    const found = answer.data.list.find((f) => f.record.flightId === flight.flightId);
    expect(found?.override).toBeNull();
    expect(found?.record.flightStatus).toBe('scheduled');
  });

  it('delays a flight: both instances answer the new values and their boards get the change', async () => {
    // Both instances have answered (and cached) the list before the change.
    await inList(a, flight.flightId);
    await inList(b, flight.flightId);
    const newTime = toLocal(fromLocal(flight.setoffTimePlan.slice(0, 16))! + 95 * 60_000);
    const onA = nextUpdateOf(a, flight.flightId);
    const onB = nextUpdateOf(b, flight.flightId);

    const answer = await adminCall<OpsFlight>(a, 'POST', adminOpsPaths.flightUpdate, {
      cookie,
      body: {
        flightId: flight.flightId,
        status: 'delayed',
        estDeparture: newTime,
        estArrival: null,
        gate: 'b231',
        belt: '',
        counter: '',
      },
    });
    expect(answer.code, answer.msg).toBe(200);
    expect(answer.data.override).toMatchObject({
      status: 'delayed',
      estDeparture: newTime,
      gate: 'B231',
      belt: null,
    });
    expect(answer.data.record.flightStatus).toBe('delayed');

    for (const t of [a, b]) {
      const shown = await inList(t, flight.flightId);
      expect(shown.flightStatus).toBe('delayed');
      expect(shown.flightStatusEn).toBe('Delayed');
      expect(shown.setoffTimePred).toBe(`${newTime}:00`);
      expect(shown.setoffTimePlan).toBe(flight.setoffTimePlan);
      // The arrival moves with the departure when no arrival estimate is given.
      expect(shown.arriTimePred).toBe(
        `${toLocal(fromLocal(flight.arriTimePred.slice(0, 16))! + 95 * 60_000)}:00`,
      );
      expect(shown.boardingGate).toBe('B231');
    }
    for (const pushed of await Promise.all([onA, onB])) {
      expect(pushed.changed).toEqual(expect.arrayContaining(['status', 'time', 'gate']));
      expect(pushed.record.flightStatus).toBe('delayed');
      expect(pushed.record.setoffTimePred).toBe(`${newTime}:00`);
    }
    // The public detail and search answer it as well.
    const detail = await b.signed({
      method: 'POST',
      path: flightPaths.detail,
      body: { flightId: flight.flightId },
    });
    expect((detail.json() as { data: FlightRecord }).data.flightStatus).toBe('delayed');
  });

  it('writes the change to the audit log with the values before and after', async () => {
    const row = await a.deps.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'flight.update')
      .where('target', '=', `flight:${flight.flightId}`)
      .executeTakeFirstOrThrow();
    expect(row.staff_username).toMatch(/^operations-/);
    expect(JSON.parse(row.before_json!)).toMatchObject({
      flightNo: flight.flightNo,
      status: 'scheduled',
      gate: flight.boardingGate,
    });
    // Only what was set: the fields left automatic (arrival, belt, counters) are not listed.
    expect(Object.keys(JSON.parse(row.after_json!)).sort()).toEqual(
      ['estDeparture', 'flightNo', 'gate', 'status'].sort(),
    );
    expect(Object.keys(JSON.parse(row.before_json!)).sort()).toEqual(
      ['estDeparture', 'flightNo', 'gate', 'status'].sort(),
    );
    expect(JSON.parse(row.after_json!)).toMatchObject({ status: 'delayed', gate: 'B231' });
  });

  it('refuses what does not fit the flight, with the rule in the request language', async () => {
    const update = (body: Record<string, unknown>) =>
      adminCall(a, 'POST', adminOpsPaths.flightUpdate, {
        cookie,
        locale: 'en-US',
        body: {
          flightId: flight.flightId,
          status: null,
          estDeparture: null,
          estArrival: null,
          gate: null,
          belt: null,
          counter: null,
          ...body,
        },
      });
    const arrivalStatus = await update({ status: 'arrived' });
    expect(arrivalStatus.code).toBe(601);
    expect(arrivalStatus.msg).toMatch(/does not apply/);
    const notATime = await update({ estDeparture: '2026-11-22 25:10' });
    expect(notATime.code).toBe(400);
    const farAway = await update({ estDeparture: '2026-12-22 10:00' });
    expect(farAway.code).toBe(601);
    expect(farAway.msg).toMatch(/48 hours/);
    const backwards = await update({
      estDeparture: '2026-11-22 20:00',
      estArrival: '2026-11-22 19:00',
    });
    expect(backwards.code).toBe(601);
    const badGate = await update({ gate: 'B 2/31' });
    expect(badGate.code).toBe(400);
    const unknown = await update({ flightId: '2026-11-22-XX0000-D' });
    expect(unknown.code).toBe(601);
  });

  it('cancels a flight once, and gives the fields back to the simulator', async () => {
    const cancelled = await adminCall<OpsFlight>(a, 'POST', adminOpsPaths.flightCancel, {
      cookie,
      body: { flightId: flight.flightId },
    });
    expect(cancelled.code).toBe(200);
    expect(cancelled.data.record.flightStatus).toBe('cancelled');
    expect(cancelled.data.override?.gate).toBe('B231');
    expect((await inList(b, flight.flightId)).flightStatus).toBe('cancelled');
    const again = await adminCall(a, 'POST', adminOpsPaths.flightCancel, {
      cookie,
      body: { flightId: flight.flightId },
    });
    expect(again.code).toBe(601);

    const reset = await adminCall<OpsFlight>(a, 'POST', adminOpsPaths.flightUpdate, {
      cookie,
      body: {
        flightId: flight.flightId,
        status: null,
        estDeparture: null,
        estArrival: null,
        gate: null,
        belt: null,
        counter: null,
      },
    });
    expect(reset.code).toBe(200);
    expect(reset.data.override).toBeNull();
    const shown = await inList(b, flight.flightId);
    expect(shown.flightStatus).toBe('scheduled');
    expect(shown.boardingGate).toBe(flight.boardingGate);
    const actions = await a.deps.database.db
      .selectFrom('audit_log')
      .select('action')
      .where('target', '=', `flight:${flight.flightId}`)
      .execute();
    expect(actions.map((r) => r.action).sort()).toEqual([
      'flight.cancel',
      'flight.update',
      'flight.update',
    ]);
  });

  it('lets only operations and admins change flights', async () => {
    const editor = await staffSession(a, 'editor');
    const refused = await adminCall(a, 'POST', adminOpsPaths.flightCancel, {
      cookie: editor.cookie,
      body: { flightId: flight.flightId },
    });
    expect(refused.code).toBe(403);
  });
});
