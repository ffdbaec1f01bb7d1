#!/usr/bin/env node
// Makes sure Debian's Chromium is at /usr/bin/chromium, the browser every browser test and
// benchmark here uses. Installs it with apt-get when running as root; never downloads a browser.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

const CHROMIUM = '/usr/bin/chromium';

function run(command, args, env = {}) {
  console.log(`ensure-chromium: $ ${[command, ...args].join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.error) throw result.error;
  if (result.status !== 0) {
    console.error(`ensure-chromium: "${command} ${args.join(' ')}" exited with ${result.status}`);
    process.exit(1);
  }
}

if (existsSync(CHROMIUM)) {
  console.log(`ensure-chromium: found ${CHROMIUM}`);
  process.exit(0);
}

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const aptGet = ['/usr/bin/apt-get', '/bin/apt-get'].find((p) => existsSync(p));

if (!isRoot || !aptGet) {
  console.error(
    `ensure-chromium: ${CHROMIUM} is missing and cannot be installed from here ` +
      `(${isRoot ? 'no apt-get on this machine' : 'not running as root'}).\n` +
      "Install Debian's Chromium as root:  apt-get install chromium\n" +
      'The tests use that browser only; they never download one.',
  );
  process.exit(1);
}

console.log(`ensure-chromium: ${CHROMIUM} is missing; installing Debian's chromium package`);
run(aptGet, ['update']);
run(aptGet, ['install', '-y', 'chromium'], { DEBIAN_FRONTEND: 'noninteractive' });

if (!existsSync(CHROMIUM)) {
  console.error(`ensure-chromium: apt-get finished but ${CHROMIUM} is still missing`);
  process.exit(1);
}
const version = spawnSync(CHROMIUM, ['--version'], { encoding: 'utf8' });
console.log(`ensure-chromium: installed ${(version.stdout || '').trim() || CHROMIUM}`);
