import type { Page } from '@playwright/test';
import { CAPTCHA_TEST_ANSWER } from './constants';
import { expect, expectFitsScreenWidth, expectNoAxeViolations, test } from './fixtures';
import { freshMobile, outboxCode } from './server-data';
import { signedCall as api } from './signed-api';

/*
 * Member area (issue 6): SMS login with the code read from the console gateway's outbox table,
 * the member centre with trips (the device's followed flight, uploaded at login) and points,
 * logout, and the 180 s background token check sending a revoked member to login.
 */
test.beforeEach(async ({ page }) => {
  // The seeded announcement, read already; a newer one may still open as a modal on a phone.
  await page.addInitScript(() => localStorage.setItem('announcement_read', '9741'));
  await page.addLocatorHandler(page.getByRole('alertdialog'), async (dialog) => {
    await dialog.getByRole('button', { name: /我知道了|确定|Got it/ }).click();
  });
});

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
    await expectFitsScreenWidth(page);
    await expectNoAxeViolations(page);
    const mobile = freshMobile();
    await page.getByLabel('手机号码').fill(mobile);
    // The field's message goes once the number is whole; the button below moves up with it.
    await expect(page.getByText('请输入11位手机号码（当前已输入10位）')).toBeHidden();
    await expect(page.getByRole('button', { name: '图形验证码图片，点击换一张' })).toBeVisible();
    await page.getByLabel('图形验证码', { exact: true }).fill('nope');
    // By keyboard: on the emulated phone a tap here was now and then lost (noted in issue 16).
    await page.getByRole('button', { name: '获取验证码' }).press('Enter');
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
