import type { Page } from '@playwright/test';
import { alertPaths, captchaPaths } from '@can/contracts/paths';
import { CAPTCHA_TEST_ANSWER } from './constants';
import { expect } from './fixtures';
import { freshMobile, outboxCode, readDatabase } from './server-data';
import { signedCall } from './signed-api';

/*
 * What the flight alert journeys share (issue 22): a flight to follow, the SMS and mails in the
 * outboxes, another traveller following through the API, and the operator's gate change.
 */

/** Tomorrow's n-th departure still scheduled, with its id and number. */
export async function aFlight(page: Page, n: number) {
  await page.goto('/flight/departures?day=1');
  const row = page.locator('[data-testid="flight-row"][data-status="scheduled"]').nth(n);
  await expect(row).toBeVisible();
  const flightId = (await row.getAttribute('data-flight-id'))!;
  return { flightId, flightNo: flightId.split('-').pop()! };
}

export const alertSms = (mobile: string) =>
  readDatabase(
    (db) =>
      db
        .prepare(
          "select content from sms_outbox where mobile = ? and purpose = 'alert' order by id",
        )
        .all(mobile) as { content: string }[],
  );

/**
 * Another traveller follows the flight by SMS through the API, as the page does, with quiet hours
 * off: journeys run at any hour, and under quiet hours (the default) an SMS between 23:00 and
 * 07:00 airport time waits for the morning (subscription-rules.test.ts).
 */
export async function followThroughApi(page: Page, flightId: string): Promise<string> {
  const mobile = freshMobile();
  const captcha = await signedCall<{ uuid: string }>(page.request, 'GET', captchaPaths.create);
  const sent = await signedCall(page.request, 'POST', alertPaths.sendCode, {
    body: { mobile, captchaCode: CAPTCHA_TEST_ANSWER, captchaUuid: captcha.data.uuid },
  });
  expect(String(sent.code), sent.msg).toBe('200');
  await expect.poll(() => outboxCode(mobile)).toMatch(/^\d{6}$/);
  const followed = await signedCall(page.request, 'POST', alertPaths.subscribe, {
    body: { flightId, mobile, smsCode: outboxCode(mobile), quietHours: false },
  });
  expect(String(followed.code), followed.msg).toBe('200');
  return mobile;
}

/** The operator sets a gate on the flight through /admin/flight-ops. */
export async function setGate(admin: Page, flightNo: string, gate: string) {
  await admin.getByLabel('Flight number').fill(flightNo);
  await admin.getByLabel('Day').selectOption({ label: 'Tomorrow' });
  await admin.getByRole('button', { name: 'Find flights' }).click();
  await admin.getByRole('button', { name: `Edit ${flightNo}`, exact: true }).click();
  const editor = admin.getByRole('region', { name: `Change ${flightNo}` });
  await editor.getByLabel('Gate').fill(gate);
  await editor.getByRole('button', { name: 'Save and publish' }).click();
  await expect(editor.getByRole('status')).toHaveText(
    `${flightNo} saved: the boards show the change.`,
  );
}

/** The mails sent to an address, oldest first. */
export const mailsTo = (address: string) =>
  readDatabase(
    (db) =>
      db
        .prepare('select subject, text_body from mail_outbox where to_address = ? order by id')
        .all(address) as { subject: string; text_body: string }[],
  );

/** A flight's page, scrolled down step by step until its alerts panel has loaded. */
export async function openAlertsPanel(page: Page, flightId: string) {
  await page.goto(`/flight/detail?flightId=${encodeURIComponent(flightId)}`);
  const panel = page.getByTestId('flight-alerts');
  await expect
    .poll(async () => {
      await page.evaluate(() => window.scrollBy(0, window.innerHeight / 2));
      return panel.count();
    })
    .toBe(1);
  await panel.scrollIntoViewIfNeeded();
  return panel;
}
