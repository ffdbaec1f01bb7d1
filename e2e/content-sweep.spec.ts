import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { CONTENT_ROUTES as ROUTES, type ContentRoute as SweepRoute } from './public-routes';

/*
 * The content sweep (issue 5): every static public route of spec section 2 that shows content
 * (the shop, facility, member and check-in screens have their own journeys),
 * and the content views the menu names without a path: in Chinese in both layouts, with axe;
 * in English on the desktop (the words are the same at every size; the English page has the
 * same structure as the Chinese one, and axe and page loads are what the sweep costs). Each
 * must show a heading and real text in the page's language and log no error. With
 * E2E_SCREENSHOTS=1 the phone project writes a full-page screenshot of each to
 * e2e/artifacts/content/ for a person to look at.
 */
const LOCALES = ['zh-CN', 'en-US'] as const;
type Locale = (typeof LOCALES)[number];

const pathFor = (route: SweepRoute, locale: Locale) =>
  typeof route.path === 'string' ? route.path : route.path[locale];

const ARTIFACTS = fileURLToPath(new URL('./artifacts/content/', import.meta.url));
const CJK = /[\u4e00-\u9fff]/u;

/** Below 992 px the latest announcement opens as a modal first; confirm it whenever it shows. */
test.beforeEach(async ({ page }) => {
  await page.addLocatorHandler(page.getByRole('alertdialog'), async (dialog) => {
    await dialog.getByRole('button', { name: /我知道了|Got it/ }).click();
  });
});

/** Chinese is the default; English is chosen as the language menu does, in local storage. */
async function visit(page: Page, route: SweepRoute, locale: Locale) {
  const path = pathFor(route, locale);
  if (locale !== 'zh-CN')
    await page.evaluate((value) => localStorage.setItem('locale', value), locale);
  await page.goto(path);
  const main = page.locator('main');
  const heading = main.getByRole('heading', { level: 1 });
  await expect(heading).toBeVisible();
  await expect(main.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(page.getByTestId('content-empty')).toHaveCount(0);
  await expect(page.getByTestId('content-error')).toHaveCount(0);

  const title = (await heading.textContent())?.trim() ?? '';
  expect(title).not.toBe('');
  // The heading is in the page's language.
  if (locale === 'zh-CN') expect(title).toMatch(CJK);
  else expect(title).toMatch(/[A-Za-z]{3}/);
  const text = (await main.innerText()).replace(/\s+/g, ' ');
  // Chinese says in 60 characters what English says in 150.
  expect(text.length, `the text of ${path}`).toBeGreaterThan(locale === 'zh-CN' ? 60 : 150);

  await expect(page).toHaveTitle(/\S+ [|-] \S+/);
  const description = await page.locator('meta[name="description"]').getAttribute('content');
  expect(description?.trim()).toBeTruthy();
  if (locale === 'zh-CN') await expectNoAxeViolations(page);

  if (process.env.E2E_SCREENSHOTS === '1' && test.info().project.name === 'phone') {
    mkdirSync(ARTIFACTS, { recursive: true });
    await page.screenshot({
      path: `${ARTIFACTS}${locale}-${route.name}.png`,
      fullPage: true,
      scale: 'css',
      animations: 'disabled',
    });
  }
}

test.describe('content sweep', () => {
  for (const route of ROUTES) {
    test(`${route.name} renders its heading and text`, async ({ page }, testInfo) => {
      const locales = testInfo.project.name === 'phone' ? (['zh-CN'] as const) : LOCALES;
      for (const locale of locales) await visit(page, route, locale);
    });
  }
});
