#!/usr/bin/env node
// Storm day (issue 20): a typhoon sends everyone to the departures board at once. nginx with the
// shipped deploy/nginx config in front of two instances sharing PostgreSQL and Redis (started on
// loopback as test:pg does); 75,000 travellers each read a board page every 30 s (with jitter:
// about 2,500 reads a second spread over every board key: day, terminal, direction, page and
// language) while 60 passengers a minute complete their check-in (seat map, then confirm).
// Three runs of the same load:
//   1. through the cache, origins up;
//   2. through the cache, every origin stopped (SIGSTOP) for 20 s in the middle;
//   3. straight at one instance, no cache (the comparison).
// Reported: what travellers got (errors, p50/p99), the origin's reads of each board key (from
// nginx's log, background refreshes included), check-in latency, origin memory.
//
//   node bench/storm.mjs
//   BENCH_STORM_SECONDS=20 BENCH_STORM_TRAVELLERS=30000 node bench/storm.mjs   # a shorter storm
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import pg from 'pg';
import { startDeployNginx } from '../deploy/nginx/local.mjs';
import { startPgRedis } from '../scripts/lib/pg-redis.mjs';
import {
  authenticate,
  confirmCall,
  createBookings,
  freeSeats,
  inParallel,
  send,
} from './lib/checkin-client.mjs';
import {
  BUDGETS,
  wholeNumberEnv as int,
  finish,
  freePort,
  judge,
  memoryOf,
  onCleanup,
  printBudgets,
  printTable,
  round,
  runBenchmark,
  sleep,
  startServer,
  tempDir,
  webDist,
  writeResult,
} from './lib/common.mjs';
import { fetchSigningKey, prepareCall, signNow } from './lib/signing.mjs';

const TRAVELLERS = int('BENCH_STORM_TRAVELLERS', 75_000);
const RUN_S = int('BENCH_STORM_SECONDS', 60);
const OUTAGE_S = Math.min(20, Math.floor(RUN_S / 3));
const POLL_S = 30;
const RATE = TRAVELLERS / POLL_S;
const CHECKINS_PER_MIN = int('BENCH_STORM_CHECKINS', 60);
/** A traveller's read that has not answered in this long has failed. */
const READ_TIMEOUT_MS = 10_000;
const CHECKIN_TIMEOUT_MS = 10_000;
const CAPTCHA_ANSWER = `storm${randomUUID().slice(0, 8)}`;
const PER_ADDRESS = 25;

const LOCALES = ['zh_CN', 'en_US', 'fr_FR', 'ko_KR'];
/** Every board page a traveller may read: 4 terminals × 3 days × 2 directions × 3 pages. */
const BOARD_URLS = [];
for (const terminal of ['', 'T1', 'T2', 'T3'])
  for (const day of [-1, 0, 1])
    for (const depOrArr of ['1', '2'])
      for (const pageNum of [1, 2, 3])
        BOARD_URLS.push(
          prepareCall({
            method: 'GET',
            path: '/byairport-flight/flight/board',
            query: { type: '1', terminal, day, depOrArr, pageNum, pageSize: 30 },
          }).url,
        );
const KEYS = BOARD_URLS.length * LOCALES.length;

// ---------------------------------------------------------------------------------- travellers

const readAgent = new http.Agent({ keepAlive: true, maxSockets: 512 });

