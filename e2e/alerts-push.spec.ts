import type { Page, Worker } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';

/*
 * Issue 22, web push: the site's service worker shows a flight alert the push service delivers,
 * and a click on it opens that flight's page. The push itself is dispatched inside the worker
 * (`new PushEvent`), as the push service would deliver it; the server's side (encryption,
 * delivery) is tested against a push endpoint of its own in apps/server. In English, with the
 * service worker running (every other journey but the offline app's blocks it).
 */
test.use({ serviceWorkers: 'allow' });

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'locale', value: 'en-US', url: baseURL! }]);
  await context.addInitScript(() => {
    localStorage.setItem('locale', 'en-US');
    localStorage.setItem('announcement_read', '9741');
  });
});

interface Flight {
  flightId: string;
  flightNo: string;
}

const detailPath = (flightId: string) => `/flight/detail?flightId=${encodeURIComponent(flightId)}`;

/** Tomorrow's departures still scheduled, the n-th of each index, with id and number. */
async function someFlights(page: Page, indexes: number[]): Promise<Flight[]> {
  await page.goto('/flight/departures?day=1');
  const scheduled = page.locator('[data-testid="flight-row"][data-status="scheduled"]');
  await expect(scheduled.nth(Math.max(...indexes))).toBeAttached();
  const flights: Flight[] = [];
  for (const n of indexes) {
    const flightId = (await scheduled.nth(n).getAttribute('data-flight-id'))!;
    flights.push({ flightId, flightNo: flightId.split('-').pop()! });
  }
  return flights;
}

/** The site's service worker, once it runs and controls the page. */
async function siteWorker(page: Page): Promise<Worker> {
  // The page registers it a second after load (apps/web/src/main.tsx); it then takes the page.
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect
    .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)))
    .toBe(true);
  const context = page.context();
  const isSite = (w: Worker) => new URL(w.url()).pathname === '/sw.js';
  return (
    context.serviceWorkers().find(isSite) ??
    (await context.waitForEvent('serviceworker', { predicate: isSite }))
  );
}

/** What the worker's registration shows for this tag (read inside the worker). */
interface ShownNotification {
  title: string;
  body: string;
  tag: string;
  lang: string;
  icon: string;
  data: unknown;
  actions: { action: string; title: string }[];
}

/** The worker's global scope, as much of it as these steps use (e2e is typed for pages). */
interface WorkerScope {
  registration: {
    getNotifications(filter?: { tag?: string }): Promise<(ShownNotification & object)[]>;
  };
  PushEvent: new (type: string, init: { data: string }) => Event;
  NotificationEvent: new (type: string, init: { notification: object; action?: string }) => Event;
  dispatchEvent(event: Event): boolean;
}

const shownWith = (worker: Worker, tag: string) =>
  worker.evaluate(async (wanted) => {
    const scope = self as unknown as WorkerScope;
    const list = await scope.registration.getNotifications({ tag: wanted });
    return list.map((n) => ({
      title: n.title,
      body: n.body,
      tag: n.tag,
      lang: n.lang,
      icon: n.icon,
      data: n.data as unknown,
      actions: [...n.actions].map((a) => ({ action: a.action, title: a.title })),
    }));
  }, tag);

