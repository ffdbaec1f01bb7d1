#!/usr/bin/env node
// npm run test:e2e:midnight: the journeys whose outcome depends on the day or on the order of
// what they create (the boards' today and tomorrow, check-in windows, audit rows, new content),
// run twice on the server's and the browsers' clock: from 23:59 airport time, so they cross
// midnight while they run, and from 00:01, just after it. Extra arguments go to Playwright.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const TIME_SENSITIVE = [
  'admin-catalog.spec.ts',
  'admin-content.spec.ts',
  'admin-feedback.spec.ts',
  'admin-ops.spec.ts',
  'admin-staff.spec.ts',
  'checkin.spec.ts',
  'content-edit.spec.ts',
  'faq-contact.spec.ts',
  'flights.spec.ts',
  'member.spec.ts',
  'routing.spec.ts',
];
const run = fileURLToPath(new URL('./run.mjs', import.meta.url));

for (const time of ['23:59', '00:01']) {
  console.log(`\ne2e:midnight: the time-sensitive journeys from ${time} airport time`);
  const result = spawnSync(process.execPath, [run, ...TIME_SENSITIVE, ...process.argv.slice(2)], {
    stdio: 'inherit',
    env: { ...process.env, E2E_AIRPORT_TIME: time },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
