import type { Page } from '@playwright/test';
import { openAuditLog, staffPage } from './admin-kit';
import { CAPTCHA_TEST_ANSWER } from './constants';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { newPassenger, outboxCode, segmentIdOf, type Passenger } from './server-data';

/*
 * Issue 9, flight operations: a traveller has tomorrow's departures board open; in another
 * browser an operator delays one of its flights (new estimated time and status) in
 * /admin/flight-ops; the open board shows the change within 5 s without reloading (update
 * stream); an admin finds flight.update in the audit log. Check-in support: a passenger's online
 * check-in page shows the counter check-in an operator marked, which cannot be cancelled online;
 * the seat is released again; checkin.mark is in the audit log. The operations pages are checked
 * with axe.
 */
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    localStorage.setItem('locale', 'en-US');
    localStorage.setItem('announcement_read', '9741');
  });
  await page.addLocatorHandler(page.getByRole('alertdialog'), async (dialog) => {
    await dialog.getByRole('button', { name: /我知道了|Got it/ }).click();
  });
});

/** "2026-11-23 14:05" moved by minutes (airport time, no daylight saving). */
function later(local: string, minutes: number): string {
  const ms = Date.parse(`${local.replace(' ', 'T')}:00+08:00`) + minutes * 60_000;
  return new Date(ms + 8 * 3_600_000).toISOString().slice(0, 16);
}

/** Tomorrow's departures, open and live; the n-th flight still "Scheduled". */
async function openBoard(page: Page, n: number) {
  await page.goto('/flight/departures?day=1');
  await expect(page.getByRole('heading', { level: 1, name: 'Departures' })).toBeVisible();
  await expect(page.getByTestId('live-bar')).toContainText('Live');
  const row = page.locator('[data-testid="flight-row"][data-status="scheduled"]').nth(n);
  await expect(row).toBeVisible();
  const flightId = (await row.getAttribute('data-flight-id'))!;
  return {
    row: page.locator(`[data-testid="flight-row"][data-flight-id="${flightId}"]`),
    flightId,
  };
}

test('an operator delays a flight and the open departures board shows it without reload, audited', async ({
  page,
  browser,
}, testInfo) => {
  // Desktop and phone run side by side: each delays a different flight.
  const { row, flightId } = await openBoard(page, testInfo.project.name === 'phone' ? 4 : 1);
  const flightNo = flightId.split('-').pop()!;
  await page.evaluate(() => ((window as unknown as { boardMark: number }).boardMark = 1));

  const ops = await staffPage(browser, 'operations', testInfo, { start: '/admin/flight-ops' });
  try {
    const admin = ops.page;
    await expect(admin.getByRole('heading', { level: 1, name: 'Flight operations' })).toBeVisible();
    await expectNoAxeViolations(admin);
    await admin.getByLabel('Flight number').fill(flightNo);
    await admin.getByLabel('Day').selectOption({ label: 'Tomorrow' });
    await admin.getByRole('button', { name: 'Find flights' }).click();
    await admin.getByRole('button', { name: `Edit ${flightNo}`, exact: true }).click();
    const editor = admin.getByRole('region', { name: `Change ${flightNo}` });
    await expect(editor).toBeVisible();
    await expectNoAxeViolations(admin);

    // The estimate shown now, moved 95 minutes later, entered in airport time.
    const hint = await editor.locator('#ops-est-departure-hint').innerText();
    const shown = /(\d{4}-\d\d-\d\d \d\d:\d\d)/.exec(hint)![1]!;
    const estimate = later(shown, 95);
    await editor.getByLabel('Status').selectOption({ label: 'Delayed' });
    await editor.getByLabel('Estimated departure').fill(estimate);
    await editor.getByRole('button', { name: 'Save and publish' }).click();
    await expect(editor.getByRole('status')).toHaveText(
      `${flightNo} saved: the boards show the change.`,
    );

    // The traveller's open board: the new status and time within 5 s, same document.
    await expect(row.getByTestId('flight-status')).toHaveText(/Delayed/, { timeout: 5_000 });
    await expect(row.getByTestId('flight-time')).toContainText(estimate.slice(11), {
      timeout: 5_000,
    });
    expect(await page.evaluate(() => (window as unknown as { boardMark?: number }).boardMark)).toBe(
      1,
    );

    // Check-in support is there for the same role, and accessible.
    await admin.goto('/admin/checkin-support');
    await expect(admin.getByRole('heading', { level: 1, name: 'Check-in support' })).toBeVisible();
    await admin.getByLabel('Flight number').fill(flightNo);
    await admin.getByRole('button', { name: 'Find passengers' }).click();
    await expect(
      admin.getByText('Enter a ticket number, a name, or a flight number together with its date.'),
    ).toBeVisible();
    await expectNoAxeViolations(admin);
    // A seeded passenger's desk panel (looked at only: other journeys check in online with it).
    await admin.getByLabel('Flight number').clear();
    await admin.getByLabel('Passenger name').fill('CHEN/JIAXIN');
    await admin.getByRole('button', { name: 'Find passengers' }).click();
    await admin.getByRole('button', { name: 'Help 陈嘉欣' }).click();
    await expect(admin.getByRole('region', { name: 'Check-in of 陈嘉欣' })).toBeVisible();
    await expect(admin.getByRole('button', { name: 'Mark as checked in' })).toBeVisible();
    await expectNoAxeViolations(admin);

    // Back to automatic: the flight follows the live simulation again (also pushed).
    await admin.goto(`/admin/flight-ops?flightNo=${flightNo}&day=1&flightId=${flightId}`);
    await admin.getByRole('button', { name: 'Set everything back to automatic' }).click();
    await expect(admin.getByRole('status').filter({ hasText: 'automatic again' })).toBeVisible();
    await expect(row.getByTestId('flight-status')).toHaveText(/Scheduled/, { timeout: 5_000 });
  } finally {
    await ops.context.close();
  }

  const audit = await staffPage(browser, 'admin', testInfo);
  try {
    const entry = await openAuditLog(audit.page, 'flight.update', `flight:${flightId}`);
    await expect(entry).toBeVisible();
  } finally {
    await audit.context.close();
  }
});

