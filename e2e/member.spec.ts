import { randomUUID, sign } from 'node:crypto';
import Database from 'better-sqlite3';
import type { APIRequestContext, Page } from '@playwright/test';
import { canonicalBody, canonicalQuery, signingText } from '@can/contracts/signing';
import { CAPTCHA_TEST_ANSWER } from './constants';
import { takeClockTurns } from './clock-turns';
import { expect, expectNoAxeViolations, test } from './fixtures';

/*
 * Member area (issue 6): SMS login with the code read from the console gateway's outbox table,
 * the member centre with trips (the device's followed flight, uploaded at login) and points,
 * logout, and the 180 s background token check sending a revoked member to login.
 */
const databaseFile = (process.env.E2E_DATABASE_URL ?? 'sqlite:/tmp/x').replace(/^sqlite:/, '');

// Logins take turns with the journeys that move the server clock (a jump would expire a code).
takeClockTurns();
test.beforeEach(async ({ page }) => {
  // The seeded announcement, read already; a newer one may still open as a modal on a phone.
  await page.addInitScript(() => localStorage.setItem('announcement_read', '9741'));
  await page.addLocatorHandler(page.getByRole('alertdialog'), async (dialog) => {
    await dialog.getByRole('button', { name: /我知道了|确定|Got it/ }).click();
  });
});

