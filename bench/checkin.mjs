#!/usr/bin/env node
// The check-in calls under load (issue 7), against the built server on a throwaway SQLite
// database: (a) GET checkin/seatMap at 64 connections, (b) POST checkin/confirm by distinct
// passengers on distinct seats, (c) many passengers racing for the same few seats, then a look
// into the database that no seat was assigned twice. Every request is signed once, never replayed.
//
// Before the timed runs the passengers are made the way a real client makes them: booked with
// `npm run --silent booking:create` (the pinned command), then picture code, SMS code (read from
// the console gateway's sms_outbox table) and checkin/auth for each. The server runs with
// NODE_ENV=test so that CAPTCHA_TEST_ANSWER is allowed; the SMS limit of 30 codes an hour per
// client address is kept by spreading the passengers over loopback addresses (127.0.0.2, .3, …;
// the whole of 127.0.0.0/8 is loopback on Linux), at most 25 passengers each.
//
//   node bench/checkin.mjs
//   BENCH_DURATION=3 node bench/checkin.mjs            # a short seat-map run while developing
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { tsImport } from 'tsx/esm/api';
import {
  BUDGETS,
  wholeNumberEnv as int,
  finish,
  judge,
  memoryOf,
  printBudgets,
  printTable,
  repoRoot,
  round,
  runBenchmark,
  startServer,
  tempDir,
  writeResult,
} from './lib/common.mjs';
import {
  WARMUP_SECONDS,
  envelopeChecker,
  failuresOf,
  load,
  loadRow,
  loadSigned,
  probeSignedCall,
} from './lib/load.mjs';
import { fetchSigningKey, prepareCall, presignEach } from './lib/signing.mjs';
import {
  authenticate,
  codeOf,
  confirmCall,
  createBookings,
  freeSeats,
  inParallel,
  send,
} from './lib/checkin-client.mjs';

const { checkinPaths, CHECKIN_TOKEN_HEADER } = await tsImport(
  '@can/contracts/checkin-paths',
  import.meta.url,
);

const CONNECTIONS = int('BENCH_CONNECTIONS', 64);
const DURATION_S = int('BENCH_DURATION', 10);
/** Bookings for the confirm run: this many calls of booking:create (each on a random flight)… */
const BOOKING_BATCHES = int('BENCH_CHECKIN_BATCHES', 8);
/** …of this many passengers each. */
const BATCH_SIZE = int('BENCH_CHECKIN_BATCH_SIZE', 120);
/** The contention case: this many passengers of one flight race for RACE_SEATS seats. */
const RACERS = int('BENCH_CHECKIN_RACERS', 120);
const RACE_SEATS = int('BENCH_CHECKIN_RACE_SEATS', 4);
/** Share of the confirm passengers spent on a warm-up before the measured confirms. */
const CONFIRM_WARMUP_SHARE = 0.15;
/** Passengers per client address: under the SMS limit of 30 codes an hour per address. */
const PER_ADDRESS = 25;
/** Passengers authenticated at once during the setup. */
const SETUP_PARALLEL = 8;
const LOCALE = 'zh_CN';
/** The race runs in English, to tell "seat taken" from other refusals by the catalogue's text. */
const RACE_LOCALE = 'en_US';
const SEAT_TAKEN_TEXT = JSON.parse(
  readFileSync(join(repoRoot, 'apps', 'server', 'src', 'locales', 'en-US.json'), 'utf8'),
).checkinSeatTaken;
const CAPTCHA_ANSWER = `bench${randomUUID().slice(0, 8)}`;

/** Signs each passenger's confirm once: the requests of a run, ready to send. */
async function signedConfirms(ctx, assigned, locale) {
  const prepared = assigned.map(({ passenger, seat }) => prepareCall(confirmCall(passenger, seat)));
  const headers = await presignEach(prepared, ctx.signer, locale);
  return prepared.map((p, i) => ({
    ...assigned[i],
    prepared: p,
    request: {
      path: p.url,
      body: p.body,
      headers: { ...headers[i], [CHECKIN_TOKEN_HEADER]: assigned[i].passenger.token },
    },
  }));
}

