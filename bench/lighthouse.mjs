#!/usr/bin/env node
// Lighthouse (mobile form factor, simulated throttling: Lighthouse's defaults) against pages of
// the built server, in Debian's Chromium. Reports the performance, accessibility, best-practices
// and SEO scores against the budgets, with the audits that cost points.
//
// Beside them, in the same run and from the same server, a static calibration page (plain HTML
// with a heading and text, no script): what this machine scores at best, to read the others by.
//
//   node bench/lighthouse.mjs
//   BENCH_LH_PAGES=/,/flight/departures BENCH_LH_RUNS=3 node bench/lighthouse.mjs
import { execFileSync, spawn } from 'node:child_process';
import { cpSync, existsSync, symlinkSync, writeFileSync } from 'node:fs';
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
  webDist,
  writeResult,
} from './lib/common.mjs';

/** The airport's date today (Asia/Shanghai), as flight ids carry it. */
const airportDate = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(
  new Date(),
);

/**
 * Pages measured (ARCHITECTURE.md budgets): home, departures, a flight detail (CZ3101 flies every
 * day), a guide, check-in start and the FAQ.
 */
const PAGES = (
  process.env.BENCH_LH_PAGES ??
  [
    '/',
    '/flight/departures',
    `/flight/detail?flightId=${airportDate}-D-CZ3101`,
    '/guide/departure',
    '/service/checkIn',
    '/footer/faq',
  ].join(',')
)
  .split(',')
  .map((p) => p.trim())
  .filter(Boolean);

/** The calibration page: what a page with nothing to wait for scores on this machine. */
const CALIBRATION_PATH = '/bench-calibration.html';
const CALIBRATION_HTML = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Calibration | Guangzhou Baiyun International Airport</title><link rel="icon" href="/favicon.svg" type="image/svg+xml">
<meta name="description" content="A static page to calibrate the Lighthouse benchmark.">
</head><body><main><h1>Departures</h1>
${'<p>Guangzhou Baiyun International Airport serves travellers from three terminals, with flights to cities across China and the world. Check the board before you leave for the airport.</p>'.repeat(6)}
</main></body></html>`;

/**
 * A copy of the built site with the calibration page beside it, for the server to serve, and its
 * server renderer beside that (the server looks for `../dist-server/` next to the site; without
 * it every page would go out as the unrendered shell).
 */
function webRootWithCalibration() {
  const root = join(tempDir('web'), 'dist');
  cpSync(webDist, root, { recursive: true });
  // A link, not a copy: the renderer's imports resolve from where it really is (the repository).
  symlinkSync(join(webDist, '..', 'dist-server'), join(root, '..', 'dist-server'), 'dir');
  writeFileSync(join(root, CALIBRATION_PATH.slice(1)), CALIBRATION_HTML);
  return root;
}
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

/**
 * Whether this machine has a font for Chinese text. Without one (a bare server image), Chromium
 * searches every fallback for each character of a Chinese page and lays it out about 2.5 times
 * slower than with one (142 against 57 ms for the first layout of the 404 page, median of 7):
 * a cost no traveller's phone has, and one the English calibration page does not show.
 */
function hasChineseFont() {
  try {
    return execFileSync('fc-list', [':lang=zh', 'family'], { encoding: 'utf8' }).trim() !== '';
  } catch {
    return false;
  }
}

async function main() {
  if (!existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} is missing: apt-get install chromium`);
  const chineseFont = hasChineseFont();
  if (!chineseFont)
    console.warn(
      'warning: no font for Chinese text (fc-list :lang=zh): the pages, measured in Chinese, are laid out far slower than on a phone; apt-get install fonts-noto-cjk',
    );
  process.env.CHROME_PATH = CHROMIUM;
  const server = await startServer({ env: { WEB_DIST_DIR: webRootWithCalibration() } });
  // The pages must arrive rendered by the server (issue 18), or this measures the wrong thing.
  for (const path of PAGES) {
    const html = await (await fetch(`${server.baseUrl}${path}`)).text();
    if (!html.includes('id="page-data"'))
      throw new Error(`${path} was not rendered by the server: is apps/web/dist-server built?`);
  }
  const chromium = await startChromium();

  const pages = [];
  for (const path of [CALIBRATION_PATH, ...PAGES]) {
    const runs = [];
    for (let i = 0, retried = 0; i < RUNS; i++) {
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
      // Chromium now and then records no navigation start in the trace: Lighthouse asks for the
      // run again. Once per page; a second failure is real.
      if (lhr.runtimeError?.code === 'NO_NAVSTART' && retried++ === 0) {
        console.warn(`${path}: ${lhr.runtimeError.code}, running it again`);
        i--;
        continue;
      }
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
    // Each timing judged on its own median over the runs (the median run above is the median
    // performance score, whose TBT need not be the median TBT).
    const medianOf = (id) => {
      const values = runs.map((r) => r.lhr.audits[id]?.numericValue ?? NaN).sort((a, b) => a - b);
      return values[Math.floor(values.length / 2)];
    };
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
      medians: {
        LCP: medianOf('largest-contentful-paint'),
        TBT: medianOf('total-blocking-time'),
        CLS: medianOf('cumulative-layout-shift'),
      },
      tbtRuns: runs.map((r) =>
        Math.round(r.lhr.audits['total-blocking-time']?.numericValue ?? NaN),
      ),
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
      page: p.path === CALIBRATION_PATH ? `${p.path} (static calibration)` : p.path,
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

  const checks = pages
    .filter((p) => p.path !== CALIBRATION_PATH)
    .flatMap((p) => [
      judge(BUDGETS.lighthousePerformance, p.scores.performance, `performance ${p.path}`),
      judge(BUDGETS.lighthouseLcpMs, Math.round(p.medians.LCP), `LCP ${p.path}`),
      judge(BUDGETS.lighthouseTbtMs, Math.round(p.medians.TBT), `TBT ${p.path}`),
      judge(BUDGETS.lighthouseCls, Math.round(p.medians.CLS * 1000) / 1000, `CLS ${p.path}`),
      judge(BUDGETS.lighthouseOther, p.scores.accessibility, `accessibility ${p.path}`),
      judge(BUDGETS.lighthouseOther, p.scores['best-practices'], `best practices ${p.path}`),
      judge(BUDGETS.lighthouseOther, p.scores.seo, `SEO ${p.path}`),
    ]);
  printBudgets(checks);

  writeResult('lighthouse', {
    runsPerPage: RUNS,
    chineseFont,
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
