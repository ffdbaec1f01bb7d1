// Shared pieces of the benchmarks: the built server on a free port with a throwaway database,
// Chromium's flags, tables, budgets and result files.
import { spawn, spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { availableParallelism, cpus, tmpdir, totalmem } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = resolve(fileURLToPath(new URL('../..', import.meta.url)));
export const resultsDir = join(repoRoot, 'bench', 'results');
export const serverEntry = join(repoRoot, 'apps', 'server', 'dist', 'main.js');
export const webDist = join(repoRoot, 'apps', 'web', 'dist');

export const CHROMIUM = '/usr/bin/chromium';
/** The flags this machine's closed network needs (see .library/env/machines/node.md). */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** The budgets of ARCHITECTURE.md, "Budgets". `better` says which direction is good. */
export const BUDGETS = {
  jsGzipKB: {
    what: 'JS needed to render and hydrate / (gzip -9)',
    unit: 'KB',
    must: 100,
    goal: 70,
    better: 'lower',
  },
  ttfbMs: {
    what: 'time to first byte of / on loopback, server-rendered, p50',
    unit: 'ms',
    must: 50,
    goal: 20,
    better: 'lower',
  },
  lighthousePerformance: {
    what: 'Lighthouse mobile performance',
    unit: '',
    must: 90,
    goal: 98,
    better: 'higher',
  },
  lighthouseLcpMs: {
    what: 'Lighthouse mobile largest contentful paint, median',
    unit: 'ms',
    must: 2000,
    goal: 1200,
    better: 'lower',
  },
  lighthouseTbtMs: {
    what: 'Lighthouse mobile total blocking time, median',
    unit: 'ms',
    must: 200,
    goal: 50,
    better: 'lower',
  },
  lighthouseCls: {
    what: 'Lighthouse mobile cumulative layout shift, median',
    unit: '',
    must: 0.05,
    goal: 0,
    better: 'lower',
  },
  lighthouseOther: {
    what: 'Lighthouse accessibility / best practices / SEO',
    unit: '',
    must: 100,
    goal: 100,
    better: 'higher',
  },
  shareOfNginx: {
    what: 'API throughput as a share of nginx, same run',
    unit: '%',
    must: 40,
    goal: 70,
    better: 'higher',
  },
  cachedShare: {
    what: 'cached board read through nginx (deploy/nginx) as a share of nginx serving the file',
    unit: '%',
    must: 90,
    goal: 100,
    better: 'higher',
  },
  p99: {
    what: 'API p99 latency at 64 connections',
    unit: 'ms',
    must: 50,
    goal: 10,
    better: 'lower',
  },
  errors: {
    what: 'failed answers (transport error, HTTP error, envelope code not 200)',
    unit: '',
    must: 0,
    goal: 0,
    better: 'lower',
  },
  stormErrors: {
    what: 'storm: board reads travellers saw fail',
    unit: '',
    must: 0,
    goal: 0,
    better: 'lower',
  },
  stormOriginPerKey: {
    what: 'storm: origin reads of the busiest board key per 15 s',
    unit: '',
    must: 1,
    goal: 1,
    better: 'lower',
  },
  rssMB: {
    what: 'server resident memory after the load',
    unit: 'MB',
    must: 250,
    goal: 120,
    better: 'lower',
  },
};

// ---------------------------------------------------------------------------------- processes

const cleanups = [];
/** Runs fn when the benchmark ends, also on Ctrl-C. */
export function onCleanup(fn) {
  cleanups.push(fn);
}
let cleaning;
export async function cleanUp() {
  cleaning ??= (async () => {
    for (const fn of cleanups.reverse()) {
      try {
        await fn();
      } catch (error) {
        console.error(`cleanup: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  })();
  return cleaning;
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    console.error(`\n${signal}: stopping`);
    void cleanUp().finally(() => process.exit(130));
  });
}

export function freePort() {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolvePort(port));
    });
  });
}

export function tempDir(prefix) {
  const dir = mkdtempSync(join(tmpdir(), `can-bench-${prefix}-`));
  onCleanup(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** A whole number ≥ 1 from the environment variable `name`, else `fallback`. */
export function wholeNumberEnv(name, fallback) {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a whole number ≥ 1`);
  return value;
}

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Polls url until it answers 200, the child exits, or the time runs out. */
export async function waitForHttp(url, { timeoutMs = 60_000, child } = {}) {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer';
  while (Date.now() < deadline) {
    if (child && (child.exitCode !== null || child.signalCode !== null)) {
      throw new Error(
        `process exited (${child.signalCode ?? child.exitCode}) before ${url} answered`,
      );
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return;
      last = `HTTP ${response.status}`;
    } catch (error) {
      last = error instanceof Error ? error.message : String(error);
    }
    await sleep(100);
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s (${last})`);
}

/** Stops a child with SIGTERM, then SIGKILL after graceMs; resolves when it has exited. */
export async function stopChild(child, graceMs = 10_000) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await exited;
  clearTimeout(timer);
}

/** Resident memory (VmRSS) and its peak (VmHWM) of a process, in MB, from /proc. */
export function memoryOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
  return { rssMB: kb('VmRSS') / 1024, peakRssMB: kb('VmHWM') / 1024 };
}

let clockTicks;
/** CPU time (user + system) a process has used so far, in seconds, from /proc. */
export function cpuSecondsOf(pid) {
  clockTicks ??= Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout) || 100;
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name (which may hold spaces): state is field 3, utime 14, stime 15.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / clockTicks;
}

/** The processes whose parent is pid (e.g. nginx's worker under its master), from /proc. */
export function childPidsOf(pid) {
  const children = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === pid) children.push(Number(entry));
    } catch {
      // the process has just gone
    }
  }
  return children;
}

/**
 * Waits until a process is idle (under `threshold` of a core over `windowMs`), at most maxMs:
 * after a load run it may still be answering requests the client has given up on.
 * Returns the milliseconds waited.
 */
export async function waitUntilIdle(pid, { maxMs = 30_000, windowMs = 250, threshold = 0.1 } = {}) {
  const started = Date.now();
  while (Date.now() - started < maxMs) {
    const before = cpuSecondsOf(pid);
    await sleep(windowMs);
    if ((cpuSecondsOf(pid) - before) / (windowMs / 1000) < threshold) break;
  }
  return Date.now() - started;
}

/**
 * Starts the built server (apps/server/dist/main.js, or another bundle of it: `entry`) on a free
 * loopback port with a throwaway SQLite database, as in production (NODE_ENV=production).
 * `nodeArgs` go to node before the entry (e.g. --cpu-prof). Its log goes to a file in the temp
 * folder, shown when it fails to start.
 */
export async function startServer({ env = {}, entry = serverEntry, nodeArgs = [] } = {}) {
  if (!existsSync(entry)) {
    throw new Error(`${entry} is missing: run "npm run build" first (npm run bench does).`);
  }
  const dir = tempDir('server');
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const logFile = join(dir, 'server.log');
  const logChunks = [];
  const child = spawn(process.execPath, [...nodeArgs, entry], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: `sqlite:${join(dir, 'airport.db')}`,
      NODE_ENV: 'production',
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const stream of [child.stdout, child.stderr]) {
    stream.on('data', (d) => {
      if (logChunks.length < 2000) logChunks.push(d.toString());
    });
  }
  onCleanup(async () => {
    await stopChild(child);
    writeFileSync(logFile, logChunks.join(''));
  });
  try {
    await waitForHttp(`${baseUrl}/readyz`, { child });
  } catch (error) {
    throw new Error(
      `the server did not start: ${error.message}\n--- server output\n${logChunks.join('').slice(-3000)}`,
      {
        cause: error,
      },
    );
  }
  return {
    baseUrl,
    port,
    pid: child.pid,
    child,
    output: () => logChunks.join(''),
    stop: () => stopChild(child),
  };
}

// ---------------------------------------------------------------------------------- reporting

export function machine() {
  return {
    node: process.version,
    cpus: availableParallelism(),
    cpuModel: cpus()[0]?.model ?? 'unknown',
    memoryGB: Math.round(totalmem() / 2 ** 30),
  };
}

export const round = (n, digits = 1) => (Number.isFinite(n) ? Number(n.toFixed(digits)) : n);

/** Prints rows (objects) as a plain-text table; numbers right-aligned. */
export function printTable(title, rows, columns = Object.keys(rows[0] ?? {})) {
  const cell = (v) => (v === undefined || v === null ? '' : String(v));
  const widths = columns.map((c) => Math.max(c.length, ...rows.map((r) => cell(r[c]).length)));
  const line = (values) =>
    values
      .map((v, i) =>
        typeof rows[0]?.[columns[i]] === 'number' ? v.padStart(widths[i]) : v.padEnd(widths[i]),
      )
      .join('  ');
  console.log(`\n${title}`);
  console.log(line(columns));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of rows) console.log(line(columns.map((c) => cell(row[c]))));
}

/** Compares a measured value with a budget: 'goal' (goal met), 'must' (only must met) or 'FAIL'. */
export function judge(budget, value, label = budget.what) {
  const ok = (limit) => (budget.better === 'lower' ? value <= limit : value >= limit);
  const status = !Number.isFinite(value)
    ? 'FAIL'
    : ok(budget.goal)
      ? 'goal'
      : ok(budget.must)
        ? 'must'
        : 'FAIL';
  const sign = budget.better === 'lower' ? '≤' : '≥';
  return {
    what: label,
    value: round(value),
    unit: budget.unit,
    must: `${sign} ${budget.must}${budget.unit}`,
    goal: `${sign} ${budget.goal}${budget.unit}`,
    status,
  };
}

export function printBudgets(checks) {
  printTable(
    'Budgets (status: goal = goal met, must = only the must met, FAIL = must missed, info = not judged)',
    checks.map((c) => ({
      budget: c.what,
      value: Number.isFinite(c.value) ? `${c.value}${c.unit}` : 'n/a',
      must: c.must,
      goal: c.goal,
      status: c.status,
    })),
  );
}

/** Writes bench/results/<name>.json. */
export function writeResult(name, data) {
  mkdirSync(resultsDir, { recursive: true });
  const file = join(resultsDir, `${name}.json`);
  writeFileSync(
    file,
    `${JSON.stringify({ name, finishedAt: new Date().toISOString(), machine: machine(), ...data }, null, 2)}\n`,
  );
  console.log(`\nwrote ${file}`);
  return file;
}

/**
 * Ends a benchmark: exit code 0 when every must budget is met, 2 when one is missed
 * (bench/run.mjs reports both), after cleaning up.
 */
export async function finish(checks) {
  await cleanUp();
  process.exit(checks.some((c) => c.status === 'FAIL') ? 2 : 0);
}

/** Runs a benchmark's main function; on an error, prints it, cleans up and exits 1. */
export function runBenchmark(main) {
  main().catch(async (error) => {
    console.error(
      `\nerror: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
    );
    await cleanUp();
    process.exit(1);
  });
}
