import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedRequest, TEST_SIGNING_KEY } from '../../../test/signing';

/*
 * The real server in its own process, logging at debug level: the whole login path, refusals
 * included, then every log line is searched for the code, the token and the captcha answer.
 * Only the console gateway's outbox line may hold the code (it exists to show it).
 */
const CAPTCHA = 'Qv8Kx';
const MOBILE = '13700137000';
const lines: string[] = [];
let child: ChildProcessWithoutNullStreams;
let base = '';
const dir = mkdtempSync(join(tmpdir(), 'can-member-logs-'));

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
      SMS_PROVIDER: 'console',
      CAPTCHA_TEST_ANSWER: CAPTCHA,
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
  token?: string,
): Promise<{ code: number; msg: string; data: unknown }> {
  const r = signedRequest({ method, path, body });
  const headers: Record<string, string> = { ...r.headers };
  if (token) headers.authenticated_token = token;
  const response = await fetch(base + r.url, { method, headers, body: r.payload });
  return (await response.json()) as { code: number; msg: string; data: unknown };
}

describe('log lines', () => {
  it('hold no code, token or captcha answer, except the outbox line', async () => {
    const captcha = async () =>
      ((await api('GET', '/byairport-cms/captcha/create')).data as { uuid: string }).uuid;
    expect(
      (
        await api('POST', '/byairport-cms/sms/sendSms', {
          mobile: MOBILE,
          captchaCode: 'wrong',
          captchaUuid: await captcha(),
        })
      ).code,
    ).toBe(601);
    const sent = await api('POST', '/byairport-cms/sms/sendSms', {
      mobile: MOBILE,
      captchaCode: CAPTCHA,
      captchaUuid: await captcha(),
    });
    expect(sent.code).toBe(200);
    const isOutbox = (l: string) => l.includes('"msg":"sms outbox"');
    await expect.poll(() => lines.some(isOutbox)).toBe(true);
    const outboxLine = lines.find(isOutbox);
    const code = /\d{6}/.exec(
      (JSON.parse(outboxLine!) as { sms: { content: string } }).sms.content,
    )![0];

    const wrong = code === '000000' ? '111111' : '000000';
    expect(
      (await api('POST', '/byairport-cms/user/login', { mobile: MOBILE, code: wrong })).code,
    ).toBe(601);
    const login = await api('POST', '/byairport-cms/user/login', { mobile: MOBILE, code });
    expect(login.code).toBe(200);
    const token = (login.data as { tokenMap: { access_token: string } }).tokenMap.access_token;
    expect((await api('GET', '/byairport-cms/user/profile', undefined, token)).code).toBe(200);
    expect((await api('GET', '/byairport-cms/user/verifyToken', undefined, token)).code).toBe(200);
    expect((await api('GET', '/byairport-cms/user/logout', undefined, token)).code).toBe(200);
    expect((await api('GET', '/byairport-cms/user/verifyToken', undefined, token)).code).toBe(401);
    expect((await api('POST', '/byairport-cms/user/login', { mobile: MOBILE, code })).code).toBe(
      601,
    );

    // Every call's access-log line (11 calls) has arrived.
    await expect
      .poll(() => lines.filter((l) => l.includes('"msg":"request"')).length)
      .toBeGreaterThanOrEqual(11);
    const others = lines.filter((l) => l !== outboxLine);
    for (const secret of [code, token, CAPTCHA, CAPTCHA.toLowerCase()]) {
      expect(others.filter((l) => l.includes(secret))).toEqual([]);
    }
  });
});
