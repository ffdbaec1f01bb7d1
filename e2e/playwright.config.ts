import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { CAPTCHA_TEST_ANSWER, E2E_ADMIN_PASSWORD } from './constants';

/**
 * Browser journeys in Debian's Chromium (/usr/bin/chromium; Playwright never downloads one).
 * Start through `node e2e/run.mjs` (or `npm run test:e2e`): it picks the port and the throwaway
 * database once and passes them in the environment, because this file is evaluated again in
 * every worker process.
 */
const port = process.env.E2E_PORT;
const baseURL = process.env.E2E_BASE_URL ?? (port ? `http://127.0.0.1:${port}` : undefined);
const databaseUrl = process.env.E2E_DATABASE_URL;
const crisisPort = process.env.E2E_CRISIS_PORT;
const crisisDatabaseUrl = process.env.E2E_CRISIS_DATABASE_URL;
if (!port || !baseURL || !databaseUrl || !crisisPort || !crisisDatabaseUrl) {
  throw new Error(
    'E2E_PORT, E2E_BASE_URL, E2E_DATABASE_URL and E2E_CRISIS_* are unset: run the tests with `node e2e/run.mjs`.',
  );
}
const crisisBaseURL = `http://127.0.0.1:${crisisPort}`;

/** The journey that switches the whole site into disruption mode (project `crisis`). */
const CRISIS = 'crisis-mode.spec.ts';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const isCI = !!process.env.CI;

/** The flags this machine's closed network needs (see .library/env/machines/node.md). */
const chromium = {
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
};

/** The built server on a loopback port with its own throwaway database. */
function siteServer(onPort: string, url: string, database: string) {
  return {
    command: 'node apps/server/dist/main.js',
    cwd: repoRoot,
    url: `${url}/readyz`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 10_000 },
    env: {
      PORT: onPort,
      HOST: '127.0.0.1',
      DATABASE_URL: database,
      NODE_ENV: 'test',
      LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
      CAPTCHA_TEST_ANSWER,
      ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
      // POST /byairport-cms/test/clock: flights.spec.ts moves the clock to see pushed changes.
      TEST_CLOCK_CONTROL: 'true',
      // E2E_AIRPORT_TIME (run.mjs): the server's clock starts at the chosen airport time.
      TEST_CLOCK_OFFSET_MS: process.env.E2E_CLOCK_OFFSET_MS ?? '0',
      // Journeys check what travellers see, at any speed of machine: a CI machine three times
      // slower, with two browsers beside the server, must not count as an overloaded site.
      // Shedding itself is tested in apps/server/src/platform/load-shedding.test.ts.
      SHED_DELAY_MS: '60000',
      // Every journey's browser is 127.0.0.1: a whole run asks for more SMS codes in an hour
      // than one traveller's address may (30). The limit itself is tested in the server suite.
      SMS_PER_IP_PER_HOUR: '1000',
    },
  };
}

/**
 * Timeouts for a machine three times as slow as the one the suite was tuned on (e2e/README.md):
 * the longest journeys (the back office's, each signing in and running axe) take 50–60 s there
 * in a full run, so up to three minutes on such a machine; an assertion's page change takes a
 * few seconds. A journey never waits for time, only for what the page shows, so passing runs
 * are not slowed.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: process.env.E2E_OUTPUT_DIR ?? './test-results',
  fullyParallel: true,
  forbidOnly: isCI,
  // A journey that fails once is a defect to fix, not to retry.
  retries: 0,
  // Two cores: one for the server, one for a browser.
  workers: 2,
  reporter: [['list']],
  timeout: 240_000,
  expect: { timeout: 20_000 },
  use: {
    baseURL,
    browserName: 'chromium',
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    // DOM snapshots of every step, kept when a journey fails (the screencast is left out: it
    // costs a tenth of the run and the failure's screenshot is kept anyway). Not in CI, where
    // only the log is read: 19 journeys took 366 s without against 397 s with (one run each).
    trace: isCI ? 'off' : { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    // The offline app's service worker would answer for the network in every journey; only the
    // journeys of the offline app (offline.spec.ts) let it run.
    serviceWorkers: 'block',
    launchOptions: chromium,
  },
  projects: [
    {
      name: 'desktop',
      // Checks of the phone layout only (the drawer) run in the phone project.
      grepInvert: /@phone-only/,
      testIgnore: [CRISIS],
      use: { viewport: { width: 1440, height: 900 }, isMobile: false, hasTouch: false },
    },
    {
      name: 'phone',
      // Plain HTTP answers are the same for every screen size; desktop checks them once.
      grepInvert: /@http|@desktop-only/,
      // The back office's tasks run on the desktop, where staff do them; every back-office
      // page is checked at phone size too (admin-sweep.spec.ts: layout, headings, axe).
      testIgnore: [
        CRISIS,
        'admin-catalog.spec.ts',
        'admin-content.spec.ts',
        'admin-feedback.spec.ts',
        'admin-ops.spec.ts',
        'admin-staff.spec.ts',
      ],
      use: {
        viewport: { width: 390, height: 844 },
        screen: { width: 390, height: 844 },
        deviceScaleFactor: 3,
        isMobile: true,
        hasTouch: true,
        userAgent:
          'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36',
      },
    },
    // Crisis mode changes every page of the site: its journey has a server of its own (the
    // second below), so it runs beside the others; it opens its phone-size pages itself.
    {
      name: 'crisis',
      testMatch: CRISIS,
      use: {
        baseURL: crisisBaseURL,
        viewport: { width: 1440, height: 900 },
        isMobile: false,
        hasTouch: false,
      },
    },
  ],
  webServer: [
    siteServer(port, baseURL, databaseUrl),
    siteServer(crisisPort, crisisBaseURL, crisisDatabaseUrl),
  ],
});
