import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, describe, expect, it } from 'vitest';

/** Resolves with the first log record of the server that satisfies the test. */
function waitForLog(
  child: ChildProcessWithoutNullStreams,
  test: (record: Record<string, unknown>) => boolean,
) {
  return new Promise<Record<string, unknown>>((resolve, reject) => {
    const lines = createInterface({ input: child.stdout });
    lines.on('line', (line) => {
      try {
        const record = JSON.parse(line) as Record<string, unknown>;
        if (test(record)) {
          lines.close();
          resolve(record);
        }
      } catch {
        // not a log record
      }
    });
    child.once('exit', (code) => reject(new Error(`server exited early with ${code}`)));
  });
}

describe('graceful shutdown', () => {
  const dir = mkdtempSync(join(tmpdir(), 'can-shutdown-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  // Starts a real server from source (tsx): seconds here, over 20 s seen on a loaded 2-core CI
  // machine; the limit is sized for one three times slower still.
  it('lets a slow request finish after SIGTERM, then exits 0', { timeout: 90_000 }, async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: new URL('..', import.meta.url).pathname,
      env: {
        ...process.env,
        PORT: '0',
        LOG_LEVEL: 'debug',
        NODE_ENV: 'test',
        DATABASE_URL: `sqlite:${join(dir, 'a.db')}`,
        REDIS_URL: '',
      },
    });
    const exited = new Promise<number | null>((resolve) =>
      child.once('exit', (code) => resolve(code)),
    );
    const listening = await waitForLog(
      child,
      (r) => typeof r.msg === 'string' && r.msg.startsWith('Server listening'),
    );
    const port = Number(/:(\d+)$/.exec(String(listening.msg))![1]);

    // A slow upload: the headers arrive now, the body only after the shutdown has begun.
    const socket = connect(port, '127.0.0.1');
    const body = JSON.stringify({ note: 'slow' });
    const received = waitForLog(child, (r) => r.msg === 'incoming request');
    socket.write(
      `POST /byairport-cms/slow/upload HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n${body.slice(0, 5)}`,
    );
    await received;

    const shuttingDown = waitForLog(child, (r) => r.msg === 'shutting down');
    child.kill('SIGTERM');
    await shuttingDown;

    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString()));
    const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
    socket.end(body.slice(5));
    await closed;

    expect(answer).toMatch(/^HTTP\/1\.1 200/);
    expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toMatchObject({ code: 404 });
    expect(await exited).toBe(0);
  });
});
