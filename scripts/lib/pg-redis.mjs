// A throwaway PostgreSQL cluster and Redis server on loopback: for the server's tests on them
// (scripts/test-pg.mjs, npm run test:pg) and the storm benchmark (bench/storm.mjs).
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
import { delimiter, join } from 'node:path';

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
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const runuser = onPath('runuser');

/** What this machine lacks to run PostgreSQL and Redis here, said as a person needs it; or undefined. */
export function pgRedisMissing() {
  if (!pgBin || !redisServer) {
    const missing = [!pgBin && 'postgresql', !redisServer && 'redis-server']
      .filter(Boolean)
      .join(' ');
    return (
      `${!pgBin ? 'PostgreSQL (/usr/lib/postgresql/<version>/bin/initdb)' : ''}` +
      `${!pgBin && !redisServer ? ' and ' : ''}${!redisServer ? 'redis-server' : ''} not found.\n` +
      `Install them as root:  apt-get install ${missing}`
    );
  }
  if (isRoot && !runuser)
    return 'running as root needs runuser (package util-linux) to start PostgreSQL as postgres';
  return undefined;
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

/**
 * Starts a throwaway PostgreSQL cluster and a Redis server on loopback (trust auth, nothing kept:
 * durability off, no Redis persistence). Resolves with their URLs and `stop()`, which stops both
 * and removes their files; `stop()` is also safe after a failed start.
 */
export async function startPgRedis({ log = () => undefined } = {}) {
  const missing = pgRedisMissing();
  if (missing) throw new Error(missing);

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
  let stopping;

  async function stopAll() {
    stopping ??= (async () => {
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

  try {
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
    return {
      databaseUrl: `postgres://postgres@127.0.0.1:${pgPort}/postgres`,
      redisUrl: `redis://127.0.0.1:${redisPort}`,
      stop: stopAll,
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
