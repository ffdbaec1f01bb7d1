#!/usr/bin/env node
// Summarizes a V8 CPU profile (node --cpu-prof) of the built server: where the time goes by
// function (self and inclusive) and by origin (our sources through the bundle's source map, npm
// packages, Node internals, garbage collection), optionally only within given time windows (the
// profile's timestamps are on the monotonic clock, in µs, like process.hrtime here).
//   node bench/lib/cpu-profile.mjs <file.cpuprofile> [top]
import { existsSync, readFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import { relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { printTable, repoRoot, round } from './common.mjs';

const sourceMaps = new Map();
/** The source map of a bundle (file URL) next to it, or null. */
function sourceMapOf(url) {
  if (!sourceMaps.has(url)) {
    let map = null;
    try {
      const file = `${fileURLToPath(url)}.map`;
      if (existsSync(file)) map = new SourceMap(JSON.parse(readFileSync(file, 'utf8')));
    } catch {
      map = null;
    }
    sourceMaps.set(url, map);
  }
  return sourceMaps.get(url);
}

const shortPath = (path) => {
  const rel = relative(repoRoot, path);
  return rel.startsWith('..') ? path : rel;
};

/** Where a frame comes from: { origin, location } (origin: app, npm package, node, v8). */
function placeOf(frame) {
  const { url, lineNumber, columnNumber } = frame;
  if (!url) return { origin: 'v8', location: '' };
  if (url.startsWith('node:')) return { origin: 'node', location: url };
  const map = url.startsWith('file:') ? sourceMapOf(url) : null;
  let path = url.startsWith('file:') ? fileURLToPath(url) : url;
  let line = lineNumber + 1;
  if (map && lineNumber >= 0) {
    const entry = map.findEntry(lineNumber, columnNumber);
    if (entry?.originalSource) {
      const source = entry.originalSource.startsWith('file:')
        ? fileURLToPath(entry.originalSource)
        : fileURLToPath(new URL(entry.originalSource, url));
      path = source;
      line = entry.originalLine + 1;
    }
  }
  const npm = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(path);
  if (npm) return { origin: npm[1], location: `${shortPath(path)}:${line}` };
  return { origin: 'app', location: `${shortPath(path)}:${line}` };
}

/**
 * Reads a .cpuprofile and returns the time by function (self and inclusive, in ms and % of the
 * busy time, i.e. all but idle) and by origin. `windows`: [[startUs, endUs], …] on the monotonic
 * clock keeps only the samples taken within them (e.g. the timed runs, without start-up).
 */
export function summarizeCpuProfile(file, { top = 15, windows } = {}) {
  const profile = JSON.parse(readFileSync(file, 'utf8'));
  const parentOf = new Map();
  for (const n of profile.nodes) for (const child of n.children ?? []) parentOf.set(child, n.id);

  const keyOf = new Map();
  const info = new Map();
  for (const n of profile.nodes) {
    const name = n.callFrame.functionName || '(anonymous)';
    const place = placeOf(n.callFrame);
    const key = `${name} ${place.location}`;
    keyOf.set(n.id, key);
    if (!info.has(key)) info.set(key, { function: name, ...place });
  }

  // Each sample lasts until the next one.
  const { samples, timeDeltas } = profile;
  const self = new Map();
  const inclusive = new Map();
  const byOrigin = new Map();
  let idle = 0;
  let total = 0;
  let at = profile.startTime;
  for (let i = 0; i < samples.length; i++) {
    at += timeDeltas[i];
    if (windows && !windows.some(([from, to]) => at >= from && at < to)) continue;
    const us = timeDeltas[i + 1] ?? 0;
    total += us;
    const id = samples[i];
    const key = keyOf.get(id);
    if (info.get(key).function === '(idle)') {
      idle += us;
      continue;
    }
    self.set(key, (self.get(key) ?? 0) + us);
    const origin = info.get(key).origin;
    const originKey = origin === 'v8' ? info.get(key).function : origin;
    byOrigin.set(originKey, (byOrigin.get(originKey) ?? 0) + us);
    const seen = new Set();
    for (let node = id; node !== undefined; node = parentOf.get(node)) {
      const k = keyOf.get(node);
      if (seen.has(k)) continue;
      seen.add(k);
      inclusive.set(k, (inclusive.get(k) ?? 0) + us);
    }
  }
  const busy = total - idle;
  const rank = (map, n) =>
    [...map.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([key, us]) => ({
        ...info.get(key),
        ms: round(us / 1000),
        percent: round((us / busy) * 100),
      }));
  const rootish = new Set(['(root)', '(program)']);
  return {
    file,
    windows: windows ?? null,
    totalMs: round(total / 1000),
    busyMs: round(busy / 1000),
    idlePercent: round((idle / total) * 100),
    self: rank(self, top),
    inclusive: rank(
      new Map([...inclusive].filter(([key]) => !rootish.has(info.get(key).function))),
      top,
    ),
    byOrigin: [...byOrigin.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([origin, us]) => ({
        origin,
        ms: round(us / 1000),
        percent: round((us / busy) * 100),
      })),
  };
}

export function printCpuSummary(summary, title = 'CPU profile') {
  console.log(
    `\n${title}: ${summary.file}\n${summary.busyMs} ms busy of ${summary.totalMs} ms (${summary.idlePercent} % idle); percentages are of the busy time`,
  );
  const rows = (list) =>
    list.map((r) => ({
      '%': r.percent,
      ms: r.ms,
      function: r.function.slice(0, 40),
      origin: r.origin,
      where: r.location,
    }));
  printTable('Self time (the function itself)', rows(summary.self));
  printTable('Inclusive time (the function and what it calls)', rows(summary.inclusive));
  printTable(
    'Self time by origin (app = our sources; v8 entries are the engine: GC, program, builtins)',
    summary.byOrigin.map((r) => ({ '%': r.percent, ms: r.ms, origin: r.origin })),
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [file, top] = process.argv.slice(2);
  if (!file) {
    console.error('usage: node bench/lib/cpu-profile.mjs <file.cpuprofile> [top]');
    process.exit(1);
  }
  printCpuSummary(summarizeCpuProfile(file, { top: Number(top ?? 20) }));
}
