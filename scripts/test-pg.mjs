#!/usr/bin/env node
// Runs the server's API tests on PostgreSQL and Redis (npm run test:pg): starts a throwaway
// PostgreSQL cluster and a Redis server on loopback (scripts/lib/pg-redis.mjs), runs
// `vitest run --project server` with TEST_DATABASE_URL and TEST_REDIS_URL pointing at them, then
// stops both and removes their files, also after a failure or Ctrl-C. Extra arguments go to
// vitest. Exits with vitest's code.
import { spawn } from 'node:child_process';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { pgRedisMissing, startPgRedis } from './lib/pg-redis.mjs';

const repoRoot = resolve(fileURLToPath(new URL('..', import.meta.url)));
const log = (message) => console.log(`test-pg: ${message}`);

const missing = pgRedisMissing();
if (missing) {
  console.error(`test-pg: ${missing}`);
  process.exit(1);
}

let cluster;
let vitest;
let stopping;

async function stopAll() {
  stopping ??= (async () => {
    if (vitest && vitest.exitCode === null && vitest.signalCode === null) vitest.kill('SIGTERM');
    await cluster?.stop();
  })();
  return stopping;
}

let interrupted = false;
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    if (interrupted) return;
    interrupted = true;
    log(`${signal}: stopping PostgreSQL and Redis`);
    void stopAll().finally(() => process.exit(130));
  });
}

async function main() {
  cluster = await startPgRedis({ log });
  const { databaseUrl, redisUrl } = cluster;
  log(`PostgreSQL ${databaseUrl} and Redis ${redisUrl} are up; running the server tests`);

  const vitestBin = join(repoRoot, 'node_modules', '.bin', 'vitest');
  vitest = spawn(vitestBin, ['run', '--project', 'server', ...process.argv.slice(2)], {
    cwd: repoRoot,
    stdio: 'inherit',
    env: { ...process.env, TEST_DATABASE_URL: databaseUrl, TEST_REDIS_URL: redisUrl },
  });
  return new Promise((resolveCode, reject) => {
    vitest.once('error', reject);
    vitest.once('exit', (code, signal) => resolveCode(signal ? 1 : (code ?? 1)));
  });
}

let exitCode = 1;
try {
  exitCode = await main();
} catch (error) {
  console.error(`test-pg: ${error instanceof Error ? error.message : String(error)}`);
  exitCode = 1;
} finally {
  if (!interrupted) {
    await stopAll();
    log(`stopped PostgreSQL and Redis; vitest exit code ${exitCode}`);
    process.exit(exitCode);
  }
}