/** Autocannon over a list of distinct requests, each sent once. */
async function loadDistinct(ctx, requests, verifyBody) {
  let next = 0;
  const nextRequest = () => requests[Math.min(next++, requests.length - 1)].request;
  const r = await load(ctx.baseUrl, requests[0].prepared, {
    connections: Math.min(CONNECTIONS, requests.length),
    amount: requests.length,
    nextRequest,
    verifyBody,
    pid: ctx.pid,
  });
  const seconds = (r.windowUs[1] - r.windowUs[0]) / 1e6;
  // A run of a second or two: requests over its wall time, not autocannon's per-second samples.
  return { ...r, requestsPerSecond: r.totalRequests / seconds, seconds, sent: next };
}

// ---------------------------------------------------------------------------------- checks

/** What the database says about seats after the runs. */
function seatAudit(db, race, ownSegmentIds) {
  const twiceInSeatTable = db
    .prepare(
      `SELECT flight_id, flight_date, seat, COUNT(*) AS n FROM checkin_seat
       GROUP BY flight_id, flight_date, seat HAVING n > 1`,
    )
    .all();
  const twiceInSegments = db
    .prepare(
      `SELECT flight_id, flight_date, seat, COUNT(*) AS n FROM checkin_segment
       WHERE status = 'checkedIn' AND seat IS NOT NULL
       GROUP BY flight_id, flight_date, seat HAVING n > 1`,
    )
    .all();
  // A held seat whose segment is not checked in on it (or the other way round).
  const mismatched = db
    .prepare(
      `SELECT s.flight_id, s.seat, g.status, g.seat AS segment_seat FROM checkin_seat s
       LEFT JOIN checkin_segment g ON g.id = s.segment_id
       WHERE g.id IS NULL OR g.status <> 'checkedIn' OR g.seat <> s.seat`,
    )
    .all();
  const raceHolders = race.seats.map((seat) => ({
    seat,
    holders: db
      .prepare(
        `SELECT COUNT(*) AS n FROM checkin_segment
         WHERE status = 'checkedIn' AND seat = ? AND id IN (${race.segmentIds.map(() => '?').join(',')})`,
      )
      .get(seat, ...race.segmentIds).n,
  }));
  // Checked in among the benchmark's own passengers (the seeded demo passengers are left out).
  const checkedIn = db
    .prepare(
      `SELECT COUNT(*) AS n FROM checkin_segment
       WHERE status = 'checkedIn' AND id IN (SELECT value FROM json_each(?))`,
    )
    .get(JSON.stringify(ownSegmentIds)).n;
  return {
    seatsAssignedTwice: twiceInSeatTable.length + twiceInSegments.length,
    twiceInSeatTable,
    twiceInSegments,
    mismatched: mismatched.length,
    mismatchedSamples: mismatched.slice(0, 3),
    raceHolders,
    checkedIn,
  };
}

// ---------------------------------------------------------------------------------- main

