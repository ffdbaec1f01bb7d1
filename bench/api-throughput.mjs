#!/usr/bin/env node
// API throughput: autocannon against the built server and, in the same run, against nginx
// serving the very same JSON from a file. Reports requests/s, p50/p99 latency, the server's share
// of nginx's throughput and the server's resident memory after the load.
//
//   node bench/api-throughput.mjs
//   BENCH_TARGET=flight-search BENCH_DURATION=60 node bench/api-throughput.mjs
//
// Every request to the server carries its own Timestamp, Nonce and Signature: a pool is signed
// ahead of time on every core (RSA signing costs about 0.4 ms, more than the server spends on a
// request), and each entry is spent once.
import {
  BUDGETS,
  finish,
  judge,
  memoryOf,
  printBudgets,
  printTable,
  round,
  runBenchmark,
  startServer,
  writeResult,
} from './lib/common.mjs';
import {
  WARMUP_SECONDS,
  envelopeChecker,
  failuresOf,
  findNginx,
  loadRow,
  loadSigned,
  loadUnsigned,
  probeSignedCall,
  startNginx,
} from './lib/load.mjs';
import { fetchSigningKey, prepareCall } from './lib/signing.mjs';

/**
 * The calls this benchmark can load; pick with BENCH_TARGET. The default is the signed board page
 * that the budgets of issue 20 are about; `flight-board` is the same page as a public read.
 */
const TARGETS = {
  weather: {
    label: "GET today's weather (public read, unsigned)",
    method: 'GET',
    path: '/byairport-cms/weather/queryTodayWeather',
    query: { code: 'CAN' },
    unsigned: true,
  },
  'flight-search': {
    label: 'POST flight search (signed)',
    method: 'POST',
    path: '/byairport-flight/flight/searchFlight',
    body: {
      type: '1',
      terminal: '',
      day: 0,
      depOrArr: '1',
      pageNum: 1,
      pageSize: 20,
      keyword: 'CZ',
    },
  },
  'flight-list': {
    label: 'POST flight list, a page of 20 (signed)',
    method: 'POST',
    path: '/byairport-flight/flight/list',
    body: { type: '1', terminal: '', day: 0, depOrArr: '1', pageNum: 1, pageSize: 20 },
  },
  // Issue 20: the same page as a public read (unsigned GET a cache may keep), at the origin.
  'flight-board': {
    label: 'GET flight board, a page of 20 (public read, unsigned)',
    method: 'GET',
    path: '/byairport-flight/flight/board',
    query: { type: '1', terminal: '', day: 0, depOrArr: '1', pageNum: 1, pageSize: 20 },
    unsigned: true,
  },
};
const DEFAULT_TARGET = 'flight-list';

const targetName = process.env.BENCH_TARGET ?? DEFAULT_TARGET;
const target = TARGETS[targetName];
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 64);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const LOCALE = 'zh_CN';

/** One signed call by hand (it must succeed, its replay be refused), then the signed load. */
async function measureSigned(baseUrl, prepared, envelopeOk) {
  const signer = await fetchSigningKey(baseUrl);
  const probe = await probeSignedCall(baseUrl, prepared, signer, LOCALE, envelopeOk);
  console.log(
    `answer: ${probe.payload.length} bytes of ${probe.contentType}; a replayed nonce is ${probe.replayRefused ? 'refused (403)' : `NOT refused: ${probe.replay.slice(0, 200)}`}`,
  );
  // Warm-up (which sizes the signed pool), then the measured run.
  const loaded = await loadSigned(baseUrl, prepared, signer, {
    seconds: DURATION_S,
    connections: CONNECTIONS,
    locale: LOCALE,
    verifyBody: envelopeOk,
  });
  return { ...probe, ...loaded };
}

/** A public read: the same request every time, as a cache in front would forward it. */
async function measureUnsigned(baseUrl, prepared, envelopeOk) {
  const headers = { locale: LOCALE };
  const response = await fetch(`${baseUrl}${prepared.url}`, { headers });
  const payload = await response.text();
  if (!envelopeOk(payload)) throw new Error(`the public read failed: ${payload.slice(0, 200)}`);
  const contentType = response.headers.get('content-type') ?? 'application/json';
  console.log(
    `answer: ${payload.length} bytes of ${contentType}, ETag ${response.headers.get('etag')}`,
  );
  const result = await loadUnsigned(baseUrl, prepared, [headers], {
    seconds: DURATION_S,
    connections: CONNECTIONS,
    verifyBody: envelopeOk,
  });
  return {
    payload,
    contentType,
    replayRefused: null,
    result,
    pool: [headers],
    signing: null,
  };
}

