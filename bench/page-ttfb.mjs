#!/usr/bin/env node
// Time to first byte of server-rendered pages on loopback (issue 18), one request at a time:
//  - as served: the same address asked again and again, as readers do (the server keeps a
//    rendered public page for 10 s, so most answers are a kept render; one in every 10 s is new);
//  - rendered afresh: each request a new address (`?r=N`, which the pages ignore), so every
//    answer is a whole render: the cost of a page nobody asked for in the last 10 s.
// Beside them, in the same run, the same server answering a static file of the site (the
// calibration: what a byte costs on this machine without rendering).
//   node bench/page-ttfb.mjs            BENCH_TTFB_REQUESTS=200 BENCH_TTFB_PAGES=/,/footer/faq
import { request } from 'node:http';
import {
  BUDGETS,
  finish,
  judge,
  printBudgets,
  printTable,
  round,
  runBenchmark,
  startServer,
  writeResult,
} from './lib/common.mjs';

const REQUESTS = Math.max(10, Number(process.env.BENCH_TTFB_REQUESTS ?? 100));
const PAGES = (process.env.BENCH_TTFB_PAGES ?? '/,/flight/departures,/guide/departure')
  .split(',')
  .map((p) => p.trim())
  .filter(Boolean);
const CALIBRATION = '/robots.txt';
const LOCALES = ['zh-CN', 'en-US'];

/** Milliseconds from sending the request to the first byte of the body, and the status. */
function firstByte(baseUrl, path, locale) {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const req = request(`${baseUrl}${path}`, { headers: { cookie: `locale=${locale}` } }, (res) => {
      let first;
      res.once('data', () => {
        first = Number(process.hrtime.bigint() - started) / 1e6;
      });
      res.on('end', () => resolve({ ms: first ?? 0, status: res.statusCode }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};

async function series(baseUrl, pathOf, locale) {
  const times = [];
  for (let i = 0; i < REQUESTS; i++) {
    const { ms, status } = await firstByte(baseUrl, pathOf(i), locale);
    if (status !== 200) throw new Error(`${pathOf(i)} answered ${status}`);
    times.push(ms);
  }
  return { p50: round(percentile(times, 50)), p90: round(percentile(times, 90)) };
}

async function main() {
  const server = await startServer();
  const rows = [];
  // Warm up: the first render of each page loads its views' code.
  for (const page of PAGES)
    for (const locale of LOCALES) await firstByte(server.baseUrl, page, locale);
  const calibration = await series(server.baseUrl, () => CALIBRATION, 'zh-CN');
  rows.push({ page: `${CALIBRATION} (static file, calibration)`, kind: 'file', ...calibration });
  for (const page of PAGES) {
    for (const locale of LOCALES) {
      const served = await series(server.baseUrl, () => page, locale);
      const join = page.includes('?') ? '&' : '?';
      const fresh = await series(server.baseUrl, (i) => `${page}${join}r=${i}`, locale);
      rows.push({ page: `${page} ${locale}`, kind: 'as served', ...served });
      rows.push({ page: `${page} ${locale}`, kind: 'rendered afresh', ...fresh });
    }
  }
  printTable(`Time to first byte, ms (${REQUESTS} requests each, one at a time)`, rows);
  const home = rows.find((r) => r.page === '/ zh-CN' && r.kind === 'as served');
  const homeFresh = rows.find((r) => r.page === '/ zh-CN' && r.kind === 'rendered afresh');
  const checks = [];
  if (home) checks.push(judge(BUDGETS.ttfbMs, home.p50, 'TTFB of / p50, as served'));
  if (homeFresh) {
    checks.push({
      ...judge(BUDGETS.ttfbMs, homeFresh.p50, 'TTFB of / p50, rendered afresh'),
      status: 'info',
    });
  }
  printBudgets(checks);
  writeResult('page-ttfb', { requests: REQUESTS, rows, checks });
  await finish(checks);
}

runBenchmark(main);
