import type { BrowserContext } from '@playwright/test';
import { expect, test } from './fixtures';

/*
 * Issue 18: public pages arrive rendered by the server, in the reader's language (the `locale`
 * cookie the page mirrors from local storage), readable with scripts switched off; with scripts
 * on, the browser takes the page over without a hydration error (the fixture fails a journey on
 * any console error or uncaught error).
 */
const LANGUAGES = [
  { locale: 'zh-CN', home: '欢迎来到广州白云国际机场', departures: '出发航班' },
  {
    locale: 'en-US',
    home: 'Welcome to Guangzhou Baiyun International Airport',
    departures: 'Departures',
  },
  { locale: 'fr-FR', home: 'Bienvenue', departures: 'Départs' },
  { locale: 'ko-KR', home: '광저우', departures: '출발' },
] as const;

async function readAs(context: BrowserContext, baseURL: string, locale: string) {
  await context.addCookies([{ name: 'locale', value: locale, url: baseURL }]);
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const language of LANGUAGES) {
    test(`${language.locale}: home and the departures board are in the HTML, in that language`, async ({
      page,
      context,
      baseURL,
    }) => {
      await readAs(context, baseURL!, language.locale);
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('lang', language.locale);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(language.home);
      await page.goto('/flight/departures');
      await expect(page.locator('html')).toHaveAttribute('lang', language.locale);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(language.departures);
      await expect(page.getByTestId('flight-row').first()).toBeVisible();
    });
  }

  test('guides, FAQ, check-in and contact show their heading and text', async ({ page }) => {
    for (const [path, heading] of [
      ['/guide/departure', '出发指南'],
      ['/footer/faq', '常见问题'],
      ['/service/checkIn', '网上值机'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(page.locator('main')).not.toBeEmpty();
    }
    await page.goto('/guide/departure');
    await expect(page.getByTestId('article')).toContainText(/\S{20,}/);
  });

  test('the board search is a plain form: only Beijing flights for 北京', async ({ page }) => {
    await page.goto('/flight/departures');
    await page.getByTestId('flight-search').fill('北京');
    await page.getByTestId('flight-search').press('Enter');
    await expect(page).toHaveURL(/[?&]keyword=%E5%8C%97%E4%BA%AC/);
    const rows = page.getByTestId('flight-row');
    await expect(rows.first()).toBeVisible();
    for (const row of await rows.all()) await expect(row).toContainText('北京');
  });

  test('the board day and terminal choices are a plain form too', async ({ page }) => {
    await page.goto('/flight/departures');
    await page.getByTestId('filter-terminal').getByRole('radio', { name: 'T2' }).check();
    await page.getByRole('button', { name: '显示航班' }).click();
    await expect(page).toHaveURL(/[?&]terminal=T2/);
    const rows = page.getByTestId('flight-row');
    await expect(rows.first()).toBeVisible();
    for (const row of await rows.all()) await expect(row).toContainText('T2');
  });
});

test.describe('with JavaScript', () => {
  test('a server-rendered page is taken over in place: same heading, then it works', async ({
    page,
  }) => {
    // Below 992 px the latest announcement opens as a modal once the page is the app's.
    await page.addLocatorHandler(page.getByRole('alertdialog'), async (dialog) => {
      await dialog.getByRole('button', { name: '我知道了' }).click();
    });
    await page.goto('/flight/departures');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('出发航班');
    await expect(page.locator('html[data-app-ready]')).toHaveCount(1);
    // Taken over: a choice now applies at once, without a form submit.
    await page.getByTestId('filter-terminal').getByRole('radio', { name: 'T2' }).click();
    await expect(page).toHaveURL(/[?&]terminal=T2/);
    await expect(page.getByRole('button', { name: '显示航班' })).toHaveCount(0);
  });
});
