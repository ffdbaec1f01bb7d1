import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';

/*
 * Transport (issue 8): the coach finder of the traffic page, its refusals (spec section 8:
 * please select city, please select route, province not found, line not found), a route's
 * stops and times, and the other transport tabs. In English, so assertions read like the spec.
 */
const TRAFFIC = '/byairport-web/traffic/index';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('locale', 'en-US'));
  // A new announcement opens as a modal on a phone: confirm it whenever it shows (it may close
  // itself while the handler runs, hence the short wait).
  await page.addLocatorHandler(page.getByRole('alertdialog'), async (dialog) => {
    await dialog
      .getByRole('button', { name: /我知道了|Got it/ })
      .click({ timeout: 2000 })
      .catch(() => undefined);
  });
});

const refusal = (page: Page) => page.getByTestId('traffic-refusal');

async function openTraffic(page: Page, path = TRAFFIC) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByLabel('Province', { exact: true })).toBeEnabled();
}

test.describe('traffic page', () => {
  test('choose a province, a city and a route: its stops and times show', async ({ page }) => {
    await openTraffic(page);
    await page.getByLabel('Province', { exact: true }).selectOption({ label: 'Guangdong' });
    await page.getByLabel('City', { exact: true }).selectOption({ label: 'Dongguan (2 routes)' });
    await page.getByRole('button', { name: 'Find routes' }).click();
    await expect(page.getByTestId('route-list').getByRole('listitem')).toHaveCount(2);
    await page
      .getByLabel('Route', { exact: true })
      .selectOption({ label: 'CJ-DG1 · Intercity coach: Dongguan Nancheng' });
    await page.getByRole('button', { name: 'Show stops and times' }).click();

    const detail = page.getByTestId('route-detail');
    await expect(detail.getByRole('heading', { level: 3 })).toContainText('Dongguan Nancheng');
    const stops = detail.getByRole('list', { name: 'Stops in order' }).getByRole('listitem');
    await expect(stops.first()).toContainText('T3 transport centre');
    await expect(stops.last()).toContainText('Dongguan Nancheng City Air Terminal');
    await expect(detail.getByTestId('route-diagram').locator('svg circle')).toHaveCount(
      await stops.count(),
    );
    await expect(detail).toContainText('¥52');
    await expect(detail.getByTestId('timetable-times').first()).toContainText('08:00');
    await expect(detail.getByTestId('next-departures').getByRole('listitem')).toHaveCount(6);
    await expect(page).toHaveURL(/province=guangdong&city=dongguan&route=\d+/);
    await expectNoAxeViolations(page);
  });

  test('each refusal text appears when it should', async ({ page }) => {
    await openTraffic(page);
    // No city chosen.
    await page.getByRole('button', { name: 'Find routes' }).click();
    await expect(refusal(page)).toHaveText('Please select a city');
    await page.getByLabel('Province', { exact: true }).selectOption({ label: 'Guangdong' });
    await page.getByRole('button', { name: 'Find routes' }).click();
    await expect(refusal(page)).toHaveText('Please select a city');

    // A city, but no route chosen.
    await page.getByLabel('City', { exact: true }).selectOption({ label: 'Foshan (3 routes)' });
    await page.getByRole('button', { name: 'Find routes' }).click();
    await expect(page.getByTestId('route-list')).toBeVisible();
    await expect(refusal(page)).toHaveCount(0);
    await page.getByRole('button', { name: 'Show stops and times' }).click();
    await expect(refusal(page)).toHaveText('Please select a route');

    // A line that does not exist.
    await page.getByLabel('Line number, name or stop').fill('Line 99');
    await page.getByRole('button', { name: 'Search lines' }).click();
    await expect(refusal(page)).toHaveText('Line not found');

    // A province the coaches do not serve (a shared link).
    await page.goto(`${TRAFFIC}?province=hunan&city=changsha`);
    await expect(refusal(page)).toHaveText('Province not found');
    await expectNoAxeViolations(page);
  });

  test('a line search finds a route by its stop', async ({ page }) => {
    await openTraffic(page);
    await page.getByLabel('Line number, name or stop').fill('Humen');
    await page.getByRole('button', { name: 'Search lines' }).click();
    const cards = page.getByTestId('route-list').getByRole('listitem');
    await expect(cards).toHaveCount(1);
    await cards.getByRole('button').click();
    await expect(page.getByTestId('route-detail')).toContainText('Humen bus station');
  });

  test('metro and rail, shuttles, parking and city air terminals', async ({ page }) => {
    await openTraffic(page);
    await page.getByRole('link', { name: 'Metro and rail' }).click();
    await expect(
      page.getByRole('heading', { name: 'Metro Line 3 (north extension)' }),
    ).toBeVisible();
    await expect(page.getByText('Directly under the T2 check-in hall')).toBeVisible();
    await page.getByRole('link', { name: 'Shuttles and taxis' }).click();
    await expect(page.getByRole('heading', { name: /Gaozeng metro station/ })).toBeVisible();
    await page.getByRole('link', { name: 'Parking', exact: true }).click();
    await expect(page.getByTestId('car-park')).toHaveCount(7);
    await expect(page.getByRole('heading', { name: 'Car park P11 (T3)' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'City air terminals' }).click();
    await page.getByRole('link', { name: 'Tianhe City Air Terminal' }).click();
    const detail = page.getByTestId('city-terminal-detail');
    await expect(detail).toContainText('Bag drop');
    await expect(detail.getByRole('link', { name: /KG2/ })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('the city list page of the app shows terminals and their details', async ({ page }) => {
    await page.goto('/byairport-web/h5/cityList');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.getByRole('link', { name: 'Liuhua City Air Terminal' }).click();
    await expect(page.getByTestId('city-terminal-detail')).toContainText('City check-in');
    await expectNoAxeViolations(page);
  });
});
