import type { BrowserContext } from '@playwright/test';
import { expect, test, waitForTheAppAfterLoads, watchPage } from './fixtures';
import { clockOffsetMs } from './server-data';

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

  test("a board page past the day's last is answered with a redirect to the last page", async ({
    page,
    request,
  }) => {
    const asked = '/flight/departures?day=-1&terminal=T2&page=999';
    const answer = await request.get(asked, { maxRedirects: 0 });
    expect(answer.status()).toBe(302);
    const location = answer.headers()['location'] ?? '';
    const last = Number(/[?&]page=(\d+)/.exec(location)?.[1]);
    expect(last).toBeGreaterThan(0);
    expect(last).toBeLessThan(999);
    expect(location).toMatch(/[?&]terminal=T2(&|$)/);
    await page.goto(asked);
    await expect(page).toHaveURL(new RegExp(`[?&]page=${last}(&|$)`));
    await expect(page.getByTestId('flight-row').first()).toBeVisible();
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

  /*
   * The browser's first render is the server's page, drawn at the instant the server drew it
   * (PageData.renderedAt): a copy a cache kept for minutes, or a phone whose clock is a day
   * ahead (so past midnight), is taken over without a hydration error. T1's board has no
   * flights, so its day comes from the clock, not from the flights.
   */
  for (const [device, shiftMs] of [
    ['a day ahead', 24 * 3_600_000],
    ['ten minutes behind', -10 * 60_000],
  ] as const) {
    test(`a page is taken over as the server drew it, on a device clock ${device}`, async ({
      browser,
      baseURL,
    }, testInfo) => {
      const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
      try {
        const serverNow = () => Date.now() + clockOffsetMs;
        await context.clock.install({ time: serverNow() + shiftMs });
        await readAs(context, baseURL!, 'en-US');
        await context.addInitScript(() => localStorage.setItem('locale', 'en-US'));
        const page = await context.newPage();
        watchPage(page, testInfo);
        waitForTheAppAfterLoads(page);
        const dayOf = (at: number) =>
          new Intl.DateTimeFormat('en-GB', {
            day: 'numeric',
            month: 'short',
            timeZone: 'Asia/Shanghai',
          }).format(at);
        const before = dayOf(serverNow());
        await page.goto('/flight/departures?terminal=T1');
        const after = dayOf(serverNow());
        await expect(page.locator('html[data-app-ready]')).toHaveCount(1);
        await expect(page.getByTestId('terminal-closed')).toBeVisible();
        // The server's today, as the server drew it (either side of a midnight passing now).
        await expect(
          page.getByRole('radio', { name: new RegExp(`^Today (${before}|${after})$`) }),
        ).toBeChecked();
        // Taken over: the choice applies at once.
        await page.getByTestId('terminal-closed').getByRole('button', { name: 'Show T3' }).click();
        await expect(page).toHaveURL(/terminal=T3/);
      } finally {
        await context.close();
      }
    });
  }
});
