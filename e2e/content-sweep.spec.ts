import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { BrowserContext, Page } from '@playwright/test';
import { chineseIn, visibleText } from './chinese-text';
import { expect, expectFitsScreenWidth, expectNoAxeViolations, test } from './fixtures';
import { CONTENT_ROUTES, type ContentRoute } from './public-routes';

/*
 * The content sweep (issues 5 and 18): every static public route of spec section 2 that shows
 * content (the shop, facility, member and check-in screens have their own journeys), and the
 * content views the menu names without a path, taken over in the browser with no console error
 * and no hydration warning (the fixture fails a journey on either):
 *  - in Chinese: a heading and real Chinese text, and axe (below), each route in one layout by
 *    turns (the first route of each part in both);
 *  - on the desktop, in English or French by turns (page loads are what the sweep costs; every
 *    route's HTML is checked in all four languages by every-public-route.spec.ts): in English a
 *    heading and real English text, in French the page in French, its heading shown;
 *  - on the phone in Korean: the page in Korean, its heading shown;
 *  - in every visit, and for the guides (long, with tables) in French, the longest of the four,
 *    in both layouts: the page fits the screen's width;
 *  - in English, French and Korean: no Chinese in the visible text but kept proper names (issue 19).
 * The routes are shared among a few tests that each keep one browser, as a reader going from page
 * to page does: the app's files are fetched and compiled once per test, not once per page. Axe
 * checks the whole page on the first route of each part in both layouts, and the page's own
 * content (`main`) of every other route once, in the layout that visits it in Chinese, as the text
 * and its colours are the same at both sizes (the frame around it is the same on every page, and
 * frame.spec.ts checks it at both sizes too).
 * With E2E_SCREENSHOTS=1 the phone project writes a full-page screenshot of each Chinese page to
 * e2e/artifacts/content/ for a person to look at.
 */
type Locale = 'zh-CN' | 'en-US' | 'fr-FR' | 'ko-KR';
const PARTS = 10;

const pathFor = (route: ContentRoute, locale: Locale) =>
  typeof route.path === 'string' ? route.path : route.path[locale === 'zh-CN' ? 'zh-CN' : 'en-US'];

const ARTIFACTS = fileURLToPath(new URL('./artifacts/content/', import.meta.url));
const CJK = /[\u4e00-\u9fff]/u;

/** Below 992 px the latest announcement opens as a modal first; confirm it whenever it shows. */
test.beforeEach(async ({ page }) => {
  await page.addLocatorHandler(page.getByRole('alertdialog'), async (dialog) => {
    await dialog.getByRole('button').last().click();
  });
});

/** The reader's language as the language menu keeps it: local storage and the cookie. */
async function chooseLanguage(page: Page, context: BrowserContext, locale: Locale) {
  await context.addCookies([{ name: 'locale', value: locale, url: new URL(page.url()).origin }]);
  await page.evaluate((value) => localStorage.setItem('locale', value), locale);
}

async function visit(
  page: Page,
  route: ContentRoute,
  locale: Locale,
  axe: 'page' | 'main' | 'none',
) {
  const path = pathFor(route, locale);
  await page.goto(path);
  await expect(page.locator('html'), path).toHaveAttribute('lang', locale);
  const main = page.locator('main');
  const heading = main.getByRole('heading', { level: 1 });
  await expect(heading, path).toBeVisible();
  await expect(main.locator('[aria-busy="true"]'), path).toHaveCount(0);
  await expect(page.getByTestId('content-empty'), path).toHaveCount(0);
  await expect(page.getByTestId('content-error'), path).toHaveCount(0);
  const title = (await heading.textContent())?.trim() ?? '';
  expect(title, `the heading of ${path}`).not.toBe('');
  // Nothing makes the page scroll sideways (a guide's table once widened a phone's page).
  await expectFitsScreenWidth(page);
  // No Chinese left for a reader of another language (issue 19), beside kept proper names.
  if (locale !== 'zh-CN')
    expect(chineseIn(await visibleText(page)), `Chinese on ${path} in ${locale}`).toEqual([]);
  if (locale === 'fr-FR' || locale === 'ko-KR') return;

  // The heading and the text are in the page's language.
  if (locale === 'zh-CN') expect(title, `the heading of ${path}`).toMatch(CJK);
  else expect(title, `the heading of ${path}`).toMatch(/[A-Za-z]{3}/);
  const text = (await main.innerText()).replace(/\s+/g, ' ');
  // Chinese says in 60 characters what English says in 150.
  expect(text.length, `the text of ${path}`).toBeGreaterThan(locale === 'zh-CN' ? 60 : 150);
  await expect(page, path).toHaveTitle(/\S+ [|-] \S+/);
  const description = await page.locator('meta[name="description"]').getAttribute('content');
  expect(description?.trim(), `the description of ${path}`).toBeTruthy();
  if (axe !== 'none') await expectNoAxeViolations(page, axe === 'main' ? { include: 'main' } : {});

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
  for (let part = 0; part < PARTS; part++) {
    const routes = CONTENT_ROUTES.filter((_, i) => i % PARTS === part);
    test(`part ${part + 1} of ${PARTS} (${routes[0]!.name} …): heading, text and axe`, async ({
      page,
      context,
    }, testInfo) => {
      // About 20 page loads: a few minutes on a machine three times slower than ours.
      test.setTimeout(300_000);
      const phone = testInfo.project.name === 'phone';
      for (const [i, route] of routes.entries()) {
        const mine = i % 2 === (phone ? 1 : 0);
        if (i === 0) await visit(page, route, 'zh-CN', 'page');
        else if (mine) await visit(page, route, 'zh-CN', 'main');
      }
      const others: Locale[] = phone ? ['ko-KR'] : ['en-US', 'fr-FR'];
      for (const [turn, locale] of others.entries()) {
        await chooseLanguage(page, context, locale);
        for (const [i, route] of routes.entries()) {
          if (i % others.length === turn) await visit(page, route, locale, 'none');
        }
      }
    });
  }
});

test('the guides fit the screen in French, the longest of the four languages', async ({
  page,
  context,
}) => {
  test.setTimeout(240_000);
  const guides = CONTENT_ROUTES.filter((route) => pathFor(route, 'fr-FR').startsWith('/guide/'));
  expect(guides.length).toBeGreaterThan(5);
  await page.goto('/');
  await chooseLanguage(page, context, 'fr-FR');
  for (const route of guides) await visit(page, route, 'fr-FR', 'none');
});
