import type { Page } from '@playwright/test';
import {
  BarcodeFormat,
  BinaryBitmap,
  DecodeHintType,
  HybridBinarizer,
  PDF417Reader,
  RGBLuminanceSource,
} from '@zxing/library';
import { PNG } from 'pngjs';
import { checkInThroughApi, openBoardingPass } from './checkin-kit';
import {
  expect,
  expectNoAxeViolations,
  test,
  waitForTheAppAfterLoads,
  watchPage,
} from './fixtures';
import { newPassenger } from './server-data';

/*
 * Issue 20: the app works offline. A traveller at the gate with no signal still has the board
 * they last saw, stamped with its time, and the boarding pass they checked in with, whose bar
 * code a gate scanner reads; back online, the board is live again. These journeys let the
 * service worker run (every other journey blocks it, playwright.config.ts); the phone is where
 * a traveller meets a weak signal.
 */
test.use({
  serviceWorkers: 'allow',
  // With no network the live stream and the page's calls fail, as they should.
  allowedConsoleErrors: [/net::ERR_INTERNET_DISCONNECTED|Failed to load resource/],
});

/** Once the offline app runs this page and has kept the address `path` (a page or a pass). */
async function keptForOffline(page: Page, cache: string, path: string) {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect
    .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)))
    .toBe(true);
  await expect
    .poll(() =>
      page.evaluate(
        ([name, url]) =>
          caches
            .open(name!)
            .then((c) => c.match(url!, { ignoreVary: true }))
            .then(Boolean),
        [cache, path],
      ),
    )
    .toBe(true);
}

/** What a gate scanner reads from the PDF417 picture the page shows. */
async function scanBarcode(page: Page): Promise<string> {
  const png = await page
    .getByTestId('boarding-pass')
    .getByRole('img', { name: /PDF417/ })
    .evaluate((img: HTMLImageElement) => {
      const canvas = document.createElement('canvas');
      canvas.width = img.naturalWidth;
      canvas.height = img.naturalHeight;
      canvas.getContext('2d')!.drawImage(img, 0, 0);
      return canvas.toDataURL('image/png').split(',')[1]!;
    });
  const image = PNG.sync.read(Buffer.from(png, 'base64'));
  const pixels = new Uint8ClampedArray(image.width * image.height);
  for (let i = 0; i < pixels.length; i++) {
    const [r, g, b] = [image.data[i * 4]!, image.data[i * 4 + 1]!, image.data[i * 4 + 2]!];
    pixels[i] = (r + g + b) / 3;
  }
  const source = new RGBLuminanceSource(pixels, image.width, image.height);
  const hints = new Map([[DecodeHintType.POSSIBLE_FORMATS, [BarcodeFormat.PDF_417]]]);
  return new PDF417Reader().decode(new BinaryBitmap(new HybridBinarizer(source)), hints).getText();
}

test('offline, the departures board opens with its time; back online it is live again @phone-only', async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: 'locale', value: 'fr-FR', url: baseURL! }]);
  await context.addInitScript(() => {
    localStorage.setItem('locale', 'fr-FR');
    localStorage.setItem('announcement_read', '9741');
  });
  await page.goto('/flight/departures');
  await expect(page.getByRole('heading', { level: 1, name: 'Départs' })).toBeVisible();
  await keptForOffline(page, 'can-pages', '/flight/departures');

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Départs' })).toBeVisible();
  await expect(page.getByTestId('flight-row').first()).toBeVisible();
  const bar = page.getByTestId('live-bar');
  await expect(bar).toContainText('Hors ligne');
  const stamp = page.getByTestId('updated-stamp');
  await expect(stamp).toBeVisible();
  const offlineStamp = await stamp.textContent();
  await expectNoAxeViolations(page);
  if (process.env.E2E_SCREENSHOTS === '1')
    await page.screenshot({ path: 'e2e/artifacts/offline-board.png' });

  await context.setOffline(false);
  await expect(bar).toContainText('En direct');
  await expect(stamp).not.toHaveText(offlineStamp!);
});

test('with no signal when the offline app’s code is fetched, no error shows and the next page installs it @phone-only', async ({
  page,
}) => {
  // The first download of the offline app's code fails as with no signal (in CI, a journey's
  // server was once stopped at that moment); later downloads go through.
  let asked = 0;
  await page.route(/register-offline-app-[\w-]+\.js$/, (route) =>
    ++asked === 1 ? route.abort('internetdisconnected') : route.continue(),
  );
  await page.addInitScript(() => localStorage.setItem('announcement_read', '9741'));
  await page.goto('/guide/departure');
  await expect.poll(() => asked).toBe(1);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => navigator.serviceWorker.getRegistration().then(Boolean))).toBe(
    false,
  );
  // The fixture fails the journey on any uncaught error. The next page load installs the app.
  await page.reload();
  expect(await page.evaluate(() => navigator.serviceWorker.ready.then((r) => r.scope))).toMatch(
    /\/$/,
  );
  expect(asked).toBe(2);
});

test('a checked-in passenger’s boarding pass opens offline in a new tab and its bar code scans @phone-only', async ({
  page,
  context,
}, testInfo) => {
  const passenger = newPassenger();
  const checkedIn = await checkInThroughApi(page.request, passenger);
  await openBoardingPass(page, checkedIn);
  await expect(page.getByTestId('boarding-pass')).toContainText(checkedIn.seat);
  await keptForOffline(
    page,
    'can-boarding-passes',
    `/offline/boarding-pass/${checkedIn.segmentId}.json`,
  );
  await keptForOffline(page, 'can-pages', '/service/checkIn_board');
  const online = await scanBarcode(page);

  // At the gate: no network, a new tab (the check-in session ended with the old one).
  await context.setOffline(true);
  const gate = await context.newPage();
  watchPage(gate, testInfo);
  waitForTheAppAfterLoads(gate);
  await gate.goto(`/service/checkIn_board?segmentId=${checkedIn.segmentId}`);
  const pass = gate.getByTestId('boarding-pass');
  await expect(pass).toContainText(checkedIn.seat);
  await expect(gate.getByTestId('kept-pass-note')).toBeVisible();
  // The IATA boarding pass string (BCBP, format M, one leg) with the seat taken.
  expect(online).toMatch(/^M1/);
  expect(online).toContain(checkedIn.seat.padStart(4, '0'));
  expect(await scanBarcode(gate)).toBe(online);
  await expectNoAxeViolations(gate);
  if (process.env.E2E_SCREENSHOTS === '1')
    await gate.screenshot({ path: 'e2e/artifacts/offline-pass.png', fullPage: true });

  // The check-in start lists the passes kept on this device, offline too.
  await gate.goto('/service/checkIn');
  const kept = gate.getByRole('region', { name: '保存在本设备上的登机牌' });
  await expect(kept.getByRole('link', { name: new RegExp(checkedIn.seat) })).toBeVisible();
  await expectNoAxeViolations(gate);
  if (process.env.E2E_SCREENSHOTS === '1')
    await gate.screenshot({ path: 'e2e/artifacts/offline-checkin-start.png', fullPage: true });
  await context.setOffline(false);
});
