import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';

/*
 * Shops, dining and services, the terminal maps and the embedded app pages (issue 8). "Open
 * now" does not depend on the time of day the journey runs: the T2 restaurants kept here are
 * open 24 hours (seeded so), and every card shown under "open now" must say so.
 */
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('locale', 'en-US'));
  await page.addLocatorHandler(page.getByRole('alertdialog'), async (dialog) => {
    await dialog
      .getByRole('button', { name: /我知道了|Got it/ })
      .click({ timeout: 2000 })
      .catch(() => undefined);
  });
});

const cards = (page: Page) => page.getByTestId('shop-card');

test.describe('shops and dining', () => {
  test('filter to T2, after security, restaurants open now, and open one on the map', async ({
    page,
  }) => {
    await page.goto('/byairport-web/shops');
    await expect(cards(page).first()).toBeVisible();
    await page.getByLabel('Terminal').selectOption('T2');
    await page.getByLabel('Security').selectOption({ label: 'After security' });
    await page.getByLabel('Category').selectOption({ label: 'Restaurants' });
    await page.getByLabel('Open now only').check();
    await expect(page).toHaveURL(/terminal=T2/);
    await expect(page).toHaveURL(/openNow=1/);
    const mcd = cards(page).filter({ hasText: 'beside gate B264' });
    await expect(mcd).toHaveCount(1);
    await expect(mcd).toContainText("McDonald's");
    for (const state of await cards(page).getByTestId('open-state').allInnerTexts())
      expect(state).toBe('Open now');
    for (const text of await cards(page).allInnerTexts()) {
      expect(text).toContain('T2');
      expect(text).toContain('After security');
      expect(text).toContain('Restaurants');
    }
    await expectNoAxeViolations(page);

    await mcd.getByRole('link', { name: "Show McDonald's on the map" }).click();
    await expect(page).toHaveURL(/\/terminal\/map\?terminal=T2&place=shop-\d+/);
    const map = page.getByTestId('terminal-map');
    await expect(map.locator('[data-selected="true"]')).toHaveCount(1);
    await expect(page.getByTestId('map-selected')).toContainText("McDonald's");
    await expectNoAxeViolations(page);
  });

  test('search, load more and a detail page with its QR codes', async ({ page }) => {
    await page.goto('/byairport-web/shops');
    await expect(cards(page)).toHaveCount(12);
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect(cards(page)).toHaveCount(24);
    await page.getByLabel('Search by name or place').fill('Guangzhou Restaurant');
    await expect(cards(page)).toHaveCount(3);
    await cards(page)
      .first()
      .getByRole('link', { name: 'Guangzhou Restaurant', exact: true })
      .click();
    await expect(page).toHaveURL(/\/shop\/common\/detail\/\d+$/);
    const detail = page.getByTestId('shop-detail');
    await expect(detail.getByRole('heading', { level: 1 })).toHaveText('Guangzhou Restaurant');
    await expect(
      detail.getByRole('img', { name: /QR code: WeChat official account/ }),
    ).toBeVisible();
    await expect(detail.getByRole('img', { name: /QR code: WeChat mini-program/ })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('a lounge opens on its service detail route; a missing one says so', async ({ page }) => {
    await page.goto('/byairport-web/shops?category=lounge&terminal=T3');
    await cards(page).first().getByRole('heading').getByRole('link').click();
    await expect(page).toHaveURL(/\/amenities\/service\/details\/\d+$/);
    await expect(page.getByTestId('shop-detail')).toContainText('Lounge');
    // A lounge address never shows a restaurant: the id of one goes to its own route.
    await page.goto('/amenities/service/details/1');
    await expect(page).toHaveURL(/\/shop\/common\/detail\/1$/);
    await expect(page.getByTestId('shop-detail')).toContainText('Restaurants');
    await page.goto('/airportFacility/service/detail?id=99999');
    await expect(page.getByRole('alert').filter({ hasText: 'Shop not found' })).toBeVisible();
  });

  test('Terminal 1 is closed: the directory says so', async ({ page }) => {
    await page.goto('/byairport-web/shops?terminal=T1');
    await expect(page.getByTestId('shops-empty')).toContainText('closed for renovation');
  });
});

test.describe('terminal and traffic maps', () => {
  test('a gate link opens its place; buttons and keys zoom and pan; the list selects', async ({
    page,
  }) => {
    await page.goto('/terminal/map?terminal=T2&gate=B264');
    const map = page.getByTestId('terminal-map');
    await expect(page.getByTestId('map-selected')).toHaveText('Shown: Gate B264');
    await expect(map.locator('[data-place="gate-B264"]')).toHaveAttribute('data-selected', 'true');
    await expect(page.getByText('Zoom 300%')).toBeVisible();
    await page.getByRole('button', { name: 'Zoom in' }).click();
    await expect(page.getByText('Zoom 450%')).toBeVisible();
    await page.getByRole('button', { name: 'Show the whole floor' }).click();
    await expect(page.getByText('Zoom 100%')).toBeVisible();
    await map.focus();
    await page.keyboard.press('+');
    await expect(page.getByText('Zoom 125%')).toBeVisible();
    const before = await map.locator('svg').getAttribute('viewBox');
    await page.keyboard.press('ArrowRight');
    await expect(map.locator('svg')).not.toHaveAttribute('viewBox', before!);

    // The text list beside the map: find a belt on the arrivals floor.
    await page.getByRole('link', { name: '1F Arrivals' }).click();
    await page.getByLabel('Find a place').fill('belt 12');
    await page.getByRole('button', { name: 'Baggage belt 12', exact: true }).click();
    await expect(page.getByTestId('map-selected')).toHaveText('Shown: Baggage belt 12');
    await expect(page).toHaveURL(/floor=arr&place=belt-12/);
    await expectNoAxeViolations(page);
  });

  test('a check-in counter opens its island on T3', async ({ page }) => {
    await page.goto('/terminal/map?terminal=T3&counter=C13-C24');
    await expect(page.getByTestId('map-selected')).toContainText('Check-in island C');
    await page.getByRole('link', { name: 'T1', exact: true }).click();
    await expect(page.getByText('T1 is closed for renovation')).toBeVisible();
  });

  test('the traffic map shows stations, car parks and bus stops', async ({ page }) => {
    await page.goto('/traffic/map');
    await expect(page.getByTestId('traffic-map')).toBeVisible();
    await page.getByRole('button', { name: /Car park P12 \(ride-hailing\)/ }).click();
    await expect(page.getByTestId('map-selected')).toContainText('Car park P12');
    await expect(page.getByRole('button', { name: /Gaozeng metro station/ })).toBeVisible();
    await expect(page.getByRole('button', { name: /Airport coach station/ }).first()).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe('embedded app pages', () => {
  for (const path of [
    '/byairport-web/shops',
    '/byairport-web/fun/airportArt',
    '/byairport-web/fun/trip',
    '/byairport-web/h5/category',
    '/byairport-web/menu/index',
  ]) {
    test(`${path} renders with the reduced layout`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('main')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toHaveCount(0);
      await expect(
        page
          .getByTestId('shop-card')
          .or(page.getByTestId('shop-categories'))
          .or(page.getByRole('main').getByRole('link'))
          .first(),
      ).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
});
