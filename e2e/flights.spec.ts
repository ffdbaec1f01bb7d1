import type { Page } from '@playwright/test';
import { flightPaths } from '@can/contracts';
import { adminOpsPaths } from '@can/contracts/admin-ops-paths';
import { adminPaths } from '@can/contracts/admin-paths';
import { E2E_ADMIN_PASSWORD } from './constants';
import { expect, expectFitsScreenWidth, expectNoAxeViolations, test } from './fixtures';
import { signedCall } from './signed-api';

/*
 * Flight information (issue 4): the departures board, search and filters in the URL, the flight
 * detail page, live updates pushed by the server when a flight changes (here an operator's
 * change, which goes through the same change feed as the live simulation), and following a
 * flight. In English, so the assertions read like the spec.
 */
const ANNOUNCEMENT_ID = '9741';
test.beforeEach(async ({ page }) => {
  await page.addInitScript((id) => {
    localStorage.setItem('locale', 'en-US');
    localStorage.setItem('announcement_read', id);
  }, ANNOUNCEMENT_ID);
  // A newer announcement may still open as a modal on a phone: confirm it whenever it shows.
  await page.addLocatorHandler(page.getByRole('alertdialog'), async (dialog) => {
    await dialog.getByRole('button', { name: /我知道了|Got it/ }).click();
  });
});

const rows = (page: Page) => page.getByTestId('flight-row');
/** The next board page the page asks for (a public read, GET flight/board), as sent. */
const listBody = (page: Page) =>
  page
    .waitForRequest((r) => new URL(r.url()).pathname === flightPaths.board)
    .then((r) => {
      const query = new URL(r.url()).searchParams;
      return { ...Object.fromEntries(query), terminal: query.get('terminal') ?? '' };
    });

/** Opens today's departures and waits for the rows and the live stream. */
async function openBoard(page: Page, path = '/flight/departures') {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: 'Departures' })).toBeVisible();
  await expect(rows(page).first()).toBeVisible();
  await expect(page.getByTestId('live-bar')).toContainText('Live');
}

const FINISHED = ['departed', 'cancelled', 'arrived', 'diverted'];
const FACTS =
  'Scheduled departure|Scheduled arrival|Terminal|Check-in counters|Boarding gate|Aircraft|Type'.split(
    '|',
  );
const toCome = async (page: Page) =>
  (
    await rows(page)
      .getByTestId('flight-status')
      .evaluateAll((badges) => badges.map((b) => b.getAttribute('data-status')))
  ).filter((status) => !FINISHED.includes(status ?? '')).length;

/**
 * A board with at least `needed` flights still to come: today's, at the page of the current
 * time, or tomorrow's when today has fewer left there. Late in the evening (23:52 on some days)
 * every flight of today's last page has left and there is no later page: a traveller then
 * looks at tomorrow, and so does the journey.
 */
async function openBoardWithFlightsToCome(page: Page, needed: number) {
  await openBoard(page);
  if ((await toCome(page)) >= needed) return;
  const tomorrow = page.getByRole('radio', { name: /^Tomorrow/ });
  await tomorrow.click();
  await expect(tomorrow).toBeChecked();
  await expect(page).toHaveURL(/[?&]day=1(&|$)/);
  await expect(page.locator('section[aria-busy]')).toHaveAttribute('aria-busy', 'false');
  await expect.poll(() => toCome(page)).toBeGreaterThanOrEqual(needed);
}

/** Follows up to `count` flights of the page still to come; returns their numbers. */
async function followFlightsToCome(page: Page, count: number): Promise<string[]> {
  const followed: string[] = [];
  const total = await rows(page).count();
  for (let i = 0; i < total && followed.length < count; i++) {
    const row = rows(page).nth(i);
    const status = await row.getByTestId('flight-status').getAttribute('data-status');
    if (FINISHED.includes(status ?? '')) continue;
    // The text as the page holds it, whether or not the card is on screen.
    const flightNo = ((await row.getByTestId('flight-link').textContent()) ?? '').trim();
    const button = row.getByRole('button', { name: `Follow ${flightNo}`, exact: true });
    await button.click();
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    followed.push(flightNo);
  }
  expect(followed.length).toBeGreaterThan(0);
  return followed;
}

/**
 * Changes a flight as an operator would (the back office's call, signed in as the admin through
 * the page's own request context): the server pushes it to open boards through the change feed.
 * `status` null gives the flight back to the live schedule.
 */
async function operatorSets(page: Page, flightId: string, status: string | null) {
  const login = await signedCall(page.request, 'POST', adminPaths.login, {
    body: { username: 'admin', password: E2E_ADMIN_PASSWORD },
  });
  expect(String(login.code)).toBe('200');
  const answer = await signedCall(page.request, 'POST', adminOpsPaths.flightUpdate, {
    body: {
      flightId,
      status,
      estDeparture: null,
      estArrival: null,
      gate: null,
      belt: null,
      counter: null,
    },
  });
  expect(String(answer.code), answer.msg).toBe('200');
}

