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
if (!port || !baseURL || !databaseUrl) {
  throw new Error(
    'E2E_PORT, E2E_BASE_URL and E2E_DATABASE_URL are unset: run the tests with `node e2e/run.mjs`.',
  );
}

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

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: './test-results',
  fullyParallel: true,
  forbidOnly: isCI,
  retries: 0,
  // Two cores: one for the server, one for a browser.
  workers: 2,
  reporter: [['list']],
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    browserName: 'chromium',
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: chromium,
  },
  projects: [
    {
      name: 'desktop',
      // Checks of the phone layout only (the drawer) run in the phone project.
      grepInvert: /@phone-only/,
      use: { viewport: { width: 1440, height: 900 }, isMobile: false, hasTouch: false },
    },
    {
      name: 'phone',
      // Plain HTTP answers are the same for every screen size; desktop checks them once.
      grepInvert: /@http|@desktop-only/,
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
  ],
  webServer: {
    command: 'node apps/server/dist/main.js',
    cwd: repoRoot,
    url: `${baseURL}/readyz`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    env: {
      PORT: port,
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      NODE_ENV: 'test',
      LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
      CAPTCHA_TEST_ANSWER,
      ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
      // POST /byairport-cms/test/clock: flights.spec.ts moves the clock to see pushed changes.
      TEST_CLOCK_CONTROL: 'true',
    },
  },
});
