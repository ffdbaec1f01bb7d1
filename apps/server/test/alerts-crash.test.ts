import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { flightPaths, type FlightPage, type FlightRecord } from '@can/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { createDatabase, type DatabaseHandle } from '../src/db/database';
import { alertStateOf } from '../src/modules/alerts/alert-events';
import { createTestDatabase, onPostgres, type TestDatabase } from './test-app';

/*
 * Issue 22, "exactly once": 200 subscribers of one flight, a change, and the server killed with
 * SIGKILL in the middle of delivering; after a restart every subscriber has exactly one SMS in
 * the outbox. On SQLite one server (one file serves one process); on PostgreSQL and Redis
 * (`npm run test:pg`) two instances run at once and one of them is killed.
 */
const SUBSCRIBERS = 200;
const KILL_AFTER = onPostgres ? 20 : 50;
const dir = mkdtempSync(join(tmpdir(), 'can-alerts-crash-'));
let database: TestDatabase;
let handle: DatabaseHandle;
const children: ChildProcessWithoutNullStreams[] = [];

afterAll(async () => {
  for (const child of children) child.kill('SIGKILL');
  await handle?.close();
  await database?.drop();
  rmSync(dir, { recursive: true, force: true });
});

function serverUrl(): string {
  if (!database.schema) return database.url;
  const url = new URL(database.url);
  url.searchParams.set('options', `-c search_path=${database.schema}`);
  return url.toString();
}

interface Server {
  child: ChildProcessWithoutNullStreams;
  port: number;
  /** How many alert SMS this process has logged. */
  sent: () => number;
  /** Resolves once it has logged `n` alert SMS. */
  sentAtLeast: (n: number) => Promise<void>;
}

/** Starts the real server from source (tsx) on the shared database. */
async function startServer(): Promise<Server> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: new URL('..', import.meta.url).pathname,
    env: {
      ...process.env,
      PORT: '0',
      LOG_LEVEL: 'info',
      NODE_ENV: 'test',
      DATABASE_URL: serverUrl(),
      REDIS_URL: process.env.TEST_REDIS_URL ?? '',
      // As a provider's rate limit would: delivery takes seconds, so the kill lands inside it.
      ALERT_SENDS_PER_SECOND: '40',
    },
  });
  children.push(child);
  let sent = 0;
  const waiting: { n: number; resolve: () => void }[] = [];
  const port = await new Promise<number>((resolve, reject) => {
    createInterface({ input: child.stdout }).on('line', (line) => {
      let record: { msg?: string; sms?: { purpose?: string } };
      try {
        record = JSON.parse(line) as typeof record;
      } catch {
        return;
      }
      if (record.msg?.startsWith('Server listening'))
        resolve(Number(/:(\d+)$/.exec(record.msg)![1]));
      if (record.msg === 'sms outbox' && record.sms?.purpose === 'alert') {
        sent += 1;
        for (const w of waiting.filter((w) => sent >= w.n)) w.resolve();
      }
    });
    child.once('exit', (code) => reject(new Error(`server exited early with ${code}`)));
  });
  return {
    child,
    port,
    sent: () => sent,
    sentAtLeast: (n) =>
      new Promise((resolve) => (sent >= n ? resolve() : waiting.push({ n, resolve }))),
  };
}

async function killed(server: Server): Promise<void> {
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  server.child.kill('SIGKILL');
  await exited;
}

/** Tomorrow's first departure with a gate or counters (a field the test can say changed). */
async function aFlight(port: number): Promise<FlightRecord> {
  const query = 'type=1&depOrArr=1&day=1&pageNum=1&pageSize=200';
  const response = await fetch(`http://127.0.0.1:${port}${flightPaths.board}?${query}`);
  const { data } = (await response.json()) as { data: FlightPage };
  return data.list.find((r) => r.boardingGate || r.checkInCounter)!;
}

async function followedByAll(flight: FlightRecord): Promise<void> {
  const at = new Date().toISOString();
  await handle.db
    .insertInto('alert_subscription')
    .values(
      Array.from({ length: SUBSCRIBERS }, (_, i) => ({
        flight_id: flight.flightId,
        flight_no: flight.flightNo,
        flight_date: flight.flightDate,
        member_id: null,
        status: 'active',
        mobile: `137${String(i).padStart(8, '0')}`,
        email: null,
        locale: 'en-US',
        quiet_hours: 0,
        created_at: at,
        ends_at: new Date(Date.now() + 3 * 24 * 3600_000).toISOString(),
      })),
    )
    .execute();
  // What they were last told differs from now: the detector finds a change to send.
  const told = alertStateOf(flight);
  const changed = flight.boardingGate ? { gate: 'Z99' } : { counters: 'Z01-Z02' };
  await handle.db
    .insertInto('alert_flight_state')
    .values({
      flight_id: flight.flightId,
      version: 0,
      state: JSON.stringify({ ...told, ...changed }),
      updated_at: at,
    })
    .execute();
}

const outbox = () =>
  handle.db.selectFrom('sms_outbox').select(['mobile']).where('purpose', '=', 'alert').execute();

/** Waits for the outbox to hold `n` alert SMS (the restarted worker takes back dead leases). */
async function outboxReaches(n: number): Promise<void> {
  for (;;) {
    if ((await outbox()).length >= n) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe('alerts survive kill -9', () => {
  it(
    `delivers exactly one SMS to each of ${SUBSCRIBERS} subscribers across a SIGKILL`,
    { timeout: 240_000 },
    async () => {
      database = await createTestDatabase();
      if (!database.schema) database.url = `sqlite:${join(dir, 'airport.db')}`;
      const first = await startServer();
      const second = onPostgres ? await startServer() : undefined;
      handle = createDatabase(database.url, { schema: database.schema });
      const flight = await aFlight(first.port);
      await followedByAll(flight);

      // The periodic look finds the change; kill the first server mid-delivery.
      await first.sentAtLeast(KILL_AFTER);
      await killed(first);
      const afterKill = (await outbox()).length;
      expect(afterKill).toBeLessThan(SUBSCRIBERS);
      expect(afterKill).toBeGreaterThanOrEqual(KILL_AFTER - 1);

      const restarted = await startServer();
      await outboxReaches(SUBSCRIBERS);
      // Everything due is done: no further message may appear.
      await Promise.all([restarted, second].map((s) => s && killed(s)));
      const rows = await outbox();
      expect(rows).toHaveLength(SUBSCRIBERS);
      expect(new Set(rows.map((r) => r.mobile)).size).toBe(SUBSCRIBERS);
      const jobs = await handle.db
        .selectFrom('alert_job')
        .select(['status'])
        .where('flight_id', '=', flight.flightId)
        .execute();
      expect(jobs.filter((j) => j.status === 'sent')).toHaveLength(SUBSCRIBERS);
    },
  );
});