/** A mobile number no other journey uses (the SMS limits count per number). */
const freshMobile = () =>
  `1${3 + Math.floor(Math.random() * 7)}${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;

/** The code of the newest outbox message to `mobile`, read from the server's SQLite file. */
function outboxCode(mobile: string): string | null {
  const db = new Database(databaseFile, { readonly: true, fileMustExist: true });
  try {
    const row = db
      .prepare('select content from sms_outbox where mobile = ? order by id desc limit 1')
      .get(mobile) as { content: string } | undefined;
    return row ? (/\d{6}/.exec(row.content)?.[0] ?? null) : null;
  } finally {
    db.close();
  }
}

/** A signed API call from the test itself, as the page would make it. */
async function api(
  request: APIRequestContext,
  method: 'GET' | 'POST',
  path: string,
  options: { body?: unknown; token?: string } = {},
) {
  const config = (await (await request.get('/byairport-cms/config/client')).json()) as {
    data: { signingKey: string; serverTime: number };
  };
  const timestamp = String(config.data.serverTime);
  const nonce = randomUUID();
  const params = method === 'GET' ? canonicalQuery([]) : canonicalBody(options.body);
  const signature = sign(
    'sha256',
    Buffer.from(signingText(timestamp, path, nonce, params)),
    config.data.signingKey,
  ).toString('base64');
  const headers: Record<string, string> = { signature, timestamp, nonce, locale: 'zh_CN' };
  if (options.token) headers.authenticated_token = options.token;
  const response =
    method === 'GET'
      ? await request.get(path, { headers })
      : await request.post(path, { headers, data: options.body ?? {} });
  return (await response.json()) as { code: number; msg: string; data: unknown };
}

const storedToken = (page: Page) => page.evaluate(() => localStorage.getItem('member_token') ?? '');

/** Logs in through the login page with the code from the outbox; ends on the member centre. */
async function logIn(page: Page, mobile: string) {
  await page.goto('/user/login');
  await expect(page.getByRole('heading', { level: 1, name: '会员登录' })).toBeVisible();
  await page.getByLabel('手机号码').fill(mobile);
  await expect(page.getByText('已输入 11/11 位')).toBeVisible();
  await expect(page.getByRole('button', { name: '图形验证码图片，点击换一张' })).toBeVisible();
  await page.getByLabel('图形验证码', { exact: true }).fill(CAPTCHA_TEST_ANSWER);
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByRole('button', { name: /\d+ 秒后重新获取/ })).toBeDisabled();
  await expect(page.getByTestId('login-notice')).toContainText('验证码已发送至');
  await expect.poll(() => outboxCode(mobile)).toMatch(/^\d{6}$/);
  await page.getByLabel('短信验证码').fill(outboxCode(mobile)!);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page).toHaveURL(/\/user\/index$/);
  await expect(page.getByRole('heading', { level: 1, name: '会员中心' })).toBeVisible();
}

test.describe('member area', () => {
  test('logs in with the SMS code, shows trips and points, logs out; axe clean', async ({
    page,
    request,
  }) => {
    // A flight followed on this device before login becomes a trip of the account.
    const list = await api(request, 'POST', '/byairport-flight/flight/list', {
      body: { type: '1', depOrArr: '1', day: 0, pageNum: 1, pageSize: 1 },
    });
    const flight = (list.data as { list: { flightNo: string; flightId: string }[] }).list[0]!;
    await page.addInitScript((record) => {
      if (!localStorage.getItem('followed_flights'))
        localStorage.setItem('followed_flights', JSON.stringify([record]));
    }, flight);

    // The page refuses a short number with its length, and a wrong picture code with the server's words.
    await page.goto('/user/login');
    await expect(page.getByRole('banner')).toHaveCount(0);
    await page.getByLabel('手机号码').fill('1380013800');
    await expect(page.getByText('已输入 10/11 位')).toBeVisible();
    await page.getByRole('button', { name: '获取验证码' }).click();
    await expect(page.getByText('请输入11位手机号码（当前已输入10位）')).toBeVisible();
    await expectNoAxeViolations(page);
    const mobile = freshMobile();
    await page.getByLabel('手机号码').fill(mobile);
    await expect(page.getByRole('button', { name: '图形验证码图片，点击换一张' })).toBeVisible();
    await page.getByLabel('图形验证码', { exact: true }).fill('nope');
    await page.getByRole('button', { name: '获取验证码' }).click();
    await expect(page.getByRole('alert').filter({ hasText: '图形验证码错误' })).toBeVisible();

    await logIn(page, mobile);
    await expect(page.getByTestId('member-greeting')).toContainText(mobile.slice(-4));
    await expect(page.getByTestId('points-balance')).toHaveText('100');
    await expect(page.getByRole('cell', { name: '首次登录' })).toBeVisible();
    const trip = page.getByTestId('member-trip').filter({ hasText: flight.flightNo });
    await expect(trip).toBeVisible();
    await expect(
      trip.getByRole('link', { name: new RegExp(`${flight.flightNo}.*航班详情`) }),
    ).toHaveAttribute('href', `/flight/detail?flightId=${encodeURIComponent(flight.flightId)}`);
    await expect(page.getByText('您还没有留言。')).toBeVisible();
    await expectNoAxeViolations(page);

    // The nickname, by keyboard: the editor takes the focus and gives it back when saved.
    await page.getByRole('button', { name: '修改昵称' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByLabel('昵称')).toBeFocused();
    await page.keyboard.type('林梅');
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('member-greeting')).toHaveText('您好，林梅');
    await expect(page.getByRole('button', { name: '修改昵称' })).toBeFocused();

    const token = await storedToken(page);
    expect(token.length).toBeGreaterThan(40);
    if (test.info().project.name === 'desktop') {
      // The header's avatar menu: member centre and logout.
      await page.getByRole('button', { name: '我的账户' }).click();
      await expect(page.getByRole('link', { name: '会员中心' })).toBeVisible();
      await page.getByRole('banner').getByRole('button', { name: '退出登录' }).click();
    } else {
      await page.getByRole('main').getByRole('button', { name: '退出登录' }).click();
      await expect(page.getByText('退出登录成功')).toBeVisible();
    }
    // Logged out from the member centre, the page goes to login.
    await expect(page).toHaveURL(/\/user\/login$/);
    await expect.poll(() => storedToken(page)).toBe('');
    expect((await api(request, 'GET', '/byairport-cms/user/verifyToken', { token })).code).toBe(
      401,
    );
  });

  test('the 180 s token check sends a member whose token was revoked to login', async ({
    page,
    request,
  }) => {
    await page.clock.install();
    await logIn(page, freshMobile());
    // A fresh page view starts the interval now; then the token is revoked behind its back.
    await page.reload();
    await expect(page.getByTestId('member-greeting')).toBeVisible();
    const token = await storedToken(page);
    expect((await api(request, 'GET', '/byairport-cms/user/logout', { token })).code).toBe(200);

    // Nothing happens before the interval…
    await page.clock.fastForward(160_000);
    await expect(page.getByTestId('member-greeting')).toBeVisible();
    await expect(page).toHaveURL(/\/user\/index$/);
    // …and at 180 000 ms the check fails, clears the session and goes to login.
    await page.clock.fastForward(20_000);
    await expect(page).toHaveURL(/\/user\/login$/);
    await expect(page.getByRole('heading', { level: 1, name: '会员登录' })).toBeVisible();
    expect(await storedToken(page)).toBe('');
  });
});
