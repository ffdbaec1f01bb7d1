import type { FlightRecord } from '@can/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { MemoryStore } from '../../platform/store';
import { createAlertDelivery } from './alert-delivery';
import { alertLinks } from './alert-links';
import { alertTokens } from './alert-token';
import { afternoonDeparture } from './alerts-test-kit';

/*
 * One worker and a gateway that fails: a send that throws inside its transaction marks nothing
 * and is tried again after its backoff, and the per-number daily cap on alert SMS counts only
 * the messages that went out (a failed try gives its place back).
 */
const MOBILE = '13900000077';
let t: TestApp;
let flight: FlightRecord;
const sent: string[] = [];
let failures = 0;

beforeAll(async () => {
  t = await createTestApp({ now: new Date('2026-11-22T09:00:00+08:00') });
  await t.app.alerts.stop(); // this test drives its own worker
  flight = await afternoonDeparture(t);
});
afterAll(() => t.close());

function worker(smsDailyCap: number) {
  const links = alertLinks('https://www.example.test', alertTokens('test-secret'));
  return createAlertDelivery({
    db: t.deps.database.db,
    clock: t.clock,
    log: t.app.log,
    store: new MemoryStore(t.clock),
    links,
    smsDailyCap,
    findFlight: async (id) => (id === flight.flightId ? flight : null),
    mailer: { name: 'unused', send: () => Promise.reject(new Error('no mail here')) } as never,
    push: { send: () => Promise.reject(new Error('no push here')) },
    sms: {
      name: 'flaky',
      async send(message) {
        if (failures > 0) {
          failures -= 1;
          throw new Error('gateway down');
        }
        sent.push(message.content);
      },
    },
  });
}

async function queue(gate: string): Promise<number> {
  const db = t.deps.database.db;
  const at = t.clock.now().toISOString();
  const { id } = await db
    .insertInto('alert_subscription')
    .values({
      flight_id: flight.flightId,
      flight_no: flight.flightNo,
      flight_date: flight.flightDate,
      member_id: null,
      status: 'active',
      mobile: MOBILE,
      email: null,
      locale: 'en-US',
      quiet_hours: 0,
      created_at: at,
      ends_at: new Date(t.clock.now().getTime() + 24 * 3600_000).toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const job = await db
    .insertInto('alert_job')
    .values({
      idempotency_key: `test:${gate}:${id}:sms`,
      subscription_id: id,
      channel: 'sms',
      flight_id: flight.flightId,
      event: JSON.stringify({ kind: 'gate', value: gate, previous: '' }),
      status: 'pending',
      attempts: 0,
      next_attempt_at: at,
      created_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return job.id;
}

const jobState = (id: number) =>
  t.deps.database.db
    .selectFrom('alert_job')
    .select(['status', 'attempts', 'error'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

describe('alert delivery with a failing gateway', () => {
  it('a failed try is retried after its backoff and does not use up the daily cap', async () => {
    const delivery = worker(1);
    const first = await queue('A11');
    failures = 2;
    await delivery.drain();
    expect(await jobState(first)).toMatchObject({ status: 'pending', attempts: 1 });
    t.clock.advance(5_000);
    await delivery.drain();
    expect(await jobState(first)).toMatchObject({ status: 'pending', attempts: 2 });
    expect(sent).toEqual([]);

    t.clock.advance(10_000);
    await delivery.drain();
    expect(await jobState(first)).toMatchObject({ status: 'sent', attempts: 2 });
    expect(sent).toHaveLength(1);
    expect(sent[0]).toContain('A11');

    // The cap (1 a day here) is now used by the one SMS that went out.
    const second = await queue('A12');
    await delivery.drain();
    expect(await jobState(second)).toMatchObject({ status: 'dropped', error: 'daily cap' });
    expect(sent).toHaveLength(1);
  });
});