async function main() {
  if (!target)
    throw new Error(
      `unknown BENCH_TARGET "${targetName}"; one of: ${Object.keys(TARGETS).join(', ')}`,
    );
  const prepared = prepareCall(target);
  const envelopeOk = envelopeChecker();
  console.log(`api-throughput: ${target.label}: ${prepared.method} ${prepared.url}`);
  console.log(
    `${CONNECTIONS} connections, ${DURATION_S} s per side after a ${WARMUP_SECONDS} s warm-up`,
  );

  const server = await startServer();
  const measured = target.unsigned
    ? await measureUnsigned(server.baseUrl, prepared, envelopeOk)
    : await measureSigned(server.baseUrl, prepared, envelopeOk);
  const { payload, contentType, replayRefused } = measured;
  const serverResult = measured.result;
  const memory = memoryOf(server.pid);

  // nginx, same JSON, same request shape.
  let nginxResult;
  const nginxBin = findNginx();
  if (!nginxBin) {
    console.warn('nginx is not installed (apt-get install nginx): skipping the nginx comparison');
  } else {
    const nginx = await startNginx(nginxBin, prepared, payload, contentType);
    nginxResult = await loadUnsigned(nginx.baseUrl, prepared, measured.pool.slice(0, 1000), {
      seconds: DURATION_S,
      connections: CONNECTIONS,
      verifyBody: envelopeOk,
    });
    await nginx.stop();
  }

  printTable(`${target.label}, ${CONNECTIONS} connections, ${DURATION_S} s`, [
    loadRow('server', serverResult),
    ...(nginxResult ? [loadRow('nginx (same JSON from a file)', nginxResult)] : []),
  ]);
  if (envelopeOk.samples.length)
    console.log(
      `\nsample answers with a non-200 envelope code:\n  ${envelopeOk.samples.join('\n  ')}`,
    );

  const share = nginxResult
    ? (serverResult.requestsPerSecond / nginxResult.requestsPerSecond) * 100
    : NaN;
  printTable('Server', [
    {
      'share of nginx': nginxResult ? `${round(share)} %` : 'n/a (no nginx)',
      'RSS after load': `${round(memory.rssMB)} MB`,
      'peak RSS': `${round(memory.peakRssMB)} MB`,
      'signed on the fly': measured.signing?.signedOnTheFly ?? 'n/a',
      'replay refused': replayRefused === null ? 'n/a (unsigned)' : replayRefused ? 'yes' : 'NO',
    },
  ]);

  // Requests the server refused (rate limit, bad signature…) make its figure meaningless.
  const failed = failuresOf(serverResult);
  const valid = failed === 0;
  const checks = [
    ...(nginxResult
      ? [
          judge(
            BUDGETS.shareOfNginx,
            valid ? share : NaN,
            `${BUDGETS.shareOfNginx.what} (${targetName})`,
          ),
        ]
      : []),
    judge(BUDGETS.p99, valid ? serverResult.p99 : NaN, `${BUDGETS.p99.what} (${targetName})`),
    judge(BUDGETS.rssMB, memory.rssMB, `${BUDGETS.rssMB.what} (${DURATION_S} s)`),
  ];
  printBudgets(checks);
  if (!valid)
    console.warn(
      `\n${failed} of the server's answers failed (see "bad envelope" and errors): its figures do not count`,
    );

  writeResult('api-throughput', {
    target: { name: targetName, ...target, url: prepared.url },
    connections: CONNECTIONS,
    durationSeconds: DURATION_S,
    warmupSeconds: WARMUP_SECONDS,
    signing: measured.signing,
    replayRefused,
    server: {
      ...serverResult,
      rssMB: round(memory.rssMB),
      peakRssMB: round(memory.peakRssMB),
      failed,
    },
    nginx: nginxResult ?? null,
    shareOfNginxPercent: nginxResult ? round(share) : null,
    badEnvelopeSamples: envelopeOk.samples,
    budgets: checks,
  });
  await finish(checks);
}

runBenchmark(main);
