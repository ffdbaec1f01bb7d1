#!/usr/bin/env node
// Runs the server's API tests on PostgreSQL and Redis (npm run test:pg): starts a throwaway
// PostgreSQL cluster and a Redis server on loopback, runs `vitest run --project server` with
// TEST_DATABASE_URL and TEST_REDIS_URL pointing at them, then stops both and removes their files,
// also after a failure or Ctrl-C. Extra arguments go to vitest. Exits with vitest's code.
import { spawn, spawnSync } from 'node:child_process';
import {
  chownSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
} from 'node:fs';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { delimiter, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = resolve(fileURLToPath(new URL('..', import.meta.url)));
const log = (message) => console.log(`test-pg: ${message}`);

// ---------------------------------------------------------------------------------- binaries

function findPostgresBin() {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((v) => /^\d+$/.test(v))
    .sort((a, b) => Number(b) - Number(a));
  for (const version of versions) {
    const bin = join(root, version, 'bin');
    if (['initdb', 'pg_ctl', 'postgres'].every((tool) => existsSync(join(bin, tool)))) return bin;
  }
  return undefined;
}

function onPath(command) {
  const dirs = (process.env.PATH ?? '')
    .split(delimiter)
    .concat(['/usr/sbin', '/usr/bin', '/sbin', '/bin']);
  return dirs.map((dir) => join(dir, command)).find((candidate) => existsSync(candidate));
}

const pgBin = findPostgresBin();
const redisServer = onPath('redis-server');
if (!pgBin || !redisServer) {
  const missing = [!pgBin && 'postgresql', !redisServer && 'redis-server']
    .filter(Boolean)
    .join(' ');
  console.error(
    `test-pg: ${!pgBin ? 'PostgreSQL (/usr/lib/postgresql/<version>/bin/initdb)' : ''}` +
      `${!pgBin && !redisServer ? ' and ' : ''}${!redisServer ? 'redis-server' : ''} not found.\n` +
      `Install them as root:  apt-get install ${missing}`,
  );
  process.exit(1);
}

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const runuser = onPath('runuser');
if (isRoot && !runuser) {
  console.error(
    'test-pg: running as root needs runuser (package util-linux) to start PostgreSQL as postgres',
  );
  process.exit(1);
}

/** PostgreSQL refuses to run as root: as root, its tools run as the postgres user. */
function pgCommand(tool, args) {
  const command = join(pgBin, tool);
  return isRoot ? [runuser, ['-u', 'postgres', '--', command, ...args]] : [command, args];
}

// ---------------------------------------------------------------------------------- helpers

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

function runQuiet(command, args, what) {
  const result = spawnSync(command, args, { encoding: 'utf8', cwd: tmpdir() });
  if (result.status !== 0) {
    throw new Error(
      `${what} failed (exit ${result.status}):\n${result.stdout ?? ''}${result.stderr ?? ''}`,
    );
  }
  return result;
}

/** Sends one line over TCP and resolves with the first answer, or rejects. */
function ask(port, line) {
  return new Promise((resolveAnswer, reject) => {
    const socket = connect({ host: '127.0.0.1', port });
    socket.setTimeout(1000, () => socket.destroy(new Error('timeout')));
    socket.once('error', reject);
    socket.once('connect', () => {
      if (line === undefined) {
        socket.end();
        resolveAnswer('');
      } else socket.write(line);
    });
    socket.once('data', (data) => {
      socket.end();
      resolveAnswer(data.toString());
    });
  });
}

async function waitFor(what, check, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  let lastError;
  while (Date.now() < deadline) {
    try {
      if (await check()) return;
    } catch (error) {
      lastError = error;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(
    `${what} did not answer within ${timeoutMs / 1000} s${lastError ? `: ${lastError.message}` : ''}`,
  );
}

function tail(file, lines = 30) {
  try {
    return readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}

// ---------------------------------------------------------------------------------- lifecycle

const workDir = mkdtempSync(join(tmpdir(), 'can-test-pg-'));
const dataDir = join(workDir, 'pgdata');
const pgLog = join(workDir, 'postgres.log');
const redisDir = join(workDir, 'redis');
mkdirSync(redisDir);
if (isRoot) {
  const uid = Number(
    runQuiet('id', ['-u', 'postgres'], 'looking up the postgres user').stdout.trim(),
  );
  const gid = Number(
    runQuiet('id', ['-g', 'postgres'], 'looking up the postgres group').stdout.trim(),
  );
  chownSync(workDir, uid, gid);
}

let pgStarted = false;
let redis;
let vitest;
let stopping;

async function stopAll() {
  stopping ??= (async () => {
    if (vitest && vitest.exitCode === null && vitest.signalCode === null) vitest.kill('SIGTERM');
    if (pgStarted) {
      const [command, args] = pgCommand('pg_ctl', [
        '-D',
        dataDir,
        '-m',
        'fast',
        '-w',
        '-t',
        '20',
        'stop',
      ]);
      const result = spawnSync(command, args, { encoding: 'utf8', cwd: tmpdir() });
      if (result.status !== 0) {
        log(`pg_ctl stop failed; stopping PostgreSQL immediately\n${result.stderr}`);
        const [c2, a2] = pgCommand('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
        spawnSync(c2, a2, { stdio: 'ignore', cwd: tmpdir() });
      }
      pgStarted = false;
    }
    if (redis && redis.exitCode === null && redis.signalCode === null) {
      const exited = new Promise((r) => redis.once('exit', r));
      redis.kill('SIGTERM');
      const timer = setTimeout(() => redis.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(workDir, { recursive: true, force: true });
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
  const [pgPort, redisPort] = await Promise.all([freePort(), freePort()]);
  if (pgPort === redisPort) throw new Error('got the same free port twice; try again');

  // PostgreSQL: trust auth on loopback only, socket in our folder, durability off (throwaway).
  log(`initdb (${pgBin})`);
  {
    const [command, args] = pgCommand('initdb', [
      '-D',
      dataDir,
      '-U',
      'postgres',
      '-A',
      'trust',
      '-E',
      'UTF8',
      '--locale=C',
      '--no-sync',
    ]);
    runQuiet(command, args, 'initdb');
  }
  const serverOptions = [
    `-p ${pgPort}`,
    '-c listen_addresses=127.0.0.1',
    `-c unix_socket_directories=${workDir}`,
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
    '-c max_connections=200',
  ].join(' ');
  {
    const [command, args] = pgCommand('pg_ctl', [
      '-D',
      dataDir,
      '-l',
      pgLog,
      '-o',
      serverOptions,
      '-w',
      '-t',
      '30',
      'start',
    ]);
    pgStarted = true; // even a failed start may leave a postmaster to stop
    try {
      runQuiet(command, args, 'pg_ctl start');
    } catch (error) {
      throw new Error(`${error.message}\n--- ${pgLog}\n${tail(pgLog)}`, { cause: error });
    }
  }

  // Redis: in the foreground as our child, nothing written to disk.
  const redisLog = [];
  redis = spawn(
    redisServer,
    [
      '--port',
      String(redisPort),
      '--bind',
      '127.0.0.1',
      '--save',
      '',
      '--appendonly',
      'no',
      '--daemonize',
      'no',
      '--dir',
      redisDir,
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  for (const stream of [redis.stdout, redis.stderr])
    stream.on('data', (d) => redisLog.push(d.toString()));
  redis.once('exit', (code, signal) => {
    if (!stopping)
      log(`redis-server exited early (${signal ?? code})\n${redisLog.join('').slice(-2000)}`);
  });

  await waitFor('PostgreSQL', async () => {
    await ask(pgPort);
    const [command, args] = pgCommand('pg_isready', [
      '-h',
      '127.0.0.1',
      '-p',
      String(pgPort),
      '-U',
      'postgres',
    ]);
    return (
      !existsSync(join(pgBin, 'pg_isready')) ||
      spawnSync(command, args, { stdio: 'ignore', cwd: tmpdir() }).status === 0
    );
  });
  await waitFor('Redis', async () => (await ask(redisPort, 'PING\r\n')).startsWith('+PONG'));

  const databaseUrl = `postgres://postgres@127.0.0.1:${pgPort}/postgres`;
  const redisUrl = `redis://127.0.0.1:${redisPort}`;
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
