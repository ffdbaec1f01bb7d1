import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';

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

interface SweepRoute {
  path: string | Record<Locale, string>;
  /** File name of the screenshot. */
  name: string;
}

const at = (path: string, name: string): SweepRoute => ({ path, name });

const ROUTES: SweepRoute[] = [
  // Spec section 2, static public routes.
  at('/headline/list', 'headline-list'),
  {
    name: 'headline-detail',
    path: {
      'zh-CN': '/headline/detail?articleId=9685&showDate=1',
      'en-US': '/headline/detail?articleId=9687&showDate=1',
    },
  },
  at('/pri/detail?urlKey=privacy&articleId=9863', 'pri-detail'),
  at('/notification/list?urlKey=notification', 'notification-list'),
  at('/notification/detail?articleId=9731&urlKey=notification', 'notification-detail'),
  at('/summary/detail?articleId=9785&urlKey=summary', 'summary-detail'),
  at('/notice/airport', 'notice-airport'),
  at(
    '/notice/airportDetail?articleId=9750&urlKey=airport-notice&showDate=1',
    'notice-airport-detail',
  ),
  at('/notice/company', 'notice-company'),
  at(
    '/notice/companyDetail?articleId=9760&urlKey=company-notice&showDate=1',
    'notice-company-detail',
  ),
  at('/footer/airport/basic/facts', 'basic-facts'),
  at('/footer/corporate/culture', 'corporate-culture'),
  at('/footer/corporate/honor', 'corporate-honor'),
  at('/footer/contact/us', 'contact-us'),
  at('/footer/questions/list', 'questions-list'),
  at('/footer/faq', 'faq'),
  at('/footer/investmentInformation', 'investment-information'),
  at('/business/detail?articleId=9780&urlKey=business', 'business-detail'),
  at('/footer/airlinefee', 'airline-fee'),
  at('/footer/company/info', 'company-info'),
  at('/footer/organization', 'organization'),
  at('/footer/leader/team', 'leader-team'),
  at('/footer/shareholderReturn', 'shareholder-return'),
  at('/footer/corporateGovernance', 'corporate-governance'),
  at('/footer/interactiveCommunication', 'interactive-communication'),
  at('/footer/rightsProtection', 'rights-protection'),
  at('/footer/rightsProtection/detail/education', 'rights-education'),
  at('/footer/rightsProtection/detail/guard', 'rights-guard'),
  at('/footer/rightsProtection/detail/fair', 'rights-fair'),
  at('/dangerIndex', 'danger-index'),
  at('/category', 'category'),
  at('/hotelDetail/boerman', 'hotel-boerman'),
  at('/hotelDetail/daisi', 'hotel-daisi'),
  at('/hotelDetail/aosite', 'hotel-aosite'),
  at('/hotelDetail/nuofute', 'hotel-nuofute'),
  at('/stock/index', 'stock'),
  // Views named without a shown path: guides, services, Terminal 3, links.
  at('/guide/common', 'guide-common'),
  at('/guide/departure', 'guide-departure'),
  at('/guide/arrival', 'guide-arrival'),
  at('/guide/transfer', 'guide-transfer'),
  at('/guide/customs', 'guide-customs'),
  at('/guide/border', 'guide-border'),
  at('/guide/security', 'guide-security'),
  at('/guide/quarantine', 'guide-quarantine'),
  at('/guide/baggage', 'guide-baggage'),
  at('/guide/certificate', 'guide-certificate'),
  at('/guide/multiple', 'guide-multiple'),
  at('/guide/visa-free', 'visa-free'),
  at('/passenger-service/lost-found', 'lost-found'),
  at('/passenger-service/special', 'special-passengers'),
  at('/passenger-service/baggage', 'baggage-service'),
  at('/passenger-service/lounges', 'lounges'),
  at('/passenger-service/hotels', 'hotels'),
  at('/facilities', 'facilities'),
  at('/shop/art', 'airport-art'),
  at('/attractions', 'attractions'),
  at('/terminal3', 'terminal3'),
  at('/terminal3/horizontal', 'terminal3-horizontal'),
  at('/terminal3/vertical', 'terminal3-vertical'),
  at('/links', 'links'),
];

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
