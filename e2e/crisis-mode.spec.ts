import type { Browser, Page, TestInfo } from '@playwright/test';
import { staffPage } from './admin-kit';
import {
  expect,
  expectFitsScreenWidth,
  expectNoAxeViolations,
  newJourneyContext,
  test,
  waitForTheAppAfterLoads,
  watchPage,
} from './fixtures';

/*
 * Issue 20, crisis mode: an operator switches the site into disruption mode from the back office
 * with a message in four languages; a traveller's open home page shows it within 5 s without
 * reloading, and becomes the disruption page (no carousel); other pages show the notice first;
 * switched off, the normal home is back. Crisis mode is the whole site's state, so this file runs
 * in a project of its own with a server of its own (playwright.config.ts, `crisis`).
 */
const MESSAGES = {
  'zh-CN': '台风“海鸥”正在影响广州，今日大量航班取消或延误。',
  'en-US': 'Typhoon Haiou is passing Guangzhou: many flights today are cancelled or delayed.',
  'fr-FR': 'Le typhon Haiou passe sur Canton : de nombreux vols du jour sont annulés ou retardés.',
  'ko-KR': '태풍 하이어우가 광저우를 지나고 있어 오늘 많은 항공편이 결항되거나 지연되었습니다.',
} as const;
const NATIVE = { 'zh-CN': '简体中文', 'en-US': 'English', 'fr-FR': 'Français', 'ko-KR': '한국어' };
const TRANSPORT = 'Airport Express coaches run every 30 minutes; Metro Line 3 runs as usual.';
const PHONE = {
  viewport: { width: 390, height: 844 },
  screen: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  deviceScaleFactor: 3,
  // As the phone project's (playwright.config.ts): the server renders the phone layout for it.
  userAgent:
    'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36',
};

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    localStorage.setItem('locale', 'en-US');
    localStorage.setItem('announcement_read', '9741');
  });
});

async function traveller(
  browser: Browser,
  testInfo: TestInfo,
  locale: keyof typeof MESSAGES,
  phone = false,
) {
  const context = await newJourneyContext(browser, {
    baseURL: testInfo.project.use.baseURL,
    ...(phone ? PHONE : { viewport: { width: 1440, height: 900 } }),
  });
  await context.addInitScript((value) => {
    localStorage.setItem('locale', value);
    localStorage.setItem('announcement_read', '9741');
  }, locale);
  await context.addCookies([{ name: 'locale', value: locale, url: testInfo.project.use.baseURL! }]);
  const page = await context.newPage();
  watchPage(page, testInfo);
  waitForTheAppAfterLoads(page);
  return { context, page };
}

async function switchDisruption(admin: Page, on: boolean) {
  const toggle = admin.getByRole('checkbox', { name: 'Disruption mode on' });
  if (on) {
    for (const [locale, text] of Object.entries(MESSAGES))
      await admin
        .getByLabel(`What is happening · ${NATIVE[locale as keyof typeof NATIVE]}`)
        .fill(text);
    await admin.getByLabel('Transport changes · English').fill(TRANSPORT);
  }
  await toggle.setChecked(on);
  await admin.getByRole('button', { name: 'Save' }).click();
  await admin
    .getByRole('button', { name: on ? 'Yes, switch it on' : 'Yes, switch it off' })
    .click();
  await expect(admin.getByRole('status').filter({ hasText: /^Disruption mode is o/ })).toHaveText(
    on
      ? 'Disruption mode is on: the site shows the message.'
      : 'Disruption mode is off: the site no longer shows the message.',
  );
}

test('an operator turns on disruption mode; an open home page shows it within 5 s; off, the normal home is back', async ({
  page,
  browser,
}, testInfo) => {
  // A staff sign-in, two readers, two switches: one of the longest journeys of the suite.
  test.slow();
  await page.goto('/');
  const hero = page.getByRole('heading', { level: 1 });
  await expect(hero).toBeVisible();
  await expect(page.getByTestId('disruption-home')).toHaveCount(0);
  await expect(page.getByTestId('page-banner')).toBeVisible();
  await page.evaluate(() => ((window as unknown as { homeMark: number }).homeMark = 1));

  const ops = await staffPage(browser, 'operations', testInfo, { start: '/admin/disruption' });
  try {
    const admin = ops.page;
    await expect(admin.getByRole('heading', { level: 1, name: 'Disruption mode' })).toBeVisible();
    await expectNoAxeViolations(admin);
    await switchDisruption(admin, true);

    // The traveller's open home page, the same document: the disruption page within 5 s.
    const home = page.getByTestId('disruption-home');
    await expect(home).toBeVisible({ timeout: 5_000 });
    await expect(page.getByTestId('disruption-banner')).toContainText(MESSAGES['en-US']);
    await expect(home.getByRole('heading', { level: 1 })).toHaveText('Disruption at the airport');
    await expect(home).toContainText(TRANSPORT);
    await expect(home.getByRole('heading', { name: /Cancelled today \(\d+\)/ })).toBeVisible();
    await expect(home.getByRole('heading', { name: 'What to do' })).toBeVisible();
    await expect(home.getByRole('link', { name: '020-36066999' })).toBeVisible();
    // Light: no carousel, no promotions.
    await expect(page.getByTestId('page-banner')).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { homeMark?: number }).homeMark)).toBe(
      1,
    );
    await expectNoAxeViolations(page);

    // A Korean reader on a phone: the page arrives with it, in Korean, fitting the screen.
    const ko = await traveller(browser, testInfo, 'ko-KR', true);
    try {
      await ko.page.goto('/');
      await expect(ko.page.getByTestId('disruption-home')).toContainText(MESSAGES['ko-KR']);
      await expect(ko.page.getByRole('heading', { level: 1 })).toHaveText('공항 운항 차질');
      await expectFitsScreenWidth(ko.page);
      await expectNoAxeViolations(ko.page);
      // Every page shows the notice first, with the way to what to do.
      await ko.page.goto('/flight/departures');
      const banner = ko.page.getByTestId('disruption-banner');
      await expect(banner).toContainText(MESSAGES['ko-KR']);
      await banner.getByRole('link', { name: '이렇게 하십시오' }).click();
      await expect(ko.page.getByTestId('disruption-home')).toBeVisible();
    } finally {
      await ko.context.close();
    }

    await switchDisruption(admin, false);
    await expect(page.getByTestId('disruption-home')).toHaveCount(0, { timeout: 5_000 });
    await expect(page.getByTestId('disruption-banner')).toHaveCount(0);
    await expect(page.getByTestId('page-banner')).toBeVisible();
  } finally {
    await ops.context.close();
  }
});
