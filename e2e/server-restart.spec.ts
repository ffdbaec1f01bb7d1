import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { CAPTCHA_TEST_ANSWER, E2E_ADMIN_PASSWORD } from './constants';
import { expect, test } from './fixtures';
import { databaseUrl, freshMobile } from './server-data';

/*
 * The backend drops in the middle of online check-in and comes back (issue 17.4): the page
 * never turns white, the red transport message shows, the form keeps what the traveller typed,
 * and the next try after the server returns works without a reload. The journey runs its own
 * server process (on the journeys' database) so it can stop and start it.
 */
const repoRoot = fileURLToPath(new URL('..', import.meta.url));

async function freePort(): Promise<number> {
  const probe = createServer();
  probe.listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address() as { port: number };
  probe.close();
  await once(probe, 'close');
  return port;
}

function startServer(port: number): ChildProcess {
  return spawn(process.execPath, ['apps/server/dist/main.js'], {
    cwd: repoRoot,
    stdio: 'ignore',
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      CAPTCHA_TEST_ANSWER,
      ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
    },
  });
}

async function ready(port: number) {
  await expect
    .poll(() =>
      fetch(`http://127.0.0.1:${port}/readyz`).then(
        (r) => r.status,
        () => 0,
      ),
    )
    .toBe(200);
}

async function stop(server: ChildProcess) {
  if (server.exitCode !== null) return;
  const exited = once(server, 'exit');
  server.kill('SIGTERM');
  await exited;
}

test.describe('the backend drops mid check-in', () => {
  // Chromium logs each request the stopped server refused.
  test.use({ allowedConsoleErrors: [/ERR_CONNECTION_REFUSED|Failed to load resource/] });

  test('the form keeps what was typed and works again once the server is back', async ({
    page,
  }) => {
    const port = await freePort();
    let server = startServer(port);
    try {
      await ready(port);
      await page.addInitScript(() => localStorage.setItem('announcement_read', '9741'));
      await page.goto(`http://127.0.0.1:${port}/service/checkIn`);
      const mobile = freshMobile();
      await page.getByLabel('旅客姓名').fill('陈嘉欣');
      await page.getByLabel('护照').check();
      await page.getByLabel('证件号码').fill('E12345678');
      await page.getByLabel('手机号码').fill(mobile);
      await expect(page.getByRole('button', { name: '图形验证码，点击更换' })).toBeVisible();
      await page.getByLabel('图形验证码', { exact: true }).fill(CAPTCHA_TEST_ANSWER);

      await stop(server);
      await page.getByRole('button', { name: '获取验证码' }).press('Enter');
      await expect(page.getByTestId('notice')).toContainText('后端接口连接异常');
      // Not a white page: the form is there with every word typed.
      await expect(page.getByRole('heading', { level: 1, name: '网上值机' })).toBeAttached();
      await expect(page.getByLabel('旅客姓名')).toHaveValue('陈嘉欣');
      await expect(page.getByLabel('证件号码')).toHaveValue('E12345678');
      await expect(page.getByLabel('手机号码')).toHaveValue(mobile);
      // The message lives its 5 s and goes.
      await expect(page.getByTestId('notice')).toHaveCount(0);

      server = startServer(port);
      await ready(port);
      // A new picture (the last one was used up by the try), then the same button works.
      await page.getByRole('button', { name: /图形验证码|加载失败/ }).click();
      await expect(page.getByRole('button', { name: '图形验证码，点击更换' })).toBeVisible();
      await page.getByLabel('图形验证码', { exact: true }).fill(CAPTCHA_TEST_ANSWER);
      await page.getByRole('button', { name: '获取验证码' }).press('Enter');
      await expect(page.getByRole('button', { name: /\d+ 秒后重新发送/ })).toBeDisabled();
      await expect(page.getByTestId('notice')).not.toContainText('后端接口连接异常');
    } finally {
      await stop(server);
    }
  });
});
