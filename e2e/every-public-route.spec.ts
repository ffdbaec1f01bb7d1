import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { chineseIn, htmlText, visibleText } from './chinese-text';
import { CONTENT_ROUTES } from './public-routes';

/*
 * Issue 18, over every public route: the links of the home page (the CMS menu in the header, the
 * footer, the home page's own), the static content routes, the app's pages under
 * /byairport-web/, a flight's detail and a page that does not exist.
 *  - Without JavaScript (as curl sees it): each answers HTML with `<html lang>` of the `locale`
 *    cookie and its `<h1>` rendered in the page, in all four languages; in English, French and
 *    Korean with no Chinese in its text (issue 19): English in the desktop layout, French and
 *    Korean in the phone layout (the server renders the one its layout hint asks for).
 *  - With JavaScript: each is taken over with no console error and no hydration warning (the
 *    fixture fails a journey on either), in French on the desktop and Korean on the phone (the
 *    other journeys do Chinese and English). The content routes are left to the content sweep,
 *    which takes each over in all four languages.
 */
const LOCALES = ['zh-CN', 'en-US', 'fr-FR', 'ko-KR'] as const;

const APP_PAGES = [
  '/byairport-web/pecki_m',
  '/byairport-web/pecki_m/tip',
  '/byairport-web/flight/airlines',
  '/byairport-web/traffic/index',
  '/byairport-web/shops',
  '/byairport-web/fun/airportArt',
  '/byairport-web/fun/trip',
  '/byairport-web/menu/index',
  '/byairport-web/h5/category',
  '/byairport-web/h5/cityList',
  '/app/flight/departures',
];
const MISSING = '/no-such-page-here';
/** Lists whose items open a detail page (news, notices, notifications, shops). */
const DETAIL_LISTS = [
  '/headline/list',
  '/notice/airport',
  '/notice/company',
  '/notification/list',
  '/shop/dining',
  '/shop/shopping',
];

/** Paths the page links to inside the site (pages only: no assets, media, icons or API). */
function pageLinks(html: string): string[] {
  const paths = [...html.matchAll(/href="(\/[^"]*)"/g)].map((m) => m[1]!.replaceAll('&amp;', '&'));
  return paths.filter(
    (path) => !/^\/(assets|media|byairport-cms|byairport-flight)\/|\.\w+$/.test(path),
  );
}

const contentPaths = () =>
  CONTENT_ROUTES.map((route) =>
    typeof route.path === 'string' ? route.path : route.path['zh-CN'],
  );

/** Every public route to visit, in a stable order. */
async function publicRoutes(request: APIRequestContext): Promise<string[]> {
  const home = await (await request.get('/')).text();
  const board = await (await request.get('/flight/departures')).text();
  const firstFlight = pageLinks(board).find((path) => path.startsWith('/flight/detail?'));
  expect(firstFlight, 'the board links each flight to its detail').toBeTruthy();
  // A detail page of each kind: the first item of each list that opens one.
  const details: string[] = [];
  for (const list of DETAIL_LISTS) {
    const links = pageLinks(await (await request.get(list)).text());
    const detail = links.find((path) => /detail/i.test(path));
    expect(detail, `${list} links its items to their detail`).toBeTruthy();
    details.push(detail!);
  }
  const all = new Set([
    '/',
    ...pageLinks(home),
    ...contentPaths(),
    ...APP_PAGES,
    firstFlight!,
    ...details,
  ]);
  // The menu names more than 30 pages; a home page that linked to few would make this sweep empty.
  expect(all.size).toBeGreaterThan(80);
  return [...all, MISSING];
}

/** The text of the page's first `<h1>` inside the rendered root, tags removed. */
function firstHeading(html: string): string | undefined {
  const root = html.slice(html.indexOf('<div id="root">'));
  const match = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(root);
  return match?.[1]?.replace(/<[^>]+>/g, '').trim();
}

/** The page at `path` as `curl -L` with the locale cookie sees it (the cookie kept on redirects). */
async function pageAs(request: APIRequestContext, path: string, locale: string, phone = false) {
  let at = path;
  for (let hop = 0; hop < 3; hop++) {
    const answer = await request.get(at, {
      // The layout hint the server renders the phone layout for.
      headers: { cookie: `locale=${locale}`, 'sec-ch-ua-mobile': phone ? '?1' : '?0' },
      maxRedirects: 0,
    });
    const location = answer.headers()['location'];
    if (answer.status() < 300 || answer.status() >= 400 || !location) return { answer, at };
    at = location;
  }
  throw new Error(`${path}: more than three redirects`);
}

test.describe('every public route, as curl sees it', () => {
  // Two languages on each project, so both run and together cover all four.
  const languages = (project: string) =>
    project === 'desktop' ? LOCALES.slice(0, 2) : LOCALES.slice(2);

  test('answers its heading in the HTML, in the language of the locale cookie', async ({
    request,
  }, testInfo) => {
    test.setTimeout(240_000);
    const routes = await publicRoutes(request);
    const phone = testInfo.project.name === 'phone';
    for (const locale of languages(testInfo.project.name)) {
      for (const path of routes) {
        const { answer, at } = await pageAs(request, path, locale, phone);
        expect(answer.status(), path).toBe(200);
        // A path the site does not have is sent on to a page it has.
        if (path === MISSING) expect(at).not.toBe(MISSING);
        const html = await answer.text();
        expect(html, path).toContain(`<html lang="${locale}"`);
        expect(html, `${path} in ${locale}`).toContain('id="page-data"');
        expect(firstHeading(html), `the heading of ${path} in ${locale}`).toMatch(/\S/);
        if (locale === 'zh-CN') continue;
        expect(chineseIn(htmlText(html)), `Chinese on ${path} in ${locale}`).toEqual([]);
      }
    }
  });
});

test.describe('every public route, taken over in the browser', () => {
  /** The routes are shared among a few tests, so the two workers can share them out. */
  const PARTS = 3;

  for (let part = 0; part < PARTS; part++) {
    test(`part ${part + 1} of ${PARTS}: no console error or hydration warning`, async ({
      page,
      context,
      request,
      baseURL,
    }, testInfo) => {
      test.setTimeout(240_000);
      const locale = testInfo.project.name === 'desktop' ? 'fr-FR' : 'ko-KR';
      // The same language in the cookie the server reads and the storage the app keeps.
      await context.addCookies([{ name: 'locale', value: locale, url: baseURL! }]);
      await context.addInitScript((value) => localStorage.setItem('locale', value), locale);
      // Below 992 px the latest announcement opens as a modal; it has one button. The page may
      // move on under it by itself (a guest at /user/index is sent to the sign-in page, which
      // has no frame and so no dialog): then there is nothing left to close.
      await page.addLocatorHandler(page.getByRole('alertdialog'), async (dialog) => {
        await dialog
          .getByRole('button')
          .last()
          .click({ timeout: 5_000 })
          .catch(() => undefined);
      });
      const swept = new Set(contentPaths());
      const routes = (await publicRoutes(request))
        .filter((path) => !swept.has(path))
        .filter((_, i) => i % PARTS === part);
      expect(routes.length, 'routes beside the content sweep').toBeGreaterThan(5);
      for (const path of routes) {
        await page.goto(path);
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        await expect(page.locator('html[data-app-ready]'), path).toHaveCount(1);
        await expect(page.getByRole('heading', { level: 1 }).first(), path).toBeVisible();
        expect(chineseIn(await visibleText(page)), `Chinese on ${path}`).toEqual([]);
      }
    });
  }
});
