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
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';
import {
  BUDGETS,
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
  stopChild,
  tempDir,
  writeResult,
} from './lib/common.mjs';
import { fetchSigningKey, prepareCall, presign, signNow } from './lib/signing.mjs';

/**
 * The calls this benchmark can load. The default is the one the budgets are about once it exists
 * (issue 4: flight search); until then the signed weather call stands in. Pick with BENCH_TARGET.
 */
const TARGETS = {
  weather: {
    label: "GET today's weather (signed)",
    method: 'GET',
    path: '/byairport-cms/weather/queryTodayWeather',
    query: { code: 'CAN' },
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
};
const DEFAULT_TARGET = 'weather';

const targetName = process.env.BENCH_TARGET ?? DEFAULT_TARGET;
const target = TARGETS[targetName];
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 64);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const WARMUP_S = 3;
const WARMUP_POOL = 12_000;
/** Signing runs at about 3,000 per second on this 2-core machine; beyond this, sign on the fly. */
const MAX_POOL = 600_000;
const LOCALE = 'zh_CN';

// ---------------------------------------------------------------------------------- envelope

const OK_ENVELOPE = /^\{"code":"?200"?[,}]/;
const badSamples = [];
/** An answer is good when its envelope code is 200 (a missing code means 200). */
function envelopeOk(body) {
  if (OK_ENVELOPE.test(body)) return true;
  let ok;
  try {
    const parsed = JSON.parse(body);
    ok =
      parsed !== null &&
      typeof parsed === 'object' &&
      (parsed.code === undefined || String(parsed.code) === '200');
  } catch {
    ok = false;
  }
  if (!ok && badSamples.length < 3) badSamples.push(body.slice(0, 300));
  return ok;
}

// ---------------------------------------------------------------------------------- nginx

function findNginx() {
  return ['/usr/sbin/nginx', '/usr/bin/nginx', '/usr/local/sbin/nginx'].find((p) => existsSync(p));
}

