import {
  adminAlertsPaths,
  type DeskAlertList,
  type DeskAlertSubscription,
} from '@can/contracts/admin-alerts';
import { adminServicePaths, dashboardSummary } from '@can/contracts/admin-service';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { adminCall, staffSession } from '../admin-test-kit';

/*
 * Flight alerts at the service desk through the real app: subscriptions written straight into
 * the alerts table, found by mobile number and by e-mail address (masked), ended one by id and
 * then all, each end audited without the number; an editor is refused; the dashboard counts
 * today's alert messages by channel.
 */
// 10:00 airport time; the airport day (22 Nov) began 16:00 UTC the day before.
const NOW = new Date('2026-11-22T10:00:00+08:00');
const MOBILE = '13912345678';
const OTHER_MOBILE = '13900000001';
const EMAIL = 'traveller.desk@example.com';
let t: TestApp;
let cookie: string;

beforeAll(async () => {
  t = await createTestApp({ now: NOW });
  cookie = (await staffSession(t, 'service')).cookie;
});
afterAll(() => t.close());

/*
 * Flights the schedule does not know: the running detector leaves them alone, so nothing is
 * queued or sent for these subscriptions while the test runs.
 */
async function subscribe(values: {
  flightNo: string;
  mobile?: string;
  email?: string;
  status?: 'active' | 'pending' | 'ended';
}): Promise<number> {
  const { id } = await t.deps.database.db
    .insertInto('alert_subscription')
    .values({
      flight_id: `2026-11-22-${values.flightNo}-D-desk`,
      flight_no: values.flightNo,
      flight_date: '2026-11-22',
      member_id: null,
      status: values.status ?? 'active',
      mobile: values.mobile ?? null,
      email: values.email ?? null,
      locale: 'en-US',
      quiet_hours: 1,
      created_at: NOW.toISOString(),
      ends_at: '2026-11-22T12:00:00.000Z',
      ended_at: values.status === 'ended' ? NOW.toISOString() : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(id);
}

let jobSequence = 0;
/** A message queued, or finished by the worker (sent or failed) at `doneAt`. */
async function deliveredJob(
  subscriptionId: number,
  channel: 'sms' | 'email' | 'push',
  status: 'sent' | 'failed' | 'pending',
  doneAt: string | null,
) {
  jobSequence++;
  await t.deps.database.db
    .insertInto('alert_job')
    .values({
      idempotency_key: `desk-test:${jobSequence}`,
      subscription_id: subscriptionId,
      channel,
      flight_id: 'desk-test',
      event: JSON.stringify({ kind: 'gate', gate: 'A101' }),
      status,
      attempts: 1,
      // A queued one is due later: the running worker leaves it for the test to see.
      next_attempt_at: status === 'pending' ? '2026-11-22T08:00:00.000Z' : NOW.toISOString(),
      lease: null,
      lease_until: null,
      created_at: NOW.toISOString(),
      done_at: doneAt,
      error: status === 'failed' ? 'gateway refused' : null,
    })
    .execute();
}

const rowOf = (id: number) =>
  t.deps.database.db
    .selectFrom('alert_subscription')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

const auditEntries = () =>
  t.deps.database.db
    .selectFrom('audit_log')
    .selectAll()
    .where('action', '=', 'alerts.end')
    .orderBy('id')
    .execute();

describe('flight alerts at the service desk', () => {
  let gate: number;
  let delay: number;
  let byMail: number;
  let someoneElse: number;

  beforeAll(async () => {
    gate = await subscribe({ flightNo: 'CZ3101', mobile: MOBILE });
    delay = await subscribe({ flightNo: 'CZ3539', mobile: MOBILE });
    await subscribe({ flightNo: 'MU5301', mobile: MOBILE, status: 'ended' });
    byMail = await subscribe({ flightNo: 'HU7802', email: EMAIL, status: 'pending' });
    someoneElse = await subscribe({ flightNo: 'CZ3101', mobile: OTHER_MOBILE });
    await deliveredJob(gate, 'sms', 'pending', null);
  });

  it('finds the live alerts of a mobile number, however it is typed, with the number masked', async () => {
    const found = await adminCall<DeskAlertList>(t, 'GET', adminAlertsPaths.find, {
      cookie,
      query: { mobile: '+86 139-1234-5678' },
    });
    expect(found.code, found.msg).toBe(200);
    expect(found.data.list.map((s) => s.id)).toEqual([gate, delay]);
    expect(found.data.list[0]).toEqual({
      id: gate,
      flightId: '2026-11-22-CZ3101-D-desk',
      flightNo: 'CZ3101',
      flightDate: '2026-11-22',
      status: 'active',
      channels: ['sms'],
      contact: '139****5678',
      endsAt: '2026-11-22T12:00:00.000Z',
    } satisfies DeskAlertSubscription);
    expect(JSON.stringify(found.data)).not.toContain(MOBILE);
  });

  it('finds the alerts of an e-mail address in any case, the address masked', async () => {
    const found = await adminCall<DeskAlertList>(t, 'GET', adminAlertsPaths.find, {
      cookie,
      query: { email: ' Traveller.Desk@Example.com ' },
    });
    expect(found.code, found.msg).toBe(200);
    expect(found.data.list).toHaveLength(1);
    expect(found.data.list[0]).toMatchObject({
      id: byMail,
      status: 'pending',
      channels: ['email'],
      contact: 't***@example.com',
    });
  });

  it('refuses a lookup without a number or an address, in the reader’s language', async () => {
    const english = await adminCall(t, 'GET', adminAlertsPaths.find, {
      cookie,
      locale: 'en-US',
      query: { mobile: '  ', email: '' },
    });
    expect(english.code).toBe(601);
    expect(english.msg).toBe('Enter a mobile number or an e-mail address');
    const chinese = await adminCall(t, 'GET', adminAlertsPaths.find, {
      cookie,
      locale: 'zh-CN',
    });
    expect(chinese.code).toBe(601);
    expect(chinese.msg).toBe('请输入手机号码或电子邮箱地址');
  });

  it('ends one subscription by id: the contact is erased, its queued messages dropped, the end audited', async () => {
    const ended = await adminCall<DeskAlertList>(t, 'POST', adminAlertsPaths.end, {
      cookie,
      body: { mobile: MOBILE, ids: [gate, byMail, someoneElse] },
    });
    expect(ended.code, ended.msg).toBe(200);
    // Only the number's own subscriptions: the others named are not touched.
    expect(ended.data.list.map((s) => s.id)).toEqual([gate]);
    expect(ended.data.list[0]!.contact).toBe('139****5678');

    const row = await rowOf(gate);
    expect(row).toMatchObject({ status: 'ended', mobile: null, email: null });
    expect(row.ended_at).toBe(NOW.toISOString());
    expect(await rowOf(delay)).toMatchObject({ status: 'active', mobile: MOBILE });
    expect(await rowOf(byMail)).toMatchObject({ status: 'pending', email: EMAIL });
    expect(await rowOf(someoneElse)).toMatchObject({ status: 'active', mobile: OTHER_MOBILE });
    const job = await t.deps.database.db
      .selectFrom('alert_job')
      .select('status')
      .where('subscription_id', '=', gate)
      .executeTakeFirstOrThrow();
    expect(job.status).toBe('dropped');

    const [audit, ...more] = await auditEntries();
    expect(more).toEqual([]);
    expect(audit!.target).toBe('alert-contact:139****5678');
    expect(JSON.parse(audit!.before_json!)).toMatchObject({
      subscriptions: [{ id: gate, flightNo: 'CZ3101', contact: '139****5678', channels: ['sms'] }],
    });
    expect(JSON.parse(audit!.after_json!)).toEqual({
      ids: [gate],
      status: 'ended',
      contact: 'erased',
    });
    const written = JSON.stringify(audit);
    expect(written).not.toContain(MOBILE);
    expect(written).not.toContain('12345678');
  });

  it('ends all the alerts of a contact, then says there is nothing left to end', async () => {
    const ended = await adminCall<DeskAlertList>(t, 'POST', adminAlertsPaths.end, {
      cookie,
      body: { mobile: MOBILE, email: EMAIL },
    });
    expect(ended.code, ended.msg).toBe(200);
    expect(ended.data.list.map((s) => s.id)).toEqual([delay, byMail]);
    for (const id of [delay, byMail]) {
      expect(await rowOf(id)).toMatchObject({ status: 'ended', mobile: null, email: null });
    }
    expect(await rowOf(someoneElse)).toMatchObject({ status: 'active', mobile: OTHER_MOBILE });

    const audit = (await auditEntries()).at(-1)!;
    expect(audit.target).toBe('alert-contact:139****5678 / t***@example.com');
    expect(JSON.parse(audit.after_json!)).toMatchObject({ ids: [delay, byMail] });
    const written = JSON.stringify(audit);
    expect(written).not.toContain(MOBILE);
    expect(written).not.toContain(EMAIL);

    const found = await adminCall<DeskAlertList>(t, 'GET', adminAlertsPaths.find, {
      cookie,
      query: { mobile: MOBILE },
    });
    expect(found.data.list).toEqual([]);
    const again = await adminCall(t, 'POST', adminAlertsPaths.end, {
      cookie,
      locale: 'en-US',
      body: { mobile: MOBILE },
    });
    expect(again.code).toBe(601);
    expect(again.msg).toMatch(/no live flight alerts/);
    expect(await auditEntries()).toHaveLength(2);
  });

  it('refuses an end without a contact, and an empty list of ids', async () => {
    const none = await adminCall(t, 'POST', adminAlertsPaths.end, {
      cookie,
      locale: 'en-US',
      body: { ids: [someoneElse] },
    });
    expect(none.code).toBe(601);
    expect(none.msg).toBe('Enter a mobile number or an e-mail address');
    const empty = await adminCall(t, 'POST', adminAlertsPaths.end, {
      cookie,
      body: { mobile: OTHER_MOBILE, ids: [] },
    });
    expect(empty.code).toBe(400);
    expect(await rowOf(someoneElse)).toMatchObject({ status: 'active', mobile: OTHER_MOBILE });
  });

  it('is for the service desk and admins: an editor is refused', async () => {
    const editor = (await staffSession(t, 'editor')).cookie;
    const find = await adminCall(t, 'GET', adminAlertsPaths.find, {
      cookie: editor,
      query: { mobile: OTHER_MOBILE },
    });
    expect(find.code).toBe(403);
    const end = await adminCall(t, 'POST', adminAlertsPaths.end, {
      cookie: editor,
      body: { mobile: OTHER_MOBILE },
    });
    expect(end.code).toBe(403);
    expect(await rowOf(someoneElse)).toMatchObject({ status: 'active', mobile: OTHER_MOBILE });

    const admin = (await staffSession(t, 'admin')).cookie;
    const byAdmin = await adminCall<DeskAlertList>(t, 'GET', adminAlertsPaths.find, {
      cookie: admin,
      query: { mobile: OTHER_MOBILE },
    });
    expect(byAdmin.data.list.map((s) => s.id)).toEqual([someoneElse]);
  });

  it('counts today’s alert messages on the dashboard, by channel', async () => {
    const summary = async (role: 'editor' | 'operations') => {
      const answer = await adminCall(t, 'GET', adminServicePaths.dashboardSummary, {
        cookie: (await staffSession(t, role)).cookie,
      });
      expect(answer.code).toBe(200);
      return dashboardSummary.parse(answer.data).alertsToday;
    };
    const before = await summary('editor');
    expect(before.map((r) => r.channel)).toEqual(['sms', 'email', 'push']);
    await deliveredJob(someoneElse, 'sms', 'sent', '2026-11-22T01:00:00.000Z');
    await deliveredJob(someoneElse, 'sms', 'sent', '2026-11-21T16:00:00.000Z');
    await deliveredJob(someoneElse, 'sms', 'failed', '2026-11-22T01:30:00.000Z');
    await deliveredJob(byMail, 'email', 'sent', '2026-11-22T01:45:00.000Z');
    await deliveredJob(byMail, 'push', 'failed', '2026-11-22T01:50:00.000Z');
    // 23:59 airport time the day before: not today.
    await deliveredJob(someoneElse, 'sms', 'sent', '2026-11-21T15:59:00.000Z');
    const after = await summary('operations');
    const delta = after.map((r, i) => ({
      channel: r.channel,
      sent: r.sent - before[i]!.sent,
      failed: r.failed - before[i]!.failed,
    }));
    expect(delta).toEqual([
      { channel: 'sms', sent: 2, failed: 1 },
      { channel: 'email', sent: 1, failed: 0 },
      { channel: 'push', sent: 0, failed: 1 },
    ]);
  });
});