async function main() {
  const dir = tempDir('checkin');
  const databaseUrl = `sqlite:${join(dir, 'airport.db')}`;
  const server = await startServer({
    env: { DATABASE_URL: databaseUrl, NODE_ENV: 'test', CAPTCHA_TEST_ANSWER: CAPTCHA_ANSWER },
  });
  const ctx = {
    baseUrl: server.baseUrl,
    pid: server.pid,
    signer: await fetchSigningKey(server.baseUrl),
    captchaAnswer: CAPTCHA_ANSWER,
  };
  const loadBefore = round(loadavg()[0], 2);
  console.log(
    `checkin: ${CONNECTIONS} connections; seat map ${DURATION_S} s after a ${WARMUP_SECONDS} s warm-up; ${BOOKING_BATCHES} × ${BATCH_SIZE} passengers for confirm, ${RACERS} racing for ${RACE_SEATS} seats; machine load average ${loadBefore}`,
  );

  // Setup: bookings, then authentication.
  let started = Date.now();
  const batches = [];
  for (let b = 0; b < BOOKING_BATCHES; b++)
    batches.push(await createBookings(databaseUrl, BATCH_SIZE));
  const racersBooked = await createBookings(databaseUrl, RACERS);
  const bookingSeconds = (Date.now() - started) / 1000;
  const people = [...batches.flat(), ...racersBooked];
  console.log(
    `  booked ${people.length} passengers with booking:create in ${bookingSeconds.toFixed(1)} s`,
  );

  const db = new Database(join(dir, 'airport.db'), { readonly: true, fileMustExist: true });
  db.pragma('busy_timeout = 5000');
  ctx.outbox = db.prepare(
    'SELECT content FROM sms_outbox WHERE mobile = ? ORDER BY id DESC LIMIT 1',
  );
  started = Date.now();
  const passengers = await inParallel(people, SETUP_PARALLEL, (person, i) =>
    authenticate(ctx, person, `127.0.0.${2 + Math.floor(i / PER_ADDRESS)}`),
  );
  const authSeconds = (Date.now() - started) / 1000;
  const addresses = Math.ceil(people.length / PER_ADDRESS);
  console.log(
    `  authenticated ${passengers.length} (picture code, SMS code, auth, itinerary) in ${authSeconds.toFixed(1)} s from ${addresses} loopback addresses`,
  );
  const closed = passengers.filter((p) => !p.canCheckIn);
  if (closed.length) console.log(`  ${closed.length} passengers cannot check in (left out)`);

  // Seats: the racers' flight first (the contended seats), then distinct seats for the rest.
  const racers = passengers.slice(-RACERS).filter((p) => p.canCheckIn);
  const raceCabin = racers.filter((p) => p.cabin === 'Y').length >= racers.length / 2 ? 'Y' : 'C';
  const racing = racers.filter((p) => p.cabin === raceCabin);
  const free = new Map(); // "flight cabin" → free seats left
  const freeFor = async (p) => {
    const key = `${p.flight} ${p.cabin}`;
    if (!free.has(key)) free.set(key, await freeSeats(ctx, p));
    return free.get(key);
  };
  const raceFree = await freeFor(racing[0]);
  if (raceFree.length < RACE_SEATS)
    throw new Error(`only ${raceFree.length} free seats to race for`);
  const raceSeats = raceFree.splice(0, RACE_SEATS);
  const assigned = [];
  const seatlessBy = {}; // cabin → passengers left out because it is full
  for (const p of passengers.slice(0, -RACERS).filter((q) => q.canCheckIn)) {
    const seats = await freeFor(p);
    if (seats.length) assigned.push({ passenger: p, seat: seats.shift() });
    else seatlessBy[p.cabin] = (seatlessBy[p.cabin] ?? 0) + 1;
  }
  const seatless = Object.values(seatlessBy).reduce((a, b) => a + b, 0);
  const flights = new Set(assigned.map((a) => a.passenger.flight));
  console.log(
    `  confirm: ${assigned.length} passengers on ${flights.size} flights (${[...flights].join(', ')}), one free seat each${
      seatless
        ? `; ${seatless} left out, their cabin is full (${Object.entries(seatlessBy)
            .map(([c, n]) => `${n} in ${c}`)
            .join(', ')})`
        : ''
    }`,
  );
  if (assigned.length < 20) throw new Error('too few passengers with a seat to measure confirm');

  // (b) confirm: a warm-up with some passengers, then the measured run with the rest.
  const warmCount = Math.max(10, Math.round(assigned.length * CONFIRM_WARMUP_SHARE));
  const warmConfirms = await signedConfirms(ctx, assigned.slice(0, warmCount), LOCALE);
  const warmCheck = envelopeChecker();
  const confirmWarm = await loadDistinct(ctx, warmConfirms, warmCheck);
  started = Date.now();
  const confirms = await signedConfirms(ctx, assigned.slice(warmCount), LOCALE);
  const confirmSigning = (Date.now() - started) / 1000;
  console.log(
    `\n--- confirm: warm-up of ${warmCount} (${failuresOf(confirmWarm)} failed); ${confirms.length} signed in ${confirmSigning.toFixed(1)} s; measuring`,
  );
  const confirmCheck = envelopeChecker();
  const confirm = await loadDistinct(ctx, confirms, confirmCheck);
  confirm.failed = failuresOf(confirm);
  confirm.loadAverage = round(loadavg()[0], 2);
  if (confirm.sent > confirms.length)
    console.log(
      `  warning: autocannon asked for ${confirm.sent} requests, ${confirms.length} exist`,
    );
  printTable(`POST checkin/confirm, ${confirms.length} distinct passengers and seats`, [
    loadRow('server', confirm),
  ]);
  if (confirmCheck.samples.length)
    console.log(`sample failed answers:\n  ${confirmCheck.samples.join('\n  ')}`);

  // (a) the seat map (after the confirms: a flight with many seats taken).
  const viewer = assigned.at(-1).passenger;
  const mapCall = prepareCall({
    method: 'GET',
    path: checkinPaths.seatMap,
    query: { segmentId: viewer.segmentId },
  });
  const tokenHeader = { [CHECKIN_TOKEN_HEADER]: viewer.token };
  const mapCheck = envelopeChecker();
  console.log(`\n--- seat map: GET ${mapCall.url} (${viewer.aircraft}, ${viewer.flight})`);
  const probe = await probeSignedCall(
    ctx.baseUrl,
    mapCall,
    ctx.signer,
    LOCALE,
    mapCheck,
    tokenHeader,
  );
  console.log(
    `  answer: ${Buffer.byteLength(probe.payload)} bytes; replayed nonce: ${probe.replayRefused ? 'refused (403)' : `NOT refused: ${probe.replay.slice(0, 200)}`}`,
  );
  const mapRun = await loadSigned(ctx.baseUrl, mapCall, ctx.signer, {
    seconds: DURATION_S,
    connections: CONNECTIONS,
    locale: LOCALE,
    verifyBody: mapCheck,
    pid: server.pid,
    headers: tokenHeader,
  });
  const seatMap = { ...mapRun.result, failed: failuresOf(mapRun.result) };
  seatMap.loadAverage = round(loadavg()[0], 2);
  printTable(`GET checkin/seatMap, ${CONNECTIONS} connections, ${DURATION_S} s`, [
    loadRow('server', seatMap),
  ]);
  if (mapCheck.samples.length)
    console.log(`sample failed answers:\n  ${mapCheck.samples.join('\n  ')}`);

  // (c) contention: every racer at once, for RACE_SEATS seats.
  const raceRequests = await signedConfirms(
    ctx,
    racing.map((passenger, i) => ({ passenger, seat: raceSeats[i % RACE_SEATS] })),
    RACE_LOCALE,
  );
  console.log(
    `\n--- contention: ${raceRequests.length} passengers of ${racing[0].flight} confirm at once for seats ${raceSeats.join(', ')}`,
  );
  const raceStarted = process.hrtime.bigint();
  const answers = await Promise.all(
    raceRequests.map((r) =>
      send(ctx.baseUrl, { method: 'POST', url: r.request.path, ...r.request }).catch((error) => ({
        status: 0,
        envelope: null,
        text: String(error),
        ms: NaN,
      })),
    ),
  );
  const raceMs = Number(process.hrtime.bigint() - raceStarted) / 1e6;
  const outcome = answers.map((a) =>
    a.status === 200 && codeOf(a) === '200'
      ? 'success'
      : codeOf(a) === '601' && a.envelope?.msg === SEAT_TAKEN_TEXT
        ? 'seatTaken'
        : 'other',
  );
  const count = (what) => outcome.filter((o) => o === what).length;
  const others = answers.filter((_, i) => outcome[i] === 'other').map((a) => a.text.slice(0, 200));
  const winners = raceSeats.map((seat) => ({
    seat,
    winners: raceRequests.filter((r, i) => r.seat === seat && outcome[i] === 'success').length,
  }));
  const latencies = answers.map((a) => a.ms).sort((x, y) => x - y);
  const pct = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))];

  const audit = seatAudit(
    db,
    { seats: raceSeats, segmentIds: racing.map((p) => p.segmentId) },
    passengers.map((p) => p.segmentId),
  );
  const confirmedInDb = audit.checkedIn;
  const race = {
    flight: racing[0].flight,
    passengers: raceRequests.length,
    seats: raceSeats,
    successes: count('success'),
    seatTaken: count('seatTaken'),
    other: count('other'),
    otherSamples: others.slice(0, 3),
    winnersPerSeat: winners,
    holdersInDatabase: audit.raceHolders,
    wallMs: round(raceMs),
    p50_ms: round(pct(0.5), 2),
    p99_ms: round(pct(0.99), 2),
    max_ms: round(latencies.at(-1), 1),
  };
  printTable(`Contention: ${race.passengers} passengers, ${RACE_SEATS} seats, all at once`, [
    {
      successes: race.successes,
      'seat taken': race.seatTaken,
      'other answers': race.other,
      'winners per seat': winners.map((w) => `${w.seat}:${w.winners}`).join(' '),
      'held in database': audit.raceHolders.map((h) => `${h.seat}:${h.holders}`).join(' '),
      'wall ms': race.wallMs,
      'p50 ms': race.p50_ms,
      'p99 ms': race.p99_ms,
    },
  ]);
  if (others.length) console.log(`other answers:\n  ${others.slice(0, 3).join('\n  ')}`);
  printTable('Database after the runs', [
    {
      'checked in (benchmark passengers)': confirmedInDb,
      'expected (warm-up + confirm + race successes)':
        warmConfirms.length -
        failuresOf(confirmWarm) +
        confirms.length -
        confirm.failed +
        race.successes,
      'seats assigned twice': audit.seatsAssignedTwice,
      'seat rows not matching their segment': audit.mismatched,
    },
  ]);
  db.close();
  const memory = memoryOf(server.pid);

  printTable(
    `Check-in calls (server = dist/main.js, signature check on, SQLite, ${CONNECTIONS} connections)`,
    [
      {
        case: 'seat map',
        requests: seatMap.totalRequests,
        'req/s': Math.round(seatMap.requestsPerSecond),
        'p50 ms': round(seatMap.p50, 1),
        'p99 ms': round(seatMap.p99, 1),
        errors: seatMap.failed,
        'CPU µs/req': round(seatMap.cpuMicrosPerRequest, 0),
        'load avg': seatMap.loadAverage,
      },
      {
        case: 'confirm',
        requests: confirm.totalRequests,
        'req/s': Math.round(confirm.requestsPerSecond),
        'p50 ms': round(confirm.p50, 1),
        'p99 ms': round(confirm.p99, 1),
        errors: confirm.failed,
        'CPU µs/req': round(confirm.cpuMicrosPerRequest, 0),
        'load avg': confirm.loadAverage,
      },
    ],
  );

  // Budgets: no check-in budget in ARCHITECTURE.md; the p99s are shown next to the flight-search
  // one, not judged. Failed answers and double assignments are.
  const info = (check) => ({ ...check, status: 'info' });
  const raceRight =
    race.other === 0 &&
    race.successes === RACE_SEATS &&
    race.seatTaken === race.passengers - RACE_SEATS &&
    audit.raceHolders.every((h) => h.holders === 1);
  const checks = [
    info(
      judge(
        BUDGETS.p99,
        seatMap.failed ? NaN : seatMap.p99,
        'seat map p99 (flight search budget, not judged)',
      ),
    ),
    info(
      judge(
        BUDGETS.p99,
        confirm.failed ? NaN : confirm.p99,
        'confirm p99 (flight search budget, not judged)',
      ),
    ),
    judge(BUDGETS.errors, seatMap.failed, 'failed answers (seat map)'),
    judge(
      BUDGETS.errors,
      confirm.failed + failuresOf(confirmWarm),
      'failed answers (confirm, warm-up included)',
    ),
    judge(BUDGETS.errors, race.other, 'contention: answers neither success nor "seat taken"'),
    judge(
      BUDGETS.errors,
      audit.seatsAssignedTwice + audit.mismatched + (raceRight ? 0 : 1),
      'seats assigned twice or race outcome wrong',
    ),
  ];
  printBudgets(checks);

  writeResult('checkin', {
    rps: round(confirm.requestsPerSecond),
    p50_ms: confirm.p50,
    p99_ms: confirm.p99,
    errors: confirm.failed,
    seat_map: {
      rps: round(seatMap.requestsPerSecond),
      p50_ms: seatMap.p50,
      p99_ms: seatMap.p99,
      errors: seatMap.failed,
    },
    contention: race,
    connections: CONNECTIONS,
    durationSeconds: DURATION_S,
    warmupSeconds: WARMUP_SECONDS,
    loadAverageBefore: loadBefore,
    rss_mb: round(memory.rssMB),
    peak_rss_mb: round(memory.peakRssMB),
    setup: {
      passengers: passengers.length,
      bookingSeconds: round(bookingSeconds),
      authSeconds: round(authSeconds),
      clientAddresses: addresses,
      cannotCheckIn: closed.length,
      seatless,
      seatlessByCabin: seatlessBy,
    },
    cases: {
      confirm: {
        passengers: confirms.length,
        flights: [...flights],
        warmup: { requests: confirmWarm.totalRequests, failed: failuresOf(confirmWarm) },
        signingSeconds: round(confirmSigning),
        server: confirm,
        badEnvelopeSamples: confirmCheck.samples,
      },
      seatMap: {
        request: { method: mapCall.method, path: mapCall.url },
        answerBytes: Buffer.byteLength(probe.payload),
        replayRefused: probe.replayRefused,
        signing: mapRun.signing,
        server: seatMap,
        badEnvelopeSamples: mapCheck.samples,
      },
    },
    database: { checkedIn: confirmedInDb, ...audit },
    budgets: checks,
  });
  await finish(checks);
}

runBenchmark(main);
