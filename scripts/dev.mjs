#!/usr/bin/env node
// npm run dev: the API server (tsx watch, port 8081) and the Vite dev server for apps/web (which
// proxies API calls to 127.0.0.1:8081), with their output prefixed. When one stops, or on Ctrl-C,
// both are stopped.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = resolve(fileURLToPath(new URL('..', import.meta.url)));
const color = process.stdout.isTTY;
const paint = (code, text) => (color ? `\x1b[${code}m${text}\x1b[0m` : text);

function bin(name, ...dirs) {
  for (const dir of [...dirs, repoRoot]) {
    const candidate = join(dir, 'node_modules', '.bin', name);
    if (existsSync(candidate)) return candidate;
  }
  console.error(`dev: ${name} is not installed; run "npm ci" first.`);
  process.exit(1);
}

const apiPort = process.env.API_PORT ?? '8081';
const processes = [
  {
    name: 'server',
    colorCode: 36,
    command: bin('tsx', join(repoRoot, 'apps', 'server')),
    args: ['watch', '--clear-screen=false', 'apps/server/src/main.ts'],
    cwd: repoRoot,
    env: { PORT: apiPort, HOST: '127.0.0.1', NODE_ENV: 'development' },
  },
  {
    name: 'web',
    colorCode: 35,
    command: bin('vite', join(repoRoot, 'apps', 'web')),
    args: process.argv.slice(2),
    cwd: join(repoRoot, 'apps', 'web'),
    env: { DEV_API_TARGET: `http://127.0.0.1:${apiPort}` },
  },
];

const width = Math.max(...processes.map((p) => p.name.length));
const children = [];
let shuttingDown = false;
let exitCode = 0;

function prefixLines(stream, prefix, out) {
  let pending = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk) => {
    const lines = (pending + chunk).split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) out.write(`${prefix} ${line}\n`);
  });
  stream.on('end', () => {
    if (pending) out.write(`${prefix} ${pending}\n`);
  });
}

function stopAll(code) {
  if (shuttingDown) return;
  shuttingDown = true;
  exitCode = code;
  for (const child of children) {
    if (child.exitCode !== null || child.signalCode !== null) continue;
    // Each child leads its own process group, so its own children (tsx's node, esbuild) stop too.
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      child.kill('SIGTERM');
    }
  }
  setTimeout(() => {
    for (const child of children) {
      if (child.exitCode === null && child.signalCode === null) {
        try {
          process.kill(-child.pid, 'SIGKILL');
        } catch {
          child.kill('SIGKILL');
        }
      }
    }
  }, 5000).unref();
}

for (const spec of processes) {
  const prefix = paint(spec.colorCode, `[${spec.name.padEnd(width)}]`);
  const child = spawn(spec.command, spec.args, {
    cwd: spec.cwd,
    env: { ...process.env, FORCE_COLOR: color ? '1' : '0', ...spec.env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  children.push(child);
  prefixLines(child.stdout, prefix, process.stdout);
  prefixLines(child.stderr, prefix, process.stderr);
  child.on('error', (error) => {
    console.error(`${prefix} could not start: ${error.message}`);
    stopAll(1);
  });
  child.on('exit', (code, signal) => {
    if (!shuttingDown) {
      console.error(`${prefix} exited (${signal ?? code}); stopping the others`);
      stopAll(code ?? 1);
    }
    if (children.every((c) => c.exitCode !== null || c.signalCode !== null)) process.exit(exitCode);
  });
}

console.log(
  `dev: API on http://127.0.0.1:${apiPort} (tsx watch); the web app's address is printed by Vite below. Ctrl-C stops both.`,
);

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => stopAll(0));
process.on('exit', () => {
  for (const child of children) {
    if (child.exitCode === null && child.signalCode === null) {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
  }
});