/** The passenger's own way into online check-in (as checkin.spec.ts does), up to the itinerary. */
async function openItinerary(page: Page, passenger: Passenger) {
  await page.goto('/service/checkIn');
  await page.getByLabel('旅客姓名').fill(passenger.name);
  await page.getByLabel(passenger.certType === 'NI' ? '身份证' : '护照').check();
  await page.getByLabel('证件号码').fill(passenger.certNo);
  await page.getByLabel('手机号码').fill(passenger.mobile);
  await expect(page.getByRole('button', { name: '图形验证码，点击更换' })).toBeVisible();
  await page.getByLabel('图形验证码', { exact: true }).fill(CAPTCHA_TEST_ANSWER);
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect.poll(() => outboxCode(passenger.mobile)).toMatch(/^\d{6}$/);
  await page.getByLabel('短信验证码').fill(outboxCode(passenger.mobile)!);
  await page.getByRole('button', { name: '查询行程' }).press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: '您的行程' })).toBeVisible();
}

test('check-in support marks a counter check-in the passenger cannot cancel online, then releases the seat, audited', async ({
  page,
  browser,
}, testInfo) => {
  await page.addInitScript(() => localStorage.setItem('locale', 'zh-CN'));
  const passenger = newPassenger();
  await openItinerary(page, passenger);
  const segment = page.getByTestId('segment').first();
  const ticketNo = (
    await segment.locator('dt', { hasText: '客票号' }).locator('+ dd').innerText()
  ).trim();

  const ops = await staffPage(browser, 'operations', testInfo, {
    start: '/admin/checkin-support',
  });
  try {
    const admin = ops.page;
    await admin.getByLabel('Ticket number').fill(ticketNo);
    await admin.getByRole('button', { name: 'Find passengers' }).click();
    await admin.getByRole('button', { name: `Help ${passenger.name}` }).click();
    const desk = admin.getByRole('region', { name: `Check-in of ${passenger.name}` });
    await desk.getByLabel('Checked in at a counter').check();
    await desk.getByRole('button', { name: 'Mark as checked in' }).click();
    await expect(desk.getByRole('status')).toContainText(
      `${passenger.name}: Checked in at a counter, seat`,
    );
    const seat = /seat (\w+)\.$/.exec(await desk.getByRole('status').innerText())![1]!;
    await expectNoAxeViolations(admin);

    // The passenger's itinerary: checked in at the counter, no online cancel.
    await page.reload();
    await expect(segment).toContainText('柜台');
    await expect(segment).toContainText(seat);
    await expect(segment.getByTestId('segment-block')).toContainText(
      '已在柜台或自助值机设备办理值机，不能在网上取消',
    );

    // The desk releases the seat: the passenger is booked again and may check in online.
    await desk.getByRole('button', { name: 'Release seat' }).click();
    await desk.getByRole('button', { name: 'Yes, release the seat' }).click();
    await expect(desk.getByRole('status')).toHaveText(
      `Seat ${seat} of ${passenger.name} is free again.`,
    );
    await page.reload();
    await expect(segment.getByRole('link', { name: '选择座位' })).toBeVisible();
  } finally {
    await ops.context.close();
  }

  const audit = await staffPage(browser, 'admin', testInfo);
  try {
    const target = `segment:${segmentIdOf(passenger)}`;
    await expect(await openAuditLog(audit.page, 'checkin.mark', target)).toBeVisible();
    await expect(await openAuditLog(audit.page, 'seat.release', target)).toBeVisible();
  } finally {
    await audit.context.close();
  }
});