/** One traveller's read: resolves { ok, ms, cache }, never rejects. */
function readBoard(baseUrl, url, locale) {
  return new Promise((resolveRead) => {
    const started = performance.now();
    let settled = false;
    const done = (ok, cache) => {
      if (settled) return;
      settled = true;
      resolveRead({ ok, ms: performance.now() - started, cache });
    };
    const request = http.get(
      `${baseUrl}${url}`,
      { agent: readAgent, headers: { locale, 'accept-encoding': 'gzip' } },
      (response) => {
        const chunks = [];
        response.on('data', (c) => chunks.push(c));
        response.on('end', () => {
          let ok = response.statusCode === 200;
          if (ok) {
            try {
              const body = Buffer.concat(chunks);
              const text = (
                response.headers['content-encoding'] === 'gzip' ? gunzipSync(body) : body
              ).toString();
              ok = /^\{"code":"?200"?/.test(text);
            } catch {
              ok = false;
            }
          }
          done(ok, String(response.headers['x-cache-status'] ?? '-'));
        });
        response.on('error', () => done(false, 'error'));
      },
    );
    request.setTimeout(READ_TIMEOUT_MS, () => request.destroy(new Error('timeout')));
    request.on('error', () => done(false, 'error'));
  });
}

const percentile = (sorted, p) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : NaN;

/**
 * Sends reads at RATE a second for `seconds` (open loop: a slow answer never slows the next
 * traveller; latency counts from when the read was due), each of a random board key.
 * `during(elapsedS)` runs every tick (the outage).
 */
async function storm(baseUrl, seconds, during = () => undefined) {
  const latencies = [];
  const cache = new Map();
  let failed = 0;
  let sent = 0;
  const inFlight = new Set();
  const started = performance.now();
  for (;;) {
    const elapsed = (performance.now() - started) / 1000;
    if (elapsed >= seconds) break;
    during(elapsed);
    const due = Math.floor(elapsed * RATE);
    for (; sent < due; sent++) {
      const url = BOARD_URLS[Math.floor(Math.random() * BOARD_URLS.length)];
      const locale = LOCALES[Math.floor(Math.random() * LOCALES.length)];
      const read = readBoard(baseUrl, url, locale).then((r) => {
        inFlight.delete(read);
        latencies.push(r.ms);
        if (!r.ok) failed++;
        cache.set(r.cache, (cache.get(r.cache) ?? 0) + 1);
      });
      inFlight.add(read);
    }
    await sleep(5);
  }
  await Promise.all(inFlight);
  const seconds_ = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    reads: sent,
    readsPerSecond: round(sent / seconds_),
    failed,
    p50Ms: round(percentile(latencies, 50)),
    p99Ms: round(percentile(latencies, 99)),
    maxMs: round(latencies.at(-1) ?? NaN),
    cacheStatus: Object.fromEntries([...cache].sort((a, b) => b[1] - a[1])),
  };
}

// ---------------------------------------------------------------------------------- check-ins

/** Checks one passenger in (seat map, then confirm on the first free seat): { ok, ms }. */
async function checkIn(ctx, passenger) {
  const started = performance.now();
  const timeout = sleep(CHECKIN_TIMEOUT_MS).then(() => {
    throw new Error('timeout');
  });
  try {
    await Promise.race([
      timeout,
      (async () => {
        // As a traveller does: a seat someone took first means choosing another (code 601).
        for (let attempt = 1; ; attempt++) {
          const seats = await freeSeats(ctx, passenger);
          if (!seats.length) throw new Error('no free seat');
          const seat = seats[Math.floor(Math.random() * Math.min(seats.length, 20))];
          const prepared = prepareCall(confirmCall(passenger, seat));
          const headers = { ...signNow(prepared, ctx.signer), checkin_token: passenger.token };
          const answer = await send(ctx.baseUrl, { ...prepared, headers }, passenger.address);
          const code = String(answer.envelope?.code);
          if (answer.status === 200 && code === '200') return;
          if (code !== '601' || attempt === 3) throw new Error(answer.text.slice(0, 200));
        }
      })(),
    ]);
    return { ok: true, ms: performance.now() - started };
  } catch (error) {
    return { ok: false, ms: performance.now() - started, why: error.message };
  }
}

/** CHECKINS_PER_MIN check-ins a minute, at even intervals, while `running()`. */
async function checkInsDuring(ctx, queue, running) {
  const results = [];
  const interval = 60_000 / CHECKINS_PER_MIN;
  const pending = [];
  while (running() && queue.length) {
    const passenger = queue.shift();
    const at = performance.now();
    pending.push(checkIn(ctx, passenger).then((r) => results.push({ ...r, at })));
    await sleep(interval);
  }
  await Promise.all(pending);
  const ms = results.filter((r) => r.ok).map((r) => r.ms);
  ms.sort((a, b) => a - b);
  return {
    results,
    summary: {
      done: ms.length,
      failed: results.length - ms.length,
      p50Ms: round(percentile(ms, 50)),
      p99Ms: round(percentile(ms, 99)),
      why: [...new Set(results.filter((r) => !r.ok).map((r) => r.why.slice(0, 60)))]
        .slice(0, 2)
        .join(' | '),
    },
  };
}

// ---------------------------------------------------------------------------------- origin reads

