#!/usr/bin/env node
// Runs the Playwright journeys against a fresh server: a free loopback port and a throwaway
// SQLite database, both handed to e2e/playwright.config.ts through the environment (the config
// is evaluated again in every worker, so it must not pick a port itself).
//   node e2e/run.mjs [playwright test args…]   e.g. --project=phone home.spec.ts
// E2E_AIRPORT_TIME=23:59 starts the server's clock (and every browser's) at the next 23:59
// airport time (UTC+8), from where it runs on as usual: see e2e/README.md.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { offsetToAirportTime } from './airport-clock.mjs';

const repoRoot = resolve(fileURLToPath(new URL('..', import.meta.url)));
const playwright = join(repoRoot, 'node_modules', '.bin', 'playwright');
const serverEntry = join(repoRoot, 'apps', 'server', 'dist', 'main.js');

function freePort() {
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

if (!existsSync(serverEntry)) {
  console.error(
    `e2e: ${serverEntry} is missing; run "npm run build" first (npm run test:e2e does).`,
  );
  process.exit(1);
}
if (!existsSync(playwright)) {
  console.error(`e2e: ${playwright} is missing; run "npm ci" first.`);
  process.exit(1);
}

const airportTime = process.env.E2E_AIRPORT_TIME?.trim();
let clockOffsetMs = 0;
try {
  clockOffsetMs = airportTime ? offsetToAirportTime(airportTime) : 0;
} catch (error) {
  console.error(`e2e: ${error.message}`);
  process.exit(1);
}

const port = await freePort();
// Crisis mode changes every page of the site: its journey has a server of its own.
const crisisPort = await freePort();
const dataDir = mkdtempSync(join(tmpdir(), 'can-e2e-'));
const baseUrl = `http://127.0.0.1:${port}`;
// Traces and screenshots of failures, one folder per run, so two runs at once (a busy machine)
// never clear each other's; a run that passes removes its own.
const outputDir = join(repoRoot, 'e2e', 'test-results', `run-${port}`);
const env = {
  ...process.env,
  PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
  E2E_PORT: String(port),
  E2E_BASE_URL: baseUrl,
  E2E_DATABASE_URL: `sqlite:${join(dataDir, 'airport.db')}`,
  E2E_CRISIS_PORT: String(crisisPort),
  E2E_CRISIS_DATABASE_URL: `sqlite:${join(dataDir, 'crisis.db')}`,
  E2E_OUTPUT_DIR: outputDir,
  E2E_CLOCK_OFFSET_MS: String(clockOffsetMs),
};

console.log(`e2e: server on ${baseUrl}, database in ${dataDir}`);
if (airportTime) {
  const start = new Date(Date.now() + clockOffsetMs + 8 * 3_600_000).toISOString();
  console.log(`e2e: clock starts at ${start.slice(0, 16).replace('T', ' ')} airport time`);
}
const child = spawn(
  playwright,
  ['test', '-c', join('e2e', 'playwright.config.ts'), ...process.argv.slice(2)],
  {
    cwd: repoRoot,
    env,
    stdio: 'inherit',
  },
);

let cleaned = false;
function cleanUp() {
  if (cleaned) return;
  cleaned = true;
  rmSync(dataDir, { recursive: true, force: true });
}

// Ctrl-C reaches Playwright through the terminal's process group; a plain kill of this script
// is passed on so the test run (and the server it started) stop too.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    if (child.exitCode === null) child.kill(signal);
  });
}

child.on('error', (error) => {
  console.error(`e2e: could not start playwright: ${error.message}`);
  cleanUp();
  process.exit(1);
});
child.on('exit', (code, signal) => {
  cleanUp();
  if (code === 0) rmSync(outputDir, { recursive: true, force: true });
  if (signal) {
    console.error(`e2e: playwright ended by ${signal}`);
    process.exit(1);
  }
  process.exit(code ?? 1);
});
