#!/usr/bin/env node
// The board through the cache in front (issue 20): nginx with deploy/nginx/can-airport.conf in
// front of the built server, against nginx serving the very same gzip bytes from a file, in the
// same run. Every request is a browser's: `Accept-Encoding: gzip` and a `locale` header.
//
//   node bench/cache-in-front.mjs
//   BENCH_DURATION=30 BENCH_CONNECTIONS=128 node bench/cache-in-front.mjs
import { request } from 'node:http';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { startDeployNginx } from '../deploy/nginx/local.mjs';
import {
  BUDGETS,
  finish,
  freePort,
  judge,
  printBudgets,
  printTable,
  round,
  runBenchmark,
  startServer,
  tempDir,
  webDist,
  writeResult,
} from './lib/common.mjs';
import {
  WARMUP_SECONDS,
  failuresOf,
  findNginx,
  loadRow,
  loadUnsigned,
  startNginx,
} from './lib/load.mjs';
import { prepareCall } from './lib/signing.mjs';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 64);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const HEADERS = { locale: 'zh_CN', 'accept-encoding': 'gzip' };
const BOARD = {
  method: 'GET',
  path: '/byairport-flight/flight/board',
  query: { type: '1', terminal: '', day: 0, depOrArr: '1', pageNum: 1, pageSize: 20 },
};

/** One request as the benchmark sends it: status, headers and the raw (still encoded) body. */
function rawGet(baseUrl, path) {
  return new Promise((resolve, reject) => {
    const req = request(`${baseUrl}${path}`, { headers: HEADERS }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

async function main() {
  const nginxBin = findNginx();
  if (!nginxBin) throw new Error('nginx is not installed (apt-get install nginx)');
  const prepared = prepareCall(BOARD);
  const work = tempDir('cache');
  const server = await startServer({ env: { DISRUPTION_PAGE_DIR: join(work, 'disruption') } });
  const cache = await startDeployNginx({
    origins: [`127.0.0.1:${server.port}`],
    port: await freePort(),
    webRoot: webDist,
    disruptionRoot: join(work, 'disruption'),
    workDir: join(work, 'nginx'),
    workers: 1,
  });
  try {
    const first = await rawGet(cache.baseUrl, prepared.url);
    const second = await rawGet(cache.baseUrl, prepared.url);
    if (second.headers['x-cache-status'] !== 'HIT')
      throw new Error(`the second read was not a hit: ${second.headers['x-cache-status']}`);
    if (second.headers['content-encoding'] !== 'gzip')
      throw new Error('the cached answer is not gzip');
    const json = gunzipSync(second.body).toString('utf8');
    if (!/"code":"200"/.test(json)) throw new Error(`unexpected answer: ${json.slice(0, 200)}`);
    console.log(
      `cache-in-front: ${prepared.url}: ${first.headers['x-cache-status']} then HIT; ${second.body.length} bytes gzip (${json.length} as JSON)`,
    );
    console.log(
      `${CONNECTIONS} connections, ${DURATION_S} s per side after a ${WARMUP_SECONDS} s warm-up`,
    );

    const cached = await loadUnsigned(cache.baseUrl, prepared, [HEADERS], {
      seconds: DURATION_S,
      connections: CONNECTIONS,
    });
    const after = await rawGet(cache.baseUrl, prepared.url);
    await cache.stop();

    const file = await startNginx(
      nginxBin,
      prepared,
      second.body,
      'application/json; charset=utf-8',
      {
        contentEncoding: 'gzip',
        decoded: json,
      },
    );
    const calibration = await loadUnsigned(file.baseUrl, prepared, [HEADERS], {
      seconds: DURATION_S,
      connections: CONNECTIONS,
    });
    await file.stop();

    printTable(
      `GET flight/board, a page of 20, gzip, ${CONNECTIONS} connections, ${DURATION_S} s`,
      [
        loadRow('through the cache (deploy/nginx)', cached),
        loadRow('nginx serving the same bytes from a file', calibration),
      ],
    );
    const valid = failuresOf(cached) === 0 && after.headers['x-cache-status'] !== undefined;
    const share = (cached.requestsPerSecond / calibration.requestsPerSecond) * 100;
    printTable('Cache', [
      {
        'share of nginx': `${round(share)} %`,
        'cache status after the run': after.headers['x-cache-status'],
        'failed answers': failuresOf(cached),
      },
    ]);
    const checks = [judge(BUDGETS.cachedShare, valid ? share : NaN)];
    printBudgets(checks);
    writeResult('cache-in-front', {
      url: prepared.url,
      connections: CONNECTIONS,
      durationSeconds: DURATION_S,
      gzipBytes: second.body.length,
      cached,
      calibration,
      shareOfNginxPercent: round(share),
      budgets: checks,
    });
    await finish(checks);
  } finally {
    await cache.stop();
  }
}

runBenchmark(main);