/** The times (s) the origin was read for each board key, from nginx's log since `from` (bytes). */
function originReads(logFile, from) {
  const text = readFileSync(logFile, 'utf8').slice(from);
  const perKey = new Map();
  for (const line of text.split('\n')) {
    const [msec, , uri, locale, , status] = line.split('|');
    // An answer the origin gave (a try that failed or timed out is not a read it served).
    if (!uri?.startsWith('/byairport-flight/flight/board') || !/^(200|304)$/.test(status ?? ''))
      continue;
    const key = `${uri} ${locale}`;
    if (!perKey.has(key)) perKey.set(key, []);
    perKey.get(key).push(Number(msec));
  }
  return perKey;
}

/**
 * The busiest key's origin reads per 15 s: 15 s over the shortest time between two origin reads
 * of one key (a cached page is fresh for 15 s, so 1 means each key is read at most once per
 * freshness period, however many travellers ask).
 */
function busiestPer15s(perKey) {
  let shortest = Infinity;
  for (const times of perKey.values()) {
    times.sort((a, b) => a - b);
    for (let i = 1; i < times.length; i++) shortest = Math.min(shortest, times[i] - times[i - 1]);
  }
  return Number.isFinite(shortest) ? round(15 / shortest, 2) : 0;
}

const logSize = (file) => {
  try {
    return readFileSync(file).length;
  } catch {
    return 0;
  }
};

// ---------------------------------------------------------------------------------- main

