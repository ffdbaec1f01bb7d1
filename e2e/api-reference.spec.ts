import { expect, test } from './fixtures';

/*
 * The API's reference page (issue 21): Swagger UI reading /byairport-cms/openapi.json, under the
 * site's strict content security policy. A refused script, style or font would log a console
 * error (which fails the journey) and raise a `securitypolicyviolation` event (counted here).
 */
test('the API reference renders the whole description with no CSP violation', async ({ page }) => {
  await page.addInitScript(() => {
    (window as unknown as { cspViolations: string[] }).cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { cspViolations: string[] }).cspViolations.push(
        `${event.violatedDirective} ${event.blockedURI}`,
      );
    });
  });
  await page.goto('/byairport-cms/docs');
  await expect(
    page.getByRole('heading', { name: /Guangzhou Baiyun International Airport/ }),
  ).toBeVisible();

  // The board's read, found by its area with the filter and opened: its query parameters and
  // who may call it.
  const filter = page.getByPlaceholder('Filter by tag');
  await filter.fill('flight');
  const board = page.locator('.opblock[id$="get_byairport_flight_flight_board"]');
  await board.locator('.opblock-summary-control').click();
  await expect(board.locator('.parameter__name', { hasText: 'keyword' })).toBeVisible();
  await expect(board.getByText(/Unsigned: a public read/)).toBeVisible();

  // A back-office call says its roles, and what it answers.
  await filter.fill('admin/flight-ops');
  const update = page.locator('.opblock[id$="post_byairport_cms_admin_flight_ops_update"]');
  // Opened once the filtered list has settled (a click during its re-render is lost).
  await expect(async () => {
    if (!(await update.evaluate((block) => block.classList.contains('is-open'))))
      await update.locator('.opblock-summary-control').click();
    await expect(update.getByText(/Back office: admin, /)).toBeVisible({ timeout: 2_000 });
  }).toPass();
  await expect(update.locator('.responses-table')).toContainText('200');
  expect(
    await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations),
  ).toEqual([]);
});