/** nginx in the foreground as our child, one worker (like the one Node process), serving `payload`. */
async function startNginx(nginxBin, prepared, payload, contentType) {
  const dir = tempDir('nginx');
  chmodSync(dir, 0o755); // nginx's workers run as an unprivileged user when we are root
  const payloadFile = join(dir, 'payload.json');
  writeFileSync(payloadFile, payload, { mode: 0o644 });
  const port = await freePort();
  const [mime, ...params] = contentType.split(';').map((s) => s.trim());
  const charset = params.find((p) => p.startsWith('charset='))?.slice('charset='.length);
  const conf = `
worker_processes 1;
daemon off;
master_process on;
pid ${join(dir, 'nginx.pid')};
error_log ${join(dir, 'error.log')} warn;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${join(dir, 'client_body')};
  proxy_temp_path ${join(dir, 'proxy')};
  fastcgi_temp_path ${join(dir, 'fastcgi')};
  uwsgi_temp_path ${join(dir, 'uwsgi')};
  scgi_temp_path ${join(dir, 'scgi')};
  types { }
  default_type ${mime || 'application/json'};
  ${charset ? `charset ${charset}; charset_types ${mime};` : ''}
  keepalive_requests 100000000;
  keepalive_timeout 75s;
  open_file_cache max=16 inactive=60s;
  server_tokens off;
  server {
    listen 127.0.0.1:${port};
    location = ${prepared.path} {
      alias ${payloadFile};
      # static files refuse POST with 405; answer it like the GET (flight search is a POST)
      error_page 405 =200 $uri;
    }
  }
}
`;
  const confFile = join(dir, 'nginx.conf');
  writeFileSync(confFile, conf);
  const test = spawnSync(
    nginxBin,
    ['-t', '-p', dir, '-c', confFile, '-e', join(dir, 'error.log')],
    { encoding: 'utf8' },
  );
  if (test.status !== 0) throw new Error(`nginx -t failed:\n${test.stderr}`);
  const child = spawn(nginxBin, ['-p', dir, '-c', confFile, '-e', join(dir, 'error.log')], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (d) => (stderr += d.toString()));
  onCleanup(() => stopChild(child, 5000));
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited (${child.exitCode}): ${stderr}`);
    try {
      const response = await fetch(`${baseUrl}${prepared.url}`, {
        method: prepared.method,
        body: prepared.body,
        headers: prepared.body ? { 'Content-Type': 'application/json' } : {},
      });
      const text = await response.text();
      if (response.status !== 200 || text !== payload)
        throw new Error(`nginx answered ${response.status}: ${text.slice(0, 200)}`);
      break;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await sleep(100);
    }
  }
  return { baseUrl, child };
}

// ---------------------------------------------------------------------------------- load

/**
 * Runs autocannon against baseUrl. `nextHeaders()` gives each request its headers (a fresh
 * signature for the server; the same kind of headers for nginx, which ignores them).
 */
async function load(baseUrl, prepared, seconds, nextHeaders) {
  const result = await autocannon({
    url: baseUrl,
    connections: CONNECTIONS,
    pipelining: 1,
    duration: seconds,
    timeout: 10,
    requests: [
      {
        method: prepared.method,
        path: prepared.url,
        ...(prepared.body !== undefined ? { body: prepared.body } : {}),
        setupRequest: (request) => ({
          ...request,
          headers: { ...request.headers, ...nextHeaders() },
        }),
      },
    ],
    verifyBody: envelopeOk,
  });
  return {
    requestsPerSecond: result.requests.average,
    bestSecond: result.requests.max,
    totalRequests: result.requests.total,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    badEnvelopes: result.mismatches,
    throughputMBps: result.throughput.average / 2 ** 20,
    seconds: result.duration,
  };
}

/** A source of signed headers: the pool first, then signing on the fly (counted). */
function headerSource(pool, prepared, signer) {
  let next = 0;
  const source = () =>
    next < pool.length ? pool[next++] : (source.onTheFly++, signNow(prepared, signer, LOCALE));
  source.onTheFly = 0;
  source.used = () => next;
  return source;
}

async function main() {
  if (!target)
    throw new Error(
      `unknown BENCH_TARGET "${targetName}"; one of: ${Object.keys(TARGETS).join(', ')}`,
    );
  const prepared = prepareCall(target);
  console.log(`api-throughput: ${target.label}: ${prepared.method} ${prepared.url}`);
  console.log(`${CONNECTIONS} connections, ${DURATION_S} s per side after a ${WARMUP_S} s warm-up`);

  const server = await startServer();
  const signer = await fetchSigningKey(server.baseUrl);

  // One signed call by hand: it must succeed, and its replay must be refused.
  const headers = signNow(prepared, signer, LOCALE);
  const call = () =>
    fetch(`${server.baseUrl}${prepared.url}`, {
      method: prepared.method,
      body: prepared.body,
      headers,
    });
  const first = await call();
  const payload = await first.text();
  const contentType = first.headers.get('content-type') ?? 'application/json';
  if (first.status !== 200 || !envelopeOk(payload)) {
    throw new Error(`the target call failed: HTTP ${first.status} ${payload.slice(0, 300)}`);
  }
  const replay = await (await call()).text();
  const replayRefused = /"code":"?403"?/.test(replay);
  console.log(
    `answer: ${payload.length} bytes of ${contentType}; a replayed nonce is ${replayRefused ? 'refused (403)' : `NOT refused: ${replay.slice(0, 200)}`}`,
  );

  // Warm-up, which also tells how big the signed pool must be.
  let started = Date.now();
  const warmPool = await presign(prepared, signer, WARMUP_POOL, LOCALE);
  console.log(
    `signed ${warmPool.length} requests in ${((Date.now() - started) / 1000).toFixed(1)} s; warming up`,
  );
  const warmSource = headerSource(warmPool, prepared, signer);
  const warm = await load(server.baseUrl, prepared, WARMUP_S, warmSource);
  // The warm-up runs while the JIT settles: leave room above its best second.
  const expectedRate =
    Math.max(warm.requestsPerSecond * 2, warm.bestSecond * 1.5) *
    (warmSource.onTheFly > 0 ? 1.5 : 1);
  const poolSize = Math.min(MAX_POOL, Math.ceil(expectedRate * (DURATION_S + 1)) + 2 * CONNECTIONS);
  started = Date.now();
  const pool = await presign(prepared, signer, poolSize, LOCALE);
  const signSeconds = (Date.now() - started) / 1000;
  console.log(
    `warm-up: ${Math.round(warm.requestsPerSecond)} req/s; signed a pool of ${pool.length} in ${signSeconds.toFixed(1)} s`,
  );

  const source = headerSource(pool, prepared, signer);
  const serverResult = await load(server.baseUrl, prepared, DURATION_S, source);
  const memory = memoryOf(server.pid);
  if (source.onTheFly > 0) {
    console.warn(
      `warning: the pool ran out; ${source.onTheFly} requests were signed during the run, so the client may have limited the server's figure`,
    );
  }

  // nginx, same JSON, same request shape.
  let nginxResult;
  const nginxBin = findNginx();
  if (!nginxBin) {
    console.warn('nginx is not installed (apt-get install nginx): skipping the nginx comparison');
  } else {
    const nginx = await startNginx(nginxBin, prepared, payload, contentType);
    const fixed = pool.slice(0, 1000);
    let i = 0;
    const nginxHeaders = () => fixed[i++ % fixed.length];
    await load(nginx.baseUrl, prepared, WARMUP_S, nginxHeaders);
    nginxResult = await load(nginx.baseUrl, prepared, DURATION_S, nginxHeaders);
    await stopChild(nginx.child, 5000);
  }

  const row = (side, r) => ({
    side,
    'req/s': Math.round(r.requestsPerSecond),
    'p50 ms': round(r.p50, 2),
    'p99 ms': round(r.p99, 2),
    'max ms': round(r.max, 1),
    requests: r.totalRequests,
    errors: r.errors + r.timeouts,
    'non-2xx': r.non2xx,
    'bad envelope': r.badEnvelopes,
  });
  printTable(`${target.label}, ${CONNECTIONS} connections, ${DURATION_S} s`, [
    row('server', serverResult),
    ...(nginxResult ? [row('nginx (same JSON from a file)', nginxResult)] : []),
  ]);
  if (badSamples.length)
    console.log(`\nsample answers with a non-200 envelope code:\n  ${badSamples.join('\n  ')}`);

  const share = nginxResult
    ? (serverResult.requestsPerSecond / nginxResult.requestsPerSecond) * 100
    : NaN;
  printTable('Server', [
    {
      'share of nginx': nginxResult ? `${round(share)} %` : 'n/a (no nginx)',
      'RSS after load': `${round(memory.rssMB)} MB`,
      'peak RSS': `${round(memory.peakRssMB)} MB`,
      'signed on the fly': source.onTheFly,
      'replay refused': replayRefused ? 'yes' : 'NO',
    },
  ]);

  // Requests the server refused (rate limit, bad signature…) make its figure meaningless.
  const failed =
    serverResult.badEnvelopes + serverResult.errors + serverResult.timeouts + serverResult.non2xx;
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
    warmupSeconds: WARMUP_S,
    signing: {
      poolSize: pool.length,
      poolSigningSeconds: round(signSeconds),
      signedOnTheFly: source.onTheFly,
    },
    replayRefused,
    server: {
      ...serverResult,
      rssMB: round(memory.rssMB),
      peakRssMB: round(memory.peakRssMB),
      failed,
    },
    nginx: nginxResult ?? null,
    shareOfNginxPercent: nginxResult ? round(share) : null,
    badEnvelopeSamples: badSamples,
    budgets: checks,
  });
  await finish(checks);
}

runBenchmark(main);