test.describe('flight board', () => {
  test('filters by day and terminal, searches as you type, opens the detail page; axe clean', async ({
    page,
    isMobile,
  }) => {
    await openBoard(page);
    await expect(page.getByTestId(isMobile ? 'flight-cards' : 'flight-table')).toBeVisible();
    if (!isMobile)
      await expect(page.getByRole('table').locator('caption')).toContainText('Departures, Today');
    await expectNoAxeViolations(page);

    // click, not check: the choice lands in the URL first, so the radio turns on a moment later.
    const tomorrow = listBody(page);
    await page.getByRole('radio', { name: /^Tomorrow/ }).click();
    await expect(page.getByRole('radio', { name: /^Tomorrow/ })).toBeChecked();
    expect(await tomorrow).toMatchObject({ day: '1', terminal: '', type: '1', depOrArr: '1' });
    await expect(page).toHaveURL(/[?&]day=1(&|$)/);

    const t2 = listBody(page);
    await page.getByRole('radio', { name: 'T2' }).click();
    await expect(page.getByRole('radio', { name: 'T2' })).toBeChecked();
    expect(await t2).toMatchObject({ day: '1', terminal: 'T2' });
    await expect(page).toHaveURL(/day=1&terminal=T2/);
    // The rows of the last answer stay on screen while the next one loads: wait until T2's are
    // there (on a busy machine the flight below was once taken from the rows before).
    await expect(page.locator('section[aria-busy]')).toHaveAttribute('aria-busy', 'false');
    await expect
      .poll(() =>
        rows(page).evaluateAll((all) => all.every((row) => /T2/.test(row.textContent ?? ''))),
      )
      .toBe(true);

    const flightNo = (
      (await rows(page).nth(2).getByTestId('flight-link').textContent()) ?? ''
    ).trim();
    // The search is a public read too: GET flight/board with the keyword (decision 024).
    const search = page.waitForRequest((r) => {
      const url = new URL(r.url());
      return url.pathname === flightPaths.board && url.searchParams.has('keyword');
    });
    await page.getByRole('searchbox', { name: 'Search flights' }).fill(flightNo);
    const sent = new URL((await search).url()).searchParams;
    expect(Object.fromEntries(sent)).toMatchObject({ keyword: flightNo, day: '1', terminal: 'T2' });
    await expect(page).toHaveURL(new RegExp(`q=${flightNo}`));
    await expect(rows(page).first().getByTestId('flight-link')).toHaveText(flightNo);

    // The shared link restores the same board.
    await page.reload();
    await expect(page.getByRole('searchbox', { name: 'Search flights' })).toHaveValue(flightNo);
    await expect(page.getByRole('radio', { name: 'T2' })).toBeChecked();

    await rows(page).first().getByTestId('flight-link').click();
    await expect(page).toHaveURL(/\/flight\/detail\?flightId=/);
    const detail = page.getByTestId('flight-detail');
    await expect(detail.getByRole('heading', { level: 1 })).toHaveText(`Flight ${flightNo}`);
    for (const label of FACTS) await expect(detail.getByText(label, { exact: true })).toBeVisible();
    await expect(detail).toContainText('UTC+8');
    await expect(detail.getByRole('heading', { name: /^Weather in / })).toBeVisible();
    await expect(detail.getByRole('heading', { name: 'From security to the gate' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("the last page of today leads on to tomorrow's first flights", async ({ page }) => {
    await openBoard(page);
    const status = page.getByRole('navigation', { name: 'Earlier and later flights' });
    const pages = Number(/of (\d+)/.exec((await status.textContent()) ?? '')?.[1]);
    expect(pages).toBeGreaterThan(1);
    // A page past the day's last (a link from a busier day) opens the last one.
    await page.goto(`/flight/departures?page=${pages + 5}`);
    await expect(page).toHaveURL(new RegExp(`[?&]page=${pages}(&|$)`));
    await expect(status).toContainText(`Page ${pages} of ${pages}`);
    await expect(rows(page).first()).toBeVisible();
    await expect(page.getByTestId('pager-later')).toHaveCount(0);
    // Earlier, now and next day fit a phone's width (they overflowed it by 10-105 px).
    await expectFitsScreenWidth(page);
    await status.getByRole('link', { name: 'Next day' }).click();
    await expect(page).toHaveURL(/[?&]day=1(&|$)/);
    await expect(page).not.toHaveURL(/page=/);
    await expect(page.getByRole('radio', { name: /^Tomorrow/ })).toBeChecked();
    await expect(status).toContainText(/^Page 1 of \d+/);
    await expect(rows(page).first()).toBeVisible();
  });

  test('T1 shows that the terminal is closed, with a way to T2 and T3', async ({ page }) => {
    await page.goto('/flight/departures?terminal=T1');
    const closed = page.getByTestId('terminal-closed');
    await expect(closed).toContainText('Terminal 1 is closed for renovation');
    await closed.getByRole('button', { name: 'Show T3' }).click();
    await expect(page).toHaveURL(/terminal=T3/);
    await expect(rows(page).first()).toContainText('T3');
  });

  test('followed flights are kept on the device and listed under My flights', async ({ page }) => {
    await openBoardWithFlightsToCome(page, 2);
    const followed = await followFlightsToCome(page, 2);
    const mine = page.getByTestId('my-flights');
    await expect(mine.getByRole('heading', { name: 'My flights' })).toBeVisible();
    await page.reload();
    for (const flightNo of followed) await expect(mine).toContainText(flightNo);
    await mine.getByRole('button', { name: `Follow ${followed[0]}`, exact: true }).click();
    // The list goes with its last flight: either way, that flight is no longer listed.
    await expect(mine.filter({ hasText: followed[0]! })).toHaveCount(0);
  });

  test('the app board opens flight details in the app layout and leads back to the app board', async ({
    page,
  }) => {
    await page.goto('/app/flight/departures');
    await expect(page.getByRole('heading', { level: 1, name: 'Departures' })).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(0);
    await rows(page).first().getByTestId('flight-link').click();
    await expect(page).toHaveURL(/\/app\/flight\/detail\?flightId=/);
    await expect(page.getByTestId('flight-facts')).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(0);
    await page.getByRole('link', { name: 'All departures' }).click();
    await expect(page).toHaveURL(/\/app\/flight\/departures/);
  });

  test('followed flights show on every page and lead to their detail', async ({ page }) => {
    await openBoardWithFlightsToCome(page, 1);
    const [flightNo] = await followFlightsToCome(page, 1);
    await page.goto('/');
    const dock = page.getByTestId('followed-dock');
    const summary = dock.getByText('My flights');
    await expect(summary).toBeVisible();
    await summary.click();
    const link = dock.getByRole('link', { name: new RegExp(`^${flightNo} to `) });
    await expect(link).toBeVisible();
    await expectNoAxeViolations(page);
    await link.click();
    await expect(page).toHaveURL(/\/flight\/detail/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(flightNo!);
  });

  test('a pushed change appears in place without a reload, and a followed flight raises an alert', async ({
    page,
  }, testInfo) => {
    await openBoardWithFlightsToCome(page, 3);
    const followed = await followFlightsToCome(page, 3);
    // Desktop and phone run side by side and follow the same flights: each changes its own.
    const changed = followed[testInfo.project.name === 'phone' ? followed.length - 1 : 0]!;
    const row = rows(page).filter({
      has: page.getByTestId('flight-link').getByText(changed, { exact: true }),
    });
    const flightId = (await row.getAttribute('data-flight-id'))!;
    // A status the flight does not have now, so there is a change to push.
    const current = await row.getByTestId('flight-status').getAttribute('data-status');
    const status = current === 'delayed' ? 'boarding' : 'delayed';
    const stamp = page.getByTestId('updated-stamp').locator('time');
    const stampBefore = await stamp.getAttribute('datetime');
    const documentStart = await page.evaluate(() => performance.timeOrigin);

    await operatorSets(page, flightId, status);
    try {
      await expect(row.getByTestId('flight-status')).toHaveAttribute('data-status', status);
      await expect(page.getByTestId('live-summary')).not.toBeEmpty();
      // The "updated hh:mm:ss" stamp moved (its datetime has the milliseconds).
      await expect(stamp).not.toHaveAttribute('datetime', stampBefore ?? '');
      await expect(page.getByTestId('updated-stamp')).toHaveText(/^Updated \d\d:\d\d:\d\d$/);
      const now = await page.evaluate(() => performance.timeOrigin);
      expect(now, 'the same page, not reloaded').toBe(documentStart);

      const alert = page.getByTestId('follow-alert').filter({ hasText: changed }).first();
      await expect(page.getByTestId('follow-alerts')).toHaveAttribute('role', 'alert');
      await expect(alert).toContainText(`${changed} has changed`);
      await expectNoAxeViolations(page);
      await alert.getByRole('button', { name: 'Dismiss this alert' }).click();
      await expect(alert).toHaveCount(0);
    } finally {
      await operatorSets(page, flightId, null);
    }
  });
});

test.describe('airline directory', () => {
  test('searches airlines and offers their hotline and website; axe clean', async ({ page }) => {
    await page.goto('/flight/airlines');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Airlines at Baiyun Airport' }),
    ).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search airlines' }).fill('China Southern');
    const card = page.getByTestId('airline-card').filter({ hasText: 'CZ' });
    await expect(page.getByTestId('airline-card')).toHaveCount(1);
    await expect(card.getByRole('link', { name: /^Hotline 95539/ })).toHaveAttribute(
      'href',
      'tel:95539',
    );
    await expect(card.getByRole('link', { name: /^Website/ })).toHaveAttribute('target', '_blank');
    await expect(page).toHaveURL(/q=China(\+|%20)Southern/);
    await expectNoAxeViolations(page);
  });
});
