import { expect, test, waitForTheAppAfterLoads } from './fixtures';

/*
 * Issue 20: one live connection per browser, not per tab. A browser allows six connections per
 * host over HTTP/1.1, so a seventh board with a stream of its own used to hang. Seven tabs of the
 * departures board share one stream: all seven say Live, the browser asked for the stream once,
 * and when the tab holding it closes, another takes it over and the rest stay live.
 */
test('seven tabs of the departures board stay live on one shared stream @desktop-only', async ({
  context,
}) => {
  await context.addInitScript(() => {
    localStorage.setItem('locale', 'en-US');
    localStorage.setItem('announcement_read', '9741');
  });
  const streams: string[] = [];
  context.on('request', (request) => {
    if (request.url().includes('/byairport-flight/flight/stream')) streams.push(request.url());
  });
  const tabs = [];
  for (let i = 0; i < 7; i++) {
    const tab = await context.newPage();
    waitForTheAppAfterLoads(tab);
    await tab.goto('/flight/departures');
    await expect(tab.getByRole('heading', { level: 1, name: 'Departures' })).toBeVisible();
    tabs.push(tab);
  }
  for (const tab of tabs) await expect(tab.getByTestId('live-bar')).toContainText('Live');
  expect(streams).toHaveLength(1);

  // The tab holding the stream (the first) closes: the next one in line opens it.
  await tabs[0]!.close();
  await expect.poll(() => streams.length).toBe(2);
  for (const tab of tabs.slice(1)) await expect(tab.getByTestId('live-bar')).toContainText('Live');
});
