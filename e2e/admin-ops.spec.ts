import type { Page } from '@playwright/test';
import { openAuditLog, staffPage } from './admin-kit';
import { takeClockTurns } from './clock-turns';
import { expect, expectNoAxeViolations, test } from './fixtures';

/*
 * Issue 9, flight operations: a traveller has tomorrow's departures board open; in another
 * browser an operator delays one of its flights (new estimated time and status) in
 * /admin/flight-ops; the open board shows the change within 5 s without reloading (update
 * stream); an admin finds flight.update in the audit log. The operations pages are checked with
 * axe. The server's clock must not move meanwhile, so this takes turns (clock-turns.ts).
 */
takeClockTurns();
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

  const ops = await staffPage(browser, 'operations', testInfo);
  try {
    const admin = ops.page;
    await admin.goto('/admin/flight-ops');
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
    const entry = await openAuditLog(audit.page, 'flight.update');
    await expect(entry).toBeVisible();
    await expect(
      audit.page
        .getByRole('row')
        .filter({ hasText: `flight:${flightId}` })
        .first(),
    ).toBeVisible();
  } finally {
    await audit.context.close();
  }
});
