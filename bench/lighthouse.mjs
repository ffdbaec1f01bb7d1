#!/usr/bin/env node
// Lighthouse (mobile form factor, simulated throttling: Lighthouse's defaults) against pages of
// the built server, in Debian's Chromium. Reports the performance, accessibility, best-practices
// and SEO scores against the budgets, with the audits that cost points.
//
//   node bench/lighthouse.mjs
//   BENCH_LH_PAGES=/,/flight/departures BENCH_LH_RUNS=3 node bench/lighthouse.mjs
import { spawn } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import {
  BUDGETS,
  CHROMIUM,
  CHROMIUM_FLAGS,
  finish,
  freePort,
  judge,
  onCleanup,
  printBudgets,
  printTable,
  resultsDir,
  runBenchmark,
  startServer,
  stopChild,
  tempDir,
  waitForHttp,
  writeResult,
} from './lib/common.mjs';

/** Pages measured (the budgets name `/`, departures and check-in start). */
const PAGES = (process.env.BENCH_LH_PAGES ?? '/,/flight/departures,/service/checkIn')
  .split(',')
  .map((p) => p.trim())
  .filter(Boolean);
/** Runs per page; the median run (by performance score) is reported. */
const RUNS = Math.max(1, Number(process.env.BENCH_LH_RUNS ?? 3));
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/** Chromium with a DevTools port for Lighthouse to drive, in its own throwaway profile. */
async function startChromium() {
  const port = await freePort();
  const profile = tempDir('chromium');
  const child = spawn(
    CHROMIUM,
    [
      ...CHROMIUM_FLAGS,
      '--headless',
      `--remote-debugging-port=${port}`,
      '--remote-debugging-address=127.0.0.1',
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  onCleanup(() => stopChild(child, 5000));
  await waitForHttp(`http://127.0.0.1:${port}/json/version`, { timeoutMs: 30_000, child });
  return { port, child };
}

const score = (lhr, id) => Math.round((lhr.categories[id]?.score ?? NaN) * 100);

/** The audits of a category that did not get full marks, biggest loss first. */
function lostPoints(lhr, id) {
  const category = lhr.categories[id];
  if (!category) return [];
  return category.auditRefs
    .filter((ref) => ref.weight > 0)
    .map((ref) => ({ ref, audit: lhr.audits[ref.id] }))
    .filter(({ audit }) => audit && audit.score !== null && audit.score < 1)
    .sort((a, b) => b.ref.weight * (1 - b.audit.score) - a.ref.weight * (1 - a.audit.score))
    .map(
      ({ audit }) =>
        `${audit.id} (${Math.round(audit.score * 100)}): ${audit.title}${audit.displayValue ? ` — ${audit.displayValue}` : ''}`,
    );
}

async function main() {
  if (!existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} is missing: apt-get install chromium`);
  process.env.CHROME_PATH = CHROMIUM;
  const server = await startServer();
  const chromium = await startChromium();

  const pages = [];
  for (const path of PAGES) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) {
      const started = Date.now();
      const result = await lighthouse(`${server.baseUrl}${path}`, {
        port: chromium.port,
        hostname: '127.0.0.1',
        output: 'json',
        logLevel: 'error',
        formFactor: 'mobile',
        onlyCategories: CATEGORIES,
      });
      if (!result) throw new Error(`Lighthouse gave no result for ${path}`);
      const lhr = result.lhr;
      if (lhr.runtimeError)
        throw new Error(
          `Lighthouse on ${path}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`,
        );
      runs.push({ lhr, report: result.report, seconds: (Date.now() - started) / 1000 });
    }
    runs.sort((a, b) => score(a.lhr, 'performance') - score(b.lhr, 'performance'));
    const median = runs[Math.floor(runs.length / 2)];
    const lhr = median.lhr;
    const metric = (id) => lhr.audits[id]?.displayValue ?? '';
    const reportFile = join(
      resultsDir,
      `lighthouse${path === '/' ? '-home' : path.replace(/[^a-z0-9]+/gi, '-')}.report.json`,
    );
    pages.push({
      path,
      scores: Object.fromEntries(CATEGORIES.map((c) => [c, score(lhr, c)])),
      performanceRuns: runs.map((r) => score(r.lhr, 'performance')),
      metrics: {
        FCP: metric('first-contentful-paint'),
        LCP: metric('largest-contentful-paint'),
        TBT: metric('total-blocking-time'),
        CLS: metric('cumulative-layout-shift'),
        SI: metric('speed-index'),
      },
      lostPoints: Object.fromEntries(CATEGORIES.map((c) => [c, lostPoints(lhr, c)])),
      lighthouseVersion: lhr.lighthouseVersion,
      formFactor: lhr.configSettings.formFactor,
      reportFile,
      report: median.report,
      seconds: median.seconds,
    });
  }
  await stopChild(chromium.child, 5000);

  printTable(
    `Lighthouse ${pages[0]?.lighthouseVersion ?? ''}, ${pages[0]?.formFactor ?? 'mobile'}, median of ${RUNS} run(s)`,
    pages.map((p) => ({
      page: p.path,
      performance: p.scores.performance,
      accessibility: p.scores.accessibility,
      'best-practices': p.scores['best-practices'],
      seo: p.scores.seo,
      FCP: p.metrics.FCP,
      LCP: p.metrics.LCP,
      TBT: p.metrics.TBT,
      CLS: p.metrics.CLS,
    })),
  );
  for (const p of pages) {
    const lines = CATEGORIES.flatMap((c) => p.lostPoints[c].slice(0, 6).map((l) => `  ${c}: ${l}`));
    if (lines.length) console.log(`\nWhere ${p.path} lost points:\n${lines.join('\n')}`);
  }

  const checks = pages.flatMap((p) => [
    judge(BUDGETS.lighthousePerformance, p.scores.performance, `performance ${p.path}`),
    judge(BUDGETS.lighthouseOther, p.scores.accessibility, `accessibility ${p.path}`),
    judge(BUDGETS.lighthouseOther, p.scores['best-practices'], `best practices ${p.path}`),
    judge(BUDGETS.lighthouseOther, p.scores.seo, `SEO ${p.path}`),
  ]);
  printBudgets(checks);

  writeResult('lighthouse', {
    runsPerPage: RUNS,
    pages: pages.map(({ report: _report, ...rest }) => rest),
    budgets: checks,
  });
  for (const p of pages) {
    writeFileSync(p.reportFile, typeof p.report === 'string' ? p.report : JSON.stringify(p.report));
    console.log(`full Lighthouse report: ${p.reportFile}`);
  }
  await finish(checks);
}

runBenchmark(main);
