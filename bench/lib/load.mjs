// Load with autocannon, shared by the API benchmarks: the envelope check of every answer, signed
// header pools spent once each, a warm-up that sizes the pool, nginx serving the same JSON from a
// file, and the rows of the result tables.
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';
import {
  childPidsOf,
  cpuSecondsOf,
  freePort,
  onCleanup,
  round,
  sleep,
  stopChild,
  tempDir,
  waitUntilIdle,
} from './common.mjs';
import { presign, signNow } from './signing.mjs';

export const WARMUP_SECONDS = 3;
/** Signed requests ready for a warm-up; what it leaves unspent goes to the measured run. */
export const WARMUP_POOL = 12_000;
/** Signing runs at about 3,000 per second on this 2-core machine; beyond this, sign on the fly. */
export const MAX_POOL = 600_000;

// ---------------------------------------------------------------------------------- envelope

const OK_ENVELOPE = /^\{"code":"?200"?[,}]/;

/**
 * An answer checker for autocannon's verifyBody: good when the envelope code is 200 (a missing
 * code means 200). It keeps the first few bad answers in `check.samples`.
 */
export function envelopeChecker(maxSamples = 3) {
  const check = (body) => {
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
    if (!ok && check.samples.length < maxSamples) check.samples.push(body.slice(0, 300));
    return ok;
  };
  check.samples = [];
  return check;
}

// ---------------------------------------------------------------------------------- nginx

export { findNginx } from '../../deploy/nginx/local.mjs';

/**
 * nginx in the foreground as our child, one worker (like the one Node process), answering
 * `prepared` (GET or POST) with `payload` from a file, with the server's content type. With
 * `contentEncoding`, the file holds the body so encoded (`decoded`: what it decodes to).
 */
export async function startNginx(
  nginxBin,
  prepared,
  payload,
  contentType,
  { contentEncoding, decoded = payload } = {},
) {
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
  # as Debian's stock nginx.conf
  sendfile on;
  tcp_nopush on;
  server_tokens off;
  server {
    listen 127.0.0.1:${port};
    location = ${prepared.path} {
      alias ${payloadFile};${
        contentEncoding
          ? `
      add_header Content-Encoding ${contentEncoding};`
          : ''
      }
      # static files refuse POST with 405; answer it like the GET (the flight calls are POSTs)
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
      if (response.status !== 200 || text !== decoded)
        throw new Error(`nginx answered ${response.status}: ${text.slice(0, 200)}`);
      break;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await sleep(100);
    }
  }
  const workerPid = childPidsOf(child.pid)[0];
  return { baseUrl, child, workerPid, stop: () => stopChild(child, 5000) };
}

// ---------------------------------------------------------------------------------- load

/**
 * Runs autocannon against baseUrl for `seconds`. `nextHeaders()` gives each request its headers
 * (a fresh signature for the server; the same kind of headers for nginx, which ignores them).
 * With `pid` (the process that answers), first waits until it is idle (done with requests an
 * earlier run gave up on), and measures the CPU time it spends during the run.
 * `headers`: the same extra headers on every request (e.g. a session token). `nextRequest()`
 * instead of nextHeaders: each request's own `{ path, body, headers }` (calls that differ per
 * request); `amount`: send that many requests in all instead of running for `seconds`.
 */
export async function load(
  baseUrl,
  prepared,
  { seconds, connections, nextHeaders, verifyBody, pid, headers = {}, nextRequest, amount },
) {
  const waitedMs = pid ? await waitUntilIdle(pid) : 0;
  const cpuBefore = pid ? cpuSecondsOf(pid) : NaN;
  const clientBefore = process.cpuUsage();
  const startUs = Number(process.hrtime.bigint() / 1000n);
  const result = await autocannon({
    url: baseUrl,
    connections,
    pipelining: 1,
    ...(amount ? { amount } : { duration: seconds }),
    timeout: 10,
    requests: [
      {
        method: prepared.method,
        path: prepared.url,
        ...(prepared.body !== undefined ? { body: prepared.body } : {}),
        setupRequest: nextRequest
          ? (request) => {
              const own = nextRequest();
              return { ...request, ...own, headers: { ...request.headers, ...own.headers } };
            }
          : (request) => ({
              ...request,
              headers: { ...request.headers, ...nextHeaders(), ...headers },
            }),
      },
    ],
    verifyBody,
  });
  const endUs = Number(process.hrtime.bigint() / 1000n);
  const client = process.cpuUsage(clientBefore);
  const cpuSeconds = pid ? cpuSecondsOf(pid) - cpuBefore : NaN;
  const out = {
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
    /** CPU the load generator (this process, all its threads) used, in % of one core. */
    clientCpuPercent: ((client.user + client.system) / 1e6 / result.duration) * 100,
    /** The run on the monotonic clock, in µs: the same clock as a V8 CPU profile's timestamps. */
    windowUs: [startUs, endUs],
  };
  if (pid) {
    out.waitedForIdleMs = waitedMs;
    out.cpuSeconds = cpuSeconds;
    /** CPU time of the answering process per answered request, in µs. */
    out.cpuMicrosPerRequest = result.requests.total
      ? (cpuSeconds / result.requests.total) * 1e6
      : NaN;
  }
  return out;
}

/** Answers that failed: transport errors, timeouts, HTTP statuses other than 2xx, envelope code not 200. */
export const failuresOf = (r) => r.errors + r.timeouts + r.non2xx + r.badEnvelopes;

