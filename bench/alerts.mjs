#!/usr/bin/env node
// Flight alerts (issue 22): the delivery latency from an operator's change to the outbox for
// 1,000 subscribers of one flight, on the built server with its default SQLite database and
// console SMS gateway. An operator changes the gate through the back-office API; each
// subscriber's SMS row in sms_outbox carries the time it was written. Reported: p50, p99 and
// the last message, beside a calibration measured in the same run: the same number of
// one-row transactions written straight into a SQLite file on the same disk (the floor for a
// delivery that commits each message on its own).
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { tsImport } from 'tsx/esm/api';
import { call as signedCall } from './lib/checkin-client.mjs';
import {
  finish,
  printTable,
  round,
  runBenchmark,
  startServer,
  tempDir,
  writeResult,
} from './lib/common.mjs';
import { fetchSigningKey, prepareCall, signNow } from './lib/signing.mjs';

const SUBSCRIBERS = Number(process.env.BENCH_ALERT_SUBSCRIBERS ?? 1000);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const ADMIN_PASSWORD = 'bench-Admin-passw0rd';
const { flightPaths } = await tsImport('@can/contracts', import.meta.url);
const { adminPaths } = await tsImport('@can/contracts/admin-paths', import.meta.url);
const { adminOpsPaths } = await tsImport('@can/contracts/admin-ops-paths', import.meta.url);

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];

/** A signed back-office call with the staff cookie; returns the response. */
async function adminCall(ctx, spec) {
  const prepared = prepareCall(spec);
  const headers = { ...signNow(prepared, ctx.signer, 'en_US'), cookie: ctx.cookie ?? '' };
  const response = await fetch(`${ctx.baseUrl}${prepared.url}`, {
    method: prepared.method,
    headers,
    body: prepared.body,
  });
  const text = await response.text();
  if (JSON.parse(text).code !== 200) throw new Error(`${spec.path}: ${text.slice(0, 300)}`);
  return response;
}

function calibration(dir) {
  const db = new Database(join(dir, 'calibration.db'));
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.exec('create table outbox (id integer primary key, mobile text, content text, at text)');
  const insert = db.prepare('insert into outbox (mobile, content, at) values (?, ?, ?)');
  const one = db.transaction((i) =>
    insert.run(`137${i}`, 'x'.repeat(160), new Date().toISOString()),
  );
  const started = performance.now();
  for (let i = 0; i < SUBSCRIBERS; i++) one(i);
  const ms = performance.now() - started;
  db.close();
  return ms;
}

async function oneRun(index) {
  const dir = tempDir('alerts');
  const file = join(dir, 'airport.db');
  const server = await startServer({
    env: { ADMIN_PASSWORD, SITE_URL: 'https://www.gbiac.net', DATABASE_URL: `sqlite:${file}` },
  });
  const ctx = { baseUrl: server.baseUrl, signer: await fetchSigningKey(server.baseUrl) };
  const login = await adminCall(ctx, {
    method: 'POST',
    path: adminPaths.login,
    body: { username: 'admin', password: ADMIN_PASSWORD },
  });
  ctx.cookie = String(login.headers.get('set-cookie')).split(';')[0];

  const board = await signedCall(ctx, {
    method: 'POST',
    path: flightPaths.list,
    body: { type: '1', depOrArr: '1', day: 1, pageNum: 1, pageSize: 200 },
  });
  const flight = board.list.find((r) => r.boardingGate && r.flightStatus === 'scheduled');
  const db = new Database(file);
  const at = new Date().toISOString();
  const insert = db.prepare(
    `insert into alert_subscription (flight_id, flight_no, flight_date, member_id, status, mobile,
       email, locale, quiet_hours, created_at, ends_at)
     values (?, ?, ?, null, 'active', ?, null, ?, 0, ?, ?)`,
  );
  const locales = ['zh-CN', 'en-US', 'fr-FR', 'ko-KR'];
  const ends = new Date(Date.now() + 3 * 86_400_000).toISOString();
  db.transaction(() => {
    for (let i = 0; i < SUBSCRIBERS; i++) {
      const mobile = `136${String(i).padStart(8, '0')}`;
      insert.run(
        flight.flightId,
        flight.flightNo,
        flight.flightDate,
        mobile,
        locales[i % 4],
        at,
        ends,
      );
    }
  })();
  // What they were told is the flight as it is: only the operator's change is news.
  const state = {
    status: flight.flightStatus,
    gate: flight.boardingGate,
    counters: flight.checkInCounter,
    belt: '',
    estimate: flight.setoffTimePred,
  };
  db.prepare(
    'insert into alert_flight_state (flight_id, version, state, updated_at) values (?, 0, ?, ?)',
  ).run(flight.flightId, JSON.stringify(state), at);

  const gate = flight.boardingGate === 'A99' ? 'A98' : 'A99';
  const changedAt = Date.now();
  await adminCall(ctx, {
    method: 'POST',
    path: adminOpsPaths.flightUpdate,
    body: {
      flightId: flight.flightId,
      status: null,
      estDeparture: null,
      estArrival: null,
      gate,
      belt: '',
      counter: '',
    },
  });
  const count = db.prepare("select count(*) as n from sms_outbox where purpose = 'alert'");
  const deadline = Date.now() + 300_000;
  while (count.get().n < SUBSCRIBERS) {
    if (Date.now() > deadline) throw new Error(`only ${count.get().n} alerts after 300 s`);
    await new Promise((r) => setTimeout(r, 100));
  }
  const rows = db
    .prepare("select created_at from sms_outbox where purpose = 'alert'")
    .all()
    .map((r) => Date.parse(r.created_at) - changedAt)
    .sort((a, b) => a - b);
  db.close();
  await server.stop();
  return {
    run: index + 1,
    messages: rows.length,
    p50Ms: percentile(rows, 0.5),
    p99Ms: percentile(rows, 0.99),
    lastMs: rows.at(-1),
    calibrationMs: round(calibration(tempDir('alerts-calibration')), 0),
  };
}

async function main() {
  const runs = [];
  for (let i = 0; i < RUNS; i++) runs.push(await oneRun(i));
  printTable(`Alert delivery, change to outbox, ${SUBSCRIBERS} subscribers (ms)`, runs);
  const median = (key) =>
    [...runs.map((r) => r[key])].sort((a, b) => a - b)[Math.floor(runs.length / 2)];
  const summary = {
    subscribers: SUBSCRIBERS,
    p50Ms: median('p50Ms'),
    p99Ms: median('p99Ms'),
    lastMs: median('lastMs'),
    calibrationMs: median('calibrationMs'),
  };
  printTable('Medians', [summary]);
  writeResult('alerts', { runs, summary });
  return finish([]);
}

runBenchmark(main);