test('a pushed flight alert shows as a notification, and its click opens the flight', async ({
  page,
  context,
  baseURL,
}, testInfo) => {
  const phone = testInfo.project.name === 'phone';
  const [reading, alerted] = await someFlights(page, phone ? [4, 5] : [1, 2]);
  await context.grantPermissions(['notifications'], { origin: baseURL! });

  await page.goto(detailPath(reading!.flightId));
  await expect(page.getByRole('heading', { level: 1 })).toContainText(reading!.flightNo);
  const worker = await siteWorker(page);

  // With the worker running, the alerts panel offers this browser; checked by axe as it is.
  await page.locator('#alerts').scrollIntoViewIfNeeded();
  const panel = page.getByTestId('flight-alerts');
  await expect(panel.getByRole('heading', { level: 2 })).toHaveText(
    `Get alerts for ${reading!.flightNo}`,
  );
  const thisBrowser = panel.getByRole('radio', { name: 'This browser' });
  await expect(thisBrowser).toBeVisible();
  await expect(
    panel.getByRole('checkbox', { name: 'Also notify me in this browser' }),
  ).not.toBeChecked();
  await expectNoAxeViolations(page, { include: '[data-testid="flight-alerts"]' });
  await thisBrowser.click();
  await expect(panel.getByRole('button', { name: 'Notify this browser' })).toBeVisible();
  await expectNoAxeViolations(page, { include: '[data-testid="flight-alerts"]' });

  // The push service delivers an alert for another flight.
  const url = `${baseURL}${detailPath(alerted!.flightId)}`;
  const payload = {
    title: 'Guangzhou Baiyun International Airport',
    body: `${alerted!.flightNo}: the boarding gate is now B262.`,
    url,
    tag: `flight-alert:${alerted!.flightId}`,
    unsubscribeUrl: `${baseURL}/alerts/unsubscribe?token=journey-token-0123456789`,
    lang: 'en-US',
  };
  await worker.evaluate((message) => {
    const scope = self as unknown as WorkerScope;
    scope.dispatchEvent(new scope.PushEvent('push', { data: JSON.stringify(message) }));
  }, payload);
  await expect.poll(async () => (await shownWith(worker, payload.tag)).length).toBe(1);
  const [shown] = await shownWith(worker, payload.tag);
  expect(shown).toMatchObject({
    title: payload.title,
    body: payload.body,
    tag: payload.tag,
    lang: 'en-US',
    data: { url, unsubscribeUrl: payload.unsubscribeUrl },
  });
  expect(shown!.icon).toMatch(/\/icons\/icon-192\.png$/);
  expect(shown!.actions).toEqual([{ action: 'stop-alerts', title: 'Stop alerts' }]);

  // A newer alert for the same flight replaces it: still one.
  await worker.evaluate(
    (message) => {
      const scope = self as unknown as WorkerScope;
      scope.dispatchEvent(new scope.PushEvent('push', { data: JSON.stringify(message) }));
    },
    { ...payload, body: `${alerted!.flightNo}: boarding.` },
  );
  await expect
    .poll(async () => (await shownWith(worker, payload.tag)).map((n) => n.body))
    .toEqual([`${alerted!.flightNo}: boarding.`]);

  // Malformed data shows nothing and breaks nothing.
  await worker.evaluate(() => {
    const scope = self as unknown as WorkerScope;
    scope.dispatchEvent(new scope.PushEvent('push', { data: 'gate B262' }));
  });

  // The reader clicks it: the notification closes and the open page goes to that flight.
  await worker.evaluate(async (tag) => {
    const scope = self as unknown as WorkerScope;
    const [notification] = await scope.registration.getNotifications({ tag });
    scope.dispatchEvent(
      new scope.NotificationEvent('notificationclick', { notification: notification! }),
    );
  }, payload.tag);
  await expect(page).toHaveURL(url);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(alerted!.flightNo);
  await expect.poll(async () => (await shownWith(worker, payload.tag)).length).toBe(0);
  const all = await worker.evaluate(() =>
    (self as unknown as WorkerScope).registration.getNotifications().then((list) => list.length),
  );
  expect(all).toBe(0);
});

test('from the followed flights, "Alerts by SMS or e-mail" lands on the alerts panel', async ({
  page,
}, testInfo) => {
  const phone = testInfo.project.name === 'phone';
  const [followed] = await someFlights(page, [phone ? 6 : 3]);
  const row = page.locator(`[data-testid="flight-row"][data-flight-id="${followed!.flightId}"]`);
  const follow = row.getByRole('button', { name: `Follow ${followed!.flightNo}`, exact: true });
  await follow.click();
  await expect(follow).toHaveAttribute('aria-pressed', 'true');

  const dock = page.getByTestId('followed-dock');
  await dock.getByText('My flights').click();
  const link = dock.getByRole('link', {
    name: new RegExp(`^Alerts by SMS or e-mail\\s*${followed!.flightNo}$`),
  });
  await expect(link).toBeVisible();
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/flight/detail\\?flightId=[^#]+#alerts$`));
  await expect(page.getByRole('heading', { level: 1 })).toContainText(followed!.flightNo);
  // The panel's place is brought into view, and the panel loads there.
  const panel = page.getByTestId('flight-alerts');
  await expect(panel.getByRole('heading', { level: 2 })).toHaveText(
    `Get alerts for ${followed!.flightNo}`,
  );
  await expect(panel).toBeInViewport();
});
