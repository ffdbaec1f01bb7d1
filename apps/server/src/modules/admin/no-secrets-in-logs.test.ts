import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { adminContentPaths } from '@can/contracts/admin-content-paths';
import { adminPaths } from '@can/contracts/admin-paths';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedRequest, TEST_SIGNING_KEY } from '../../../test/signing';

/*
 * The real server in its own process, logging at debug level: staff sign-in (wrong and right),
 * calls with the session cookie, a password change, a staff account made with a first password
 * and given a new one, a preview token used, and sign-out; then every log line and the audit log
 * are searched for the passwords, the session ids and the token.
 */
const ADMIN_PASSWORD = 'Log-Test-Admin-Pw-4417';
const NEW_PASSWORD = 'Log-Test-New-Pw-9021';
const WRONG_PASSWORD = 'Log-Test-Wrong-Pw-5530';
const EDITOR_PASSWORD = 'Log-Test-Editor-Pw-3318';
const RESET_PASSWORD = 'Log-Test-Reset-Pw-7702';
const lines: string[] = [];
let child: ChildProcessWithoutNullStreams;
let base = '';
const dir = mkdtempSync(join(tmpdir(), 'can-admin-logs-'));

beforeAll(async () => {
  child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: new URL('../../..', import.meta.url).pathname,
    env: {
      ...process.env,
      PORT: '0',
      LOG_LEVEL: 'debug',
      NODE_ENV: 'test',
      DATABASE_URL: `sqlite:${join(dir, 'a.db')}`,
      REDIS_URL: '',
      ADMIN_PASSWORD,
      SIGNING_PRIVATE_KEY: TEST_SIGNING_KEY,
    },
  });
  const reader = createInterface({ input: child.stdout });
  const listening = new Promise<number>((resolve, reject) => {
    reader.on('line', (line) => {
      lines.push(line);
      const port = /Server listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(line)?.[1];
      if (port) resolve(Number(port));
    });
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
  base = `http://127.0.0.1:${await listening}`;
}, 60_000);

afterAll(async () => {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
  rmSync(dir, { recursive: true, force: true });
});

async function api(
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
  cookie?: string,
  query?: Record<string, string>,
) {
  const r = signedRequest({ method, path, body, query });
  const headers: Record<string, string> = { ...r.headers };
  if (cookie) headers.cookie = cookie;
  const response = await fetch(base + r.url, { method, headers, body: r.payload });
  const json = (await response.json()) as { code: number; msg: string; data: unknown };
  return { ...json, cookie: response.headers.get('set-cookie')?.split(';')[0] ?? '' };
}

describe('back-office log lines and audit log', () => {
  it('hold no password and no session id', async () => {
    const login = (password: string) =>
      api('POST', adminPaths.login, { username: 'admin', password });
    expect((await login(WRONG_PASSWORD)).code).toBe(601);
    const first = await login(ADMIN_PASSWORD);
    expect(first.code).toBe(200);
    expect((await api('GET', adminPaths.me, undefined, first.cookie)).code).toBe(200);
    const changed = await api(
      'POST',
      adminPaths.changePassword,
      { currentPassword: ADMIN_PASSWORD, newPassword: NEW_PASSWORD },
      first.cookie,
    );
    expect(changed.code).toBe(200);
    const second = changed.cookie;
    expect(second).toMatch(/^can_staff=/);
    // A staff account with a first password, then a new one set by the admin.
    const created = await api(
      'POST',
      adminPaths.staffCreate,
      { username: 'log-editor', name: 'Log Editor', role: 'editor', password: EDITOR_PASSWORD },
      second,
    );
    expect(created.code).toBe(200);
    const editorId = (created.data as { id: number }).id;
    const reset = await api(
      'POST',
      adminPaths.staffUpdate,
      { id: editorId, password: RESET_PASSWORD },
      second,
    );
    expect(reset.code).toBe(200);
    // A preview token, made and then read with the token in the query string.
    const ticket = await api(
      'POST',
      adminContentPaths.previewCreate,
      { kind: 'headline', locale: 'en-US', title: 'Log test', content: '<p>Draft</p>' },
      second,
    );
    expect(ticket.code).toBe(200);
    const token = (ticket.data as { token: string }).token;
    const preview = await api('GET', adminContentPaths.preview, undefined, second, { token });
    expect(preview.code).toBe(200);
    // The access-log line is written after the answer is sent: wait for it.
    await expect
      .poll(() => lines.some((l) => l.includes('/articles/preview?token=[redacted]')))
      .toBe(true);

    const audit = await api('GET', adminPaths.auditList, undefined, second, { pageSize: '50' });
    expect(audit.code).toBe(200);
    const audited = JSON.stringify(audit.data);
    for (const action of ['staff.password', 'staff.create', 'staff.update'])
      expect(audited).toContain(action);
    expect((await api('POST', adminPaths.logout, {}, second)).code).toBe(200);
    expect((await api('GET', adminPaths.me, undefined, second)).code).toBe(401);

    await expect
      .poll(() => lines.filter((l) => l.includes('"msg":"request"')).length)
      .toBeGreaterThanOrEqual(11);
    const ids = [first.cookie, second].map((c) => c.split('=')[1]!);
    const secrets = [ADMIN_PASSWORD, NEW_PASSWORD, WRONG_PASSWORD, EDITOR_PASSWORD, RESET_PASSWORD];
    for (const secret of [...secrets, ...ids, token]) {
      expect(lines.filter((l) => l.includes(secret))).toEqual([]);
      expect(audited).not.toContain(secret);
    }
  });
});
