import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';

/*
 * Routing journeys (issue 3): the fallback list, menu-built routes opened in a fresh page, the
 * language switch, the notice list and detail, and the page-view report before navigations.
 */
const PAGE_VIEW_PATH = '/byairport-cms/stats/pageView';

/** Below 992 px the latest announcement opens as a modal first; confirm it whenever it shows. */
async function confirmAnnouncements(page: Page) {
  await page.addLocatorHandler(page.getByRole('alertdialog'), async (dialog) => {
    // Its one button, in whichever of the four languages the page is in.
    await dialog.getByRole('button').last().click();
  });
}

test.beforeEach(async ({ page }) => {
  await confirmAnnouncements(page);
});

test.describe('routing', () => {
  test('an unknown path lands on the home page', async ({ page, baseURL }) => {
    await page.goto('/no/such/route?x=1');
    await expect(page).toHaveURL(`${baseURL}/`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('白云');
  });

  test('a menu-built route deep-linked in a fresh page renders its page', async ({ page }) => {
    await page.goto('/guide/visa-free');
    const article = page.getByTestId('article');
    await expect(article.getByRole('heading', { level: 1 })).toHaveText('240小时过境免签政策');
    await expect(article).toContainText('240小时');
    await expect(page).toHaveTitle(/^240小时过境免签政策 \| /);
    // Registered from the menu, now cached for the tab under the language code.
    const cached = await page.evaluate(() => sessionStorage.getItem('SET_ROUTES_zh-CN'));
    expect(cached).toContain('/guide/visa-free');
    await expectNoAxeViolations(page);
  });

  test("a menu section's own path opens its first page", async ({ page, baseURL }) => {
    await page.goto('/guide');
    await expect(page).toHaveURL(`${baseURL}/guide/common`);
    await expect(page.getByTestId('article')).toBeVisible();
  });

  test('airport notices list with dates and open a detail', async ({ page }) => {
    await page.goto('/notice/airport');
    await expect(page.getByRole('heading', { level: 1, name: '机场公告' })).toBeVisible();
    const list = page.getByTestId('article-list');
    const first = list.getByRole('listitem').first();
    await expect(first.locator('time')).toHaveText(/\d{4}-\d{2}-\d{2}/);
    await expectNoAxeViolations(page);

    const title = (await first.locator('a span span').first().textContent()) ?? '';
    await first.getByRole('link').click();
    await expect(page).toHaveURL(
      /\/notice\/airportDetail\?articleId=\d+&urlKey=airport-notice&showDate=1$/,
    );
    const article = page.getByTestId('article');
    await expect(article.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(article.locator('time')).toContainText(/\d{4}年\d{1,2}月\d{1,2}日/);
    await expect(page).toHaveTitle(new RegExp(`^${title}`));
    await expectNoAxeViolations(page);

    await article.getByRole('link', { name: '返回列表' }).click();
    await expect(page.getByTestId('article-list')).toBeVisible();
  });

  // Every content folder has content now (issue 5); a detail page without an article id is the
  // empty state a visitor can still reach.
  test('a static detail page without an article shows its empty state', async ({ page }) => {
    await page.goto('/summary/detail');
    const empty = page.getByTestId('content-empty');
    await expect(empty.getByRole('heading', { level: 1 })).toHaveText('文章不存在');
    await expect(empty.getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '/');
    await expectNoAxeViolations(page);
  });

  test('switching to English reloads in English and persists', async ({ page, baseURL }) => {
    // On a phone the announcement opens as a modal once the page is the app's (taken over from
    // the server); wait for that, so the modal is confirmed (locator handler) before the
    // language menu opens, not over it.
    await page.goto('/notification/list?urlKey=notification');
    await expect(page.locator('html[data-app-ready]')).toHaveCount(1);
    await page.getByRole('button', { name: /^语言/ }).click();
    await page.getByRole('button', { name: 'English' }).click();

    // The switch stores the locale and loads the page again at the suffixed URL.
    await expect(page).toHaveURL(`${baseURL}/notification/list?urlKey=notification_en`, {
      timeout: 15_000,
    });
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
    expect(await page.evaluate(() => localStorage.getItem('locale'))).toBe('en-US');

    await page.goto('/guide/visa-free');
    await expect(page.getByTestId('article').getByRole('heading', { level: 1 })).toHaveText(
      '240-hour visa-free transit',
    );
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
    await expectNoAxeViolations(page);
  });

  test('the menu offers all four languages; switching to each and back works', async ({ page }) => {
    // Each language's own name for the menu, and the page's heading in it.
    const steps = [
      { name: 'Français', lang: 'fr-FR', heading: 'Transit sans visa de 240 heures' },
      { name: '한국어', lang: 'ko-KR', heading: '240시간 무비자 경유' },
      { name: 'English', lang: 'en-US', heading: '240-hour visa-free transit' },
      { name: '简体中文', lang: 'zh-CN', heading: '240小时过境免签政策' },
    ];
    await page.goto('/guide/visa-free');
    await expect(page.locator('html[data-app-ready]')).toHaveCount(1);
    for (const step of steps) {
      await page.getByRole('button', { name: /^(语言|Language|Langue|언어):/ }).click();
      const menu = page.getByRole('list', { name: /./ }).filter({ hasText: '한국어' });
      await expect(menu.getByRole('button')).toHaveText([
        /简体中文/,
        /English/,
        /Français/,
        /한국어/,
      ]);
      await Promise.all([
        page.waitForEvent('load'),
        menu.getByRole('button', { name: step.name }).click(),
      ]);
      await expect(page.locator('html')).toHaveAttribute('lang', step.lang);
      await expect(page.getByTestId('article').getByRole('heading', { level: 1 })).toHaveText(
        step.heading,
      );
      await expect(page.locator('html[data-app-ready]')).toHaveCount(1);
    }
  });

  test('the headline pair swaps with the language', async ({ page, baseURL }) => {
    await page.goto('/headline/detail?articleId=9685&showDate=1');
    await expect(page.getByTestId('article')).toBeVisible();
    await page.getByRole('button', { name: /^语言/ }).click();
    await Promise.all([
      page.waitForEvent('load'),
      page.getByRole('button', { name: 'English' }).click(),
    ]);
    await expect(page).toHaveURL(`${baseURL}/headline/detail?articleId=9687&showDate=1`);
    await expect(page.getByTestId('article').locator('time')).toBeVisible();
  });

  test('a navigation reports a page view first', async ({ page }) => {
    const firstView = page.waitForRequest(
      (r) => new URL(r.url()).pathname === PAGE_VIEW_PATH && r.method() === 'POST',
    );
    await page.goto('/notice/airport');
    expect((await firstView).postDataJSON()).toEqual({ path: '#/notice/airport' });

    const nextView = page.waitForRequest(
      (r) =>
        new URL(r.url()).pathname === PAGE_VIEW_PATH &&
        (r.postDataJSON() as { path: string }).path.startsWith('#/notice/airportDetail'),
    );
    await page.getByTestId('article-list').getByRole('link').first().click();
    const request = await nextView;
    expect(request.headers()['signature']).toBeTruthy();
    const response = await request.response();
    expect(((await response?.json()) as { code?: number | string }).code ?? 200).toEqual(200);
  });
});
