#!/usr/bin/env node
// Bundle size: loads `/` of the built server in Chromium at phone size, records every JavaScript
// file the page loads until the network is idle, and reports each file's raw size, its size
// gzipped at level 9 (the bytes from apps/web/dist when the file is there, else the bytes
// received) and the bytes that crossed the wire, against the budget for JS needed to render `/`.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import {
  BUDGETS,
  CHROMIUM,
  CHROMIUM_FLAGS,
  finish,
  judge,
  onCleanup,
  printBudgets,
  printTable,
  round,
  runBenchmark,
  startServer,
  webDist,
  writeResult,
} from './lib/common.mjs';

const PAGE_PATH = process.env.BENCH_PAGE ?? '/';
const KB = 1024;

function isJavaScript(response) {
  const type = response.headers()['content-type'] ?? '';
  return response.request().resourceType() === 'script' || /javascript|ecmascript/.test(type);
}

/** The file in apps/web/dist that the URL path names, if any. */
function distFile(pathname) {
  const file = normalize(join(webDist, decodeURIComponent(pathname)));
  if (!file.startsWith(webDist)) return undefined;
  return existsSync(file) && statSync(file).isFile() ? file : undefined;
}

async function main() {
  if (!existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} is missing: apt-get install chromium`);
  const server = await startServer();
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: CHROMIUM_FLAGS,
    headless: true,
  });
  onCleanup(() => browser.close());
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
    locale: 'zh-CN',
  });
  const page = await context.newPage();

  const seen = [];
  page.on('response', (response) => {
    if (isJavaScript(response)) seen.push(response);
  });
  const response = await page.goto(`${server.baseUrl}${PAGE_PATH}`, { waitUntil: 'networkidle' });
  if (!response?.ok()) throw new Error(`${PAGE_PATH} answered HTTP ${response?.status()}`);

  const files = [];
  for (const r of seen) {
    const url = new URL(r.url());
    if (url.origin !== server.baseUrl) {
      files.push({ file: url.href, raw: NaN, gzip: NaN, wire: NaN, from: 'other origin' });
      continue;
    }
    const onDisk = distFile(url.pathname);
    let bytes;
    try {
      bytes = onDisk ? readFileSync(onDisk) : await r.body();
    } catch {
      bytes = Buffer.alloc(0);
    }
    const sizes = await r
      .request()
      .sizes()
      .catch(() => undefined);
    files.push({
      file: url.pathname,
      raw: bytes.length,
      gzip: gzipSync(bytes, { level: 9 }).length,
      wire: sizes ? sizes.responseBodySize : NaN,
      encoding: r.headers()['content-encoding'] ?? 'identity',
      from: onDisk ? 'apps/web/dist' : 'response',
    });
  }
  await browser.close();

  files.sort((a, b) => (b.gzip || 0) - (a.gzip || 0));
  const total = (key) => files.reduce((sum, f) => sum + (Number.isFinite(f[key]) ? f[key] : 0), 0);
  const totals = { raw: total('raw'), gzip: total('gzip'), wire: total('wire') };
  printTable(`JavaScript loaded by ${PAGE_PATH} at phone size (390×844) until network idle`, [
    ...files.map((f) => ({
      file: f.file,
      'raw KB': round(f.raw / KB, 1),
      'gzip-9 KB': round(f.gzip / KB, 1),
      'wire KB': round(f.wire / KB, 1),
      encoding: f.encoding ?? '',
    })),
    {
      file: `total (${files.length} files)`,
      'raw KB': round(totals.raw / KB, 1),
      'gzip-9 KB': round(totals.gzip / KB, 1),
      'wire KB': round(totals.wire / KB, 1),
      encoding: '',
    },
  ]);
  const outside = files.filter((f) => f.from === 'other origin');
  if (outside.length)
    console.warn(
      `\nscripts from other origins (not counted): ${outside.map((f) => f.file).join(', ')}`,
    );
  if (files.length === 0) console.warn('\nno JavaScript was loaded: is the page built?');

  const checks = [
    judge(
      BUDGETS.jsGzipKB,
      files.length ? totals.gzip / KB : NaN,
      `${BUDGETS.jsGzipKB.what}, gzip -9`,
    ),
  ];
  printBudgets(checks);
  writeResult('bundle-size', {
    page: PAGE_PATH,
    viewport: '390x844 (phone)',
    files,
    totals: {
      rawBytes: totals.raw,
      gzipBytes: totals.gzip,
      wireBytes: totals.wire,
      gzipKB: round(totals.gzip / KB, 1),
    },
    budgets: checks,
  });
  await finish(checks);
}

runBenchmark(main);
