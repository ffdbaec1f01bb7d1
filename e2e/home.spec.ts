import { cmsPaths } from '@can/contracts/paths';
import { expect, expectNoAxeViolations, test } from './fixtures';

const pageViewPath = cmsPaths.pageView;

const TEMPERATURE_RANGE = /-?\d+~-?\d+°C/;
const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

test.describe('home', () => {
  test("shows today's weather as the page arrives; the page's own calls are signed; axe", async ({
    page,
  }) => {
    // The page arrives rendered by the server, the weather in it (issue 18); the calls the page
    // makes itself from then on are signed. The first is the page view it reports.
    const pageView = page.waitForResponse(
      (response) => new URL(response.url()).pathname === pageViewPath,
    );

    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    expect(await response!.text()).toContain('data-testid="today-weather"');

    const weather = page.getByTestId('today-weather');
    await expect(weather).toBeVisible();
    await expect(weather).toHaveText(TEMPERATURE_RANGE);

    // Signed as ARCHITECTURE.md "Request signing" says.
    const answered = await pageView;
    const headers = answered.request().headers();
    expect(headers['signature'], 'Signature header').toMatch(/^[A-Za-z0-9+/]+={0,2}$/);
    expect(headers['nonce'], 'Nonce header').toMatch(UUID_V4);
    // Within the window of the server's clock (which other journeys may move forward).
    const config = (await (await page.request.get('/byairport-cms/config/client')).json()) as {
      data: { serverTime: number };
    };
    expect(
      Math.abs(Number(headers['timestamp']) - config.data.serverTime),
      'Timestamp header against the server clock, ms',
    ).toBeLessThan(300_000);
    expect(headers['locale'], 'locale header').toMatch(/^(zh_CN|en_US|fr_FR|ko_KR)$/);
    const body = (await answered.json()) as { code?: number | string };
    expect(String(body.code ?? 200), 'envelope code of the page-view call').toBe('200');

    await expectNoAxeViolations(page);
  });

  test('searches for a flight from the top of the page and lists the newest notices and news', async ({
    page,
  }) => {
    await page.addInitScript(() => localStorage.setItem('announcement_read', '9741'));
    await page.goto('/');
    // The newest three of each, linked to their articles (other journeys may publish more, so
    // the journey looks at the shape, not at which three).
    const notices = page.getByRole('region', { name: '机场公告' });
    await expect(notices.getByRole('listitem')).toHaveCount(3);
    for (const link of await notices.getByRole('listitem').getByRole('link').all()) {
      await expect(link).toHaveAttribute('href', /^\/notice\/airportDetail\?articleId=\d+&/);
    }
    const news = page.getByRole('region', { name: '白云新闻' });
    await expect(news.getByRole('listitem')).toHaveCount(3);
    await expect(news.getByRole('link', { name: /查看全部/ })).toHaveAttribute(
      'href',
      '/headline/list',
    );

    const search = page.getByRole('search', { name: '查询航班' });
    await search.getByRole('radio', { name: '到达' }).check();
    await search.getByRole('searchbox', { name: '航班号或城市' }).fill('CZ3102');
    await search.getByRole('searchbox', { name: '航班号或城市' }).press('Enter');
    await expect(page).toHaveURL(/\/flight\/arrivals\?q=CZ3102$/);
    await expect(
      page.getByTestId('flight-row').filter({ hasText: 'CZ3102' }).first(),
    ).toBeVisible();
  });

  test('an unknown path answers the app, which goes to the home page', async ({
    page,
    baseURL,
  }) => {
    const response = await page.goto('/no/such/page');
    expect(response?.headers()['content-type']).toContain('text/html');

    await expect(page).toHaveURL(`${baseURL}/`);
    await expect(page.getByTestId('today-weather')).toHaveText(TEMPERATURE_RANGE);
  });

  test('a chosen language is the page’s from its first byte (the locale cookie)', async ({
    page,
  }) => {
    await page.addInitScript(() => localStorage.setItem('announcement_read', '9741'));
    await page.goto('/');
    await page.getByRole('button', { name: /^语言/ }).click();
    await page
      .getByRole('list', { name: '选择语言' })
      .getByRole('button', { name: /English/ })
      .click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === 'locale')?.value).toBe('en-US');
    const answer = await page.request.get('/flight/departures');
    expect(await answer.text()).toContain('<html lang="en-US">');
  });

  test('/404 shows a not-found page that passes axe', async ({ page, baseURL }) => {
    await page.goto('/404');

    await expect(page).toHaveURL(`${baseURL}/404`);
    await expect(page.locator('body')).toContainText(/404|not found|不存在|找不到|未找到/i);
    await expectNoAxeViolations(page);
  });
});

// Plain HTTP checks: the viewport does not matter, so only the desktop project runs them.
test.describe('http answers', { tag: '@http' }, () => {
  test("/robots.txt is text, not the app's HTML", async ({ request }) => {
    const response = await request.get('/robots.txt');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^text\/plain/);
    const text = await response.text();
    expect(text).not.toMatch(/<!doctype html|<html/i);
    expect(text).toMatch(/^User-agent:/im);
  });

  test('the home page carries the security headers', async ({ request }) => {
    const response = await request.get('/');
    expect(response.status()).toBe(200);
    const headers = response.headers();

    const csp = headers['content-security-policy'];
    expect(csp, 'Content-Security-Policy header').toBeTruthy();
    const directives = new Map(
      (csp ?? '')
        .split(';')
        .map((directive) => directive.trim().split(/\s+/))
        .filter((parts) => parts[0])
        .map(([name = '', ...sources]) => [name.toLowerCase(), sources] as const),
    );
    const scriptSrc = directives.get('script-src');
    expect(scriptSrc, `script-src directive in "${csp}"`).toBeDefined();
    expect(scriptSrc).toContain("'self'");
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(scriptSrc).not.toContain("'unsafe-eval'");

    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy'], 'Referrer-Policy header').toBeTruthy();
    const framing = headers['x-frame-options'] ?? directives.get('frame-ancestors')?.join(' ');
    expect(framing, 'X-Frame-Options or CSP frame-ancestors').toBeTruthy();
    expect(headers['x-powered-by'], 'X-Powered-By should not be sent').toBeUndefined();
  });
});