/** A source of signed headers: the pool first, then signing on the fly (counted). */
export function headerSource(pool, prepared, signer, locale) {
  let next = 0;
  const source = () =>
    next < pool.length ? pool[next++] : (source.onTheFly++, signNow(prepared, signer, locale));
  source.onTheFly = 0;
  source.used = () => next;
  source.unspent = () => pool.slice(next);
  return source;
}

/** Cycles through a fixed set of headers (for nginx or an unchecked server, which ignore them). */
export function cycle(headers) {
  let i = 0;
  return () => headers[i++ % headers.length];
}

/**
 * Sends one signed call by hand: it must succeed (HTTP 200 and envelope 200), and replaying its
 * nonce must be refused. Returns the answer (to serve from nginx) and whether the replay was refused.
 */
export async function probeSignedCall(
  baseUrl,
  prepared,
  signer,
  locale,
  envelopeOk,
  extraHeaders = {},
) {
  const headers = { ...signNow(prepared, signer, locale), ...extraHeaders };
  const call = () =>
    fetch(`${baseUrl}${prepared.url}`, { method: prepared.method, body: prepared.body, headers });
  const first = await call();
  const payload = await first.text();
  const contentType = first.headers.get('content-type') ?? 'application/json';
  if (first.status !== 200 || !envelopeOk(payload)) {
    throw new Error(
      `${prepared.method} ${prepared.url} failed: HTTP ${first.status} ${payload.slice(0, 300)}`,
    );
  }
  const replay = await (await call()).text();
  return { payload, contentType, replayRefused: /"code":"?403"?/.test(replay), replay };
}

/**
 * Loads the server with uniquely signed requests: signs a warm-up pool on every core, warms up,
 * signs a pool sized from the warm-up's rate (plus what the warm-up left unspent), then measures
 * for `seconds`, spending each signed request once. Returns the measured result, the signing
 * figures, and the pool (spent; its headers may be reused for a side that ignores them).
 */
export async function loadSigned(
  baseUrl,
  prepared,
  signer,
  {
    seconds,
    connections,
    locale,
    verifyBody,
    pid,
    warmupSeconds = WARMUP_SECONDS,
    log = console.log,
    headers = {},
  },
) {
  let started = Date.now();
  const warmPool = await presign(prepared, signer, WARMUP_POOL, locale);
  log(
    `  signed ${warmPool.length} requests in ${((Date.now() - started) / 1000).toFixed(1)} s; warming up for ${warmupSeconds} s`,
  );
  const warmSource = headerSource(warmPool, prepared, signer, locale);
  const warm = await load(baseUrl, prepared, {
    seconds: warmupSeconds,
    connections,
    nextHeaders: warmSource,
    verifyBody,
    pid,
    headers,
  });
  // The warm-up runs while the JIT settles: leave room above its best second.
  const expectedRate =
    Math.max(warm.requestsPerSecond * 2, warm.bestSecond * 1.5) *
    (warmSource.onTheFly > 0 ? 1.5 : 1);
  const wanted = Math.min(MAX_POOL, Math.ceil(expectedRate * (seconds + 1)) + 2 * connections);
  const unspent = warmSource.unspent();
  started = Date.now();
  const fresh = await presign(prepared, signer, Math.max(0, wanted - unspent.length), locale);
  const signSeconds = (Date.now() - started) / 1000;
  const pool = [...unspent, ...fresh];
  log(
    `  warm-up: ${Math.round(warm.requestsPerSecond)} req/s; pool of ${pool.length} (${fresh.length} signed in ${signSeconds.toFixed(1)} s); measuring for ${seconds} s`,
  );
  const source = headerSource(pool, prepared, signer, locale);
  const result = await load(baseUrl, prepared, {
    seconds,
    connections,
    nextHeaders: source,
    verifyBody,
    pid,
    headers,
  });
  if (source.onTheFly > 0) {
    log(
      `  warning: the pool ran out; ${source.onTheFly} requests were signed during the run, so the client may have limited the server's figure`,
    );
  }
  return {
    result,
    warmup: warm,
    pool,
    signing: {
      poolSize: pool.length,
      poolSigningSeconds: round(signSeconds),
      signedOnTheFly: source.onTheFly,
    },
  };
}

/** Loads a side that ignores the signature (nginx, an unchecked build): a warm-up, then the run. */
export async function loadUnsigned(
  baseUrl,
  prepared,
  headers,
  { seconds, connections, verifyBody, pid, warmupSeconds = WARMUP_SECONDS },
) {
  const nextHeaders = cycle(headers);
  await load(baseUrl, prepared, {
    seconds: warmupSeconds,
    connections,
    nextHeaders,
    verifyBody,
    pid,
  });
  return load(baseUrl, prepared, { seconds, connections, nextHeaders, verifyBody, pid });
}

/** A row of the result tables. */
export function loadRow(side, r) {
  return {
    side,
    'req/s': Math.round(r.requestsPerSecond),
    'p50 ms': round(r.p50, 2),
    'p99 ms': round(r.p99, 2),
    'max ms': round(r.max, 1),
    requests: r.totalRequests,
    errors: r.errors + r.timeouts,
    'non-2xx': r.non2xx,
    'bad envelope': r.badEnvelopes,
  };
}