async function main() {
  const work = tempDir('storm');
  const cluster = await startPgRedis();
  onCleanup(() => cluster.stop());
  const disruptionRoot = join(work, 'disruption');
  const env = {
    DATABASE_URL: cluster.databaseUrl,
    REDIS_URL: cluster.redisUrl,
    TRUST_PROXY: 'true',
    NODE_ENV: 'test',
    CAPTCHA_TEST_ANSWER: CAPTCHA_ANSWER,
    DISRUPTION_PAGE_DIR: disruptionRoot,
  };
  // One at a time: the first creates the schema and the day's flights.
  const first = await startServer({ env });
  const second = await startServer({ env });
  const origins = [first, second];
  const accessLog = join(work, 'nginx-access.log');
  const nginx = await startDeployNginx({
    origins: origins.map((o) => `127.0.0.1:${o.port}`),
    port: await freePort(),
    webRoot: webDist,
    disruptionRoot,
    workDir: join(work, 'nginx'),
    workers: 1,
    accessLog,
  });
  onCleanup(() => nginx.stop());
  console.log(
    `storm: ${TRAVELLERS.toLocaleString('en')} travellers polling every ${POLL_S} s = ${RATE} reads/s over ${KEYS} board keys, ${RUN_S} s per run; ${CHECKINS_PER_MIN} check-ins a minute`,
  );

  // Passengers signed in beforehand (picture code, SMS code, auth), as many as the runs need.
  const needed = Math.ceil((CHECKINS_PER_MIN * RUN_S * 3) / 60) + 10;
  // booking:create books each call's passengers on one flight: ten to a flight, as a real day.
  const people = [];
  while (people.length < needed)
    people.push(
      ...(await createBookings(cluster.databaseUrl, Math.min(10, needed - people.length))),
    );
  const pool = new pg.Pool({ connectionString: cluster.databaseUrl, max: 2 });
  onCleanup(() => pool.end());
  const outbox = {
    get: async (mobile) =>
      (
        await pool.query(
          'SELECT content FROM sms_outbox WHERE mobile = $1 ORDER BY id DESC LIMIT 1',
          [mobile],
        )
      ).rows[0],
  };
  const signer = await fetchSigningKey(nginx.baseUrl);
  const viaCache = { baseUrl: nginx.baseUrl, signer, captchaAnswer: CAPTCHA_ANSWER, outbox };
  const passengers = (
    await inParallel(people, 6, async (person, i) => {
      const address = `127.0.0.${2 + Math.floor(i / PER_ADDRESS)}`;
      return { ...(await authenticate(viaCache, person, address)), address };
    })
  ).filter((p) => p.canCheckIn);
  console.log(`  ${passengers.length} passengers booked and signed in for the check-ins`);

  // Warm the cache as the storm begins (not measured).
  await storm(nginx.baseUrl, 5);

  const runs = [];
  const checkinRuns = [];
  const measure = async (name, baseUrl, ctx, during) => {
    const from = logSize(accessLog);
    let running = true;
    const checkins = checkInsDuring(ctx, passengers, () => running);
    const reads = await storm(baseUrl, RUN_S, during);
    running = false;
    const done = await checkins;
    await sleep(1500); // nginx writes its log buffer every second
    const perKey = baseUrl === nginx.baseUrl ? originReads(accessLog, from) : undefined;
    const originCount = perKey
      ? [...perKey.values()].reduce((sum, times) => sum + times.length, 0)
      : reads.reads;
    runs.push({
      run: name,
      ...reads,
      originReads: originCount,
      keysRead: perKey ? perKey.size : KEYS,
      // Without the cache every read reaches the origin: on average this many per key.
      busiestKeyPer15s: perKey
        ? busiestPer15s(perKey)
        : round((reads.reads / KEYS / RUN_S) * 15, 2),
    });
    checkinRuns.push({ run: name, ...done.summary });
    return done;
  };

  await measure('through the cache, origins up', nginx.baseUrl, viaCache);
  const rssAfterCached = origins.map((o) => round(memoryOf(o.pid).rssMB ?? NaN));

  const stopAt = (RUN_S - OUTAGE_S) / 2;
  let outage = 'before';
  const outageRun = await measure(
    `through the cache, origins stopped ${OUTAGE_S} s`,
    nginx.baseUrl,
    viaCache,
    (elapsed) => {
      if (outage === 'before' && elapsed >= stopAt) {
        outage = 'during';
        for (const o of origins) process.kill(o.pid, 'SIGSTOP');
      } else if (outage === 'during' && elapsed >= stopAt + OUTAGE_S) {
        outage = 'after';
        for (const o of origins) process.kill(o.pid, 'SIGCONT');
      }
    },
  );
  if (outage === 'during') for (const o of origins) process.kill(o.pid, 'SIGCONT');
  const outageStarted = outageRun.results[0]?.at ?? 0;
  const duringOutage = outageRun.results.filter(
    (r) =>
      r.at - outageStarted >= stopAt * 1000 - 1000 &&
      r.at - outageStarted <= (stopAt + OUTAGE_S) * 1000,
  );

  const direct = { ...viaCache, baseUrl: first.baseUrl };
  await measure('one instance, no cache', first.baseUrl, direct);

  printTable(
    `Board reads: ${RATE} a second for ${RUN_S} s (p50/p99 from when each read was due)`,
    runs.map((r) => ({
      run: r.run,
      'reads/s': r.readsPerSecond,
      failed: r.failed,
      'p50 ms': r.p50Ms,
      'p99 ms': r.p99Ms,
      'max ms': r.maxMs,
      'origin reads': r.originReads,
      'busiest key per 15 s': r.busiestKeyPer15s,
    })),
  );
  printTable(
    'Cache status of the reads (nginx X-Cache-Status)',
    runs.slice(0, 2).map((r) => ({ run: r.run, statuses: JSON.stringify(r.cacheStatus) })),
  );
  printTable(
    `Check-ins (${CHECKINS_PER_MIN} a minute: seat map, then confirm)`,
    checkinRuns.map((c) => ({
      run: c.run,
      done: c.done,
      failed: c.failed,
      'p50 ms': c.p50Ms,
      'p99 ms': c.p99Ms,
      'why failed': c.why,
    })),
  );
  console.log(
    `\n  during the ${OUTAGE_S} s outage: ${duringOutage.filter((r) => r.ok).length} of ${duringOutage.length} check-ins completed (writes need an origin: the page keeps the form and says so)`,
  );
  console.log(`  origin RSS after the cached run: ${rssAfterCached.join(' MB, ')} MB`);

  const checks = [
    judge(BUDGETS.stormErrors, runs[0].failed, 'storm: board reads failed, origins up'),
    judge(
      BUDGETS.stormErrors,
      runs[1].failed,
      `storm: board reads failed, origins down ${OUTAGE_S} s`,
    ),
    judge(BUDGETS.stormOriginPerKey, runs[0].busiestKeyPer15s),
    judge(BUDGETS.rssMB, Math.max(...rssAfterCached), 'storm: origin RSS after the cached run'),
  ];
  printBudgets(checks);
  writeResult('storm', {
    travellers: TRAVELLERS,
    readsPerSecond: RATE,
    runSeconds: RUN_S,
    outageSeconds: OUTAGE_S,
    boardKeys: KEYS,
    checkinsPerMinute: CHECKINS_PER_MIN,
    runs,
    checkins: checkinRuns,
    checkinsDuringOutage: {
      done: duringOutage.filter((r) => r.ok).length,
      of: duringOutage.length,
    },
    originRssMB: rssAfterCached,
    budgets: checks,
  });
  await finish(checks);
}

runBenchmark(main);
