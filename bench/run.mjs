#!/usr/bin/env node
// Runs the benchmarks one after another (or only those named): each prints its table and writes
// bench/results/<name>.json. Needs the built app (npm run bench builds it first).
//   node bench/run.mjs [bundle-size] [page-ttfb] [api-throughput] [answer-check] [cache-in-front] [storm] [flights] [checkin] [alerts] [lighthouse]
// Exit code: 0 when every benchmark ran and met its must budgets, 1 otherwise.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { printTable, repoRoot } from './lib/common.mjs';

const BENCHMARKS = [
  'bundle-size',
  'page-ttfb',
  'api-throughput',
  'answer-check',
  'cache-in-front',
  'storm',
  'flights',
  'checkin',
  'alerts',
  'lighthouse',
];

const asked = process.argv.slice(2);
const unknown = asked.filter((name) => !BENCHMARKS.includes(name));
if (unknown.length) {
  console.error(
    `unknown benchmark(s): ${unknown.join(', ')}; choose from ${BENCHMARKS.join(', ')}`,
  );
  process.exit(1);
}
const chosen = asked.length ? BENCHMARKS.filter((name) => asked.includes(name)) : BENCHMARKS;

let current;
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    if (current && current.exitCode === null) current.kill(signal);
    process.exit(130);
  });
}

const outcome = { 0: 'budgets met', 2: 'a must budget missed' };
const summary = [];
for (const name of chosen) {
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const code = await new Promise((resolveCode) => {
    current = spawn(process.execPath, [join(repoRoot, 'bench', `${name}.mjs`)], {
      cwd: repoRoot,
      stdio: 'inherit',
    });
    current.on('exit', (exitCode, signal) => resolveCode(signal ? 1 : (exitCode ?? 1)));
    current.on('error', () => resolveCode(1));
  });
  summary.push({
    benchmark: name,
    result: outcome[code] ?? `error (exit ${code})`,
    seconds: Math.round((Date.now() - started) / 1000),
    file: code === 0 || code === 2 ? `bench/results/${name}.json` : '',
  });
}

printTable('Benchmarks', summary);
process.exit(summary.every((s) => s.result === outcome[0]) ? 0 : 1);
