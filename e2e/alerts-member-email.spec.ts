import type { APIRequestContext } from '@playwright/test';
import { captchaPaths, memberPaths, smsPaths } from '@can/contracts/paths';
import { staffPage } from './admin-kit';
import {
  aFlight,
  openAlertsPanel,
  alertSms,
  followThroughApi,
  mailsTo,
  setGate,
} from './alerts-kit';
import { CAPTCHA_TEST_ANSWER } from './constants';
import { expect, expectFitsScreenWidth, expectNoAxeViolations, test } from './fixtures';
import { freshMobile, outboxCode } from './server-data';
import { signedCall } from './signed-api';

/*
 * Issue 22, the member's e-mail: a member reading in Korean adds an address in the member
 * centre and confirms it from the mailed link; on a flight's page they choose alerts by e-mail
 * only; an operator changes the gate in the back office; within 10 s exactly one alert mail is in
 * mail_outbox, in Korean, with the new gate. Its unsubscribe link ends the alerts: the next change
 * reaches another subscriber and no mail goes to the member.
 */
test.beforeEach(async ({ page, baseURL }) => {
  await page.context().addCookies([{ name: 'locale', value: 'ko-KR', url: baseURL! }]);
  await page.addInitScript(() => {
    localStorage.setItem('locale', 'ko-KR');
    localStorage.setItem('announcement_read', '9741');
  });
  await page.addLocatorHandler(page.getByRole('alertdialog'), async (dialog) => {
    await dialog.getByRole('button').first().click();
  });
});

/** A member session through the API (the login page has its own journey). */
async function memberToken(request: APIRequestContext, mobile: string): Promise<string> {
  const captcha = await signedCall<{ uuid: string }>(request, 'GET', captchaPaths.create);
  const sent = await signedCall(request, 'POST', smsPaths.send, {
    body: { mobile, captchaCode: CAPTCHA_TEST_ANSWER, captchaUuid: captcha.data.uuid },
  });
  expect(String(sent.code), sent.msg).toBe('200');
  await expect.poll(() => outboxCode(mobile)).toMatch(/^\d{6}$/);
  const login = await signedCall<{ tokenMap: { access_token: string } }>(
    request,
    'POST',
    memberPaths.login,
    { body: { mobile, code: outboxCode(mobile) } },
  );
  expect(String(login.code), login.msg).toBe('200');
  return login.data.tokenMap.access_token;
}

test("a member gets a flight's alerts at their confirmed e-mail, in Korean, until the link stops them", async ({
  page,
  browser,
}, testInfo) => {
  const phone = testInfo.project.name === 'phone';
  const { flightId, flightNo } = await aFlight(page, phone ? 9 : 5);
  const mobile = freshMobile();
  const address = `member.${mobile}@example.com`;
  const masked = `m***@example.com`;
  const token = await memberToken(page.request, mobile);
  await page.evaluate((value) => localStorage.setItem('member_token', value), token);

  // The member centre: add the address; the link comes by mail and confirms it.
  await page.goto('/user/index');
  const form = page.getByTestId('member-email-form');
  await form.getByLabel('이메일 주소 추가').fill(address);
  await form.getByRole('button', { name: '확인 링크 보내기' }).click();
  await expect(page.getByTestId('member-email-status')).toContainText(masked);
  await expect(page.getByTestId('member-email')).toContainText('확인 대기 중');
  await expectNoAxeViolations(page);
  await expectFitsScreenWidth(page);
  await expect.poll(() => mailsTo(address).length).toBe(1);
  const link = /https?:\/\/\S+\/member\/confirmEmail\?token=[\w.-]+/.exec(
    mailsTo(address)[0]!.text_body,
  )![0];
  const { pathname, search } = new URL(link);
  await page.goto(`${pathname}${search}`);
  await expect(page.getByTestId('member-email-result')).toHaveText('이메일 주소가 확인되었습니다');
  await expectNoAxeViolations(page);

  // The flight's page: alerts by e-mail only.
  const panel = await openAlertsPanel(page, flightId);
  await expect(panel.getByRole('heading', { name: `${flightNo} 항공편 알림 받기` })).toBeVisible();
  await panel.getByRole('checkbox', { name: '문자 메시지' }).uncheck();
  await panel.getByRole('checkbox', { name: '이메일' }).check();
  await panel.getByRole('button', { name: '알림 받기' }).click();
  await expect(panel.getByTestId('alert-subscription')).toContainText(masked);
  await expectNoAxeViolations(page);

  const ops = await staffPage(browser, 'operations', testInfo, { start: '/admin/flight-ops' });
  try {
    const gate = phone ? 'E55' : 'E44';
    await setGate(ops.page, flightNo, gate);

    // Within 10 s, exactly one alert mail (after the confirmation), in Korean, with the gate.
    await expect.poll(() => mailsTo(address).length, { timeout: 10_000 }).toBe(2);
    const alert = mailsTo(address)[1]!;
    expect(alert.subject).toContain(flightNo);
    expect(alert.text_body).toContain(gate);
    expect(alert.text_body).toMatch(/탑승구/);
    const stop = /https?:\/\/\S+\/alerts\/unsubscribe\?token=[\w.-]+/.exec(alert.text_body)![0];
    const stopUrl = new URL(stop);
    await page.goto(`${stopUrl.pathname}${stopUrl.search}`);
    await expect(page.getByTestId('alert-token-result')).toContainText(flightNo);

    // The next change reaches a witness and sends the member nothing.
    const witness = await followThroughApi(page, flightId);
    await setGate(ops.page, flightNo, phone ? 'E56' : 'E45');
    await expect.poll(() => alertSms(witness).length, { timeout: 10_000 }).toBe(1);
    expect(mailsTo(address)).toHaveLength(2);
  } finally {
    await ops.context.close();
  }
});
