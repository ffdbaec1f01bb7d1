import AxeBuilder from '@axe-core/playwright';
import {
  test as base,
  expect,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
  type TestInfo,
} from '@playwright/test';
import { clockOffsetMs } from './server-data';

/**
 * The `test` every journey imports. Its `page` comes from `context.newPage()` (so axe can use it)
 * and fails the test when the page logs a console error or throws an uncaught error, as the
 * STYLE guide asks ("a stray console.error fails a test"). A test that expects a particular
 * error says so with `test.use({ allowedConsoleErrors: [/pattern/] })`.
 */
export interface JourneyOptions {
  /** Console errors matching one of these do not fail the test. Keep it rare and specific. */
  allowedConsoleErrors: RegExp[];
}

/** What each running test's pages logged, by test id, with the console errors it allows. */
const watched = new Map<string, { allowed: RegExp[]; problems: string[] }>();

/**
 * Records the console errors and uncaught errors of `page` against the running test, which then
 * fails when it ends. The journey's own `page` is watched; so is every page a helper opens in a
 * context of its own (a staff member's browser, for instance).
 */
export function watchPage(page: Page, testInfo: TestInfo): void {
  const entry = watched.get(testInfo.testId);
  if (!entry) throw new Error('watchPage is for pages opened inside a journey');
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const text = message.text();
    if (entry.allowed.some((pattern) => pattern.test(text))) return;
    const { url, lineNumber } = message.location();
    entry.problems.push(`console.error: ${text}${url ? ` (${url}:${lineNumber})` : ''}`);
  });
  page.on('pageerror', (error) => {
    entry.problems.push(`uncaught error on ${page.url()}: ${error.name}: ${error.message}`);
  });
}

/**
 * On a run at a chosen airport time (E2E_AIRPORT_TIME), the browser's clock runs with the
 * server's: from the same offset, flowing as usual.
 */
async function setJourneyClock(context: BrowserContext): Promise<void> {
  if (clockOffsetMs) await context.clock.install({ time: Date.now() + clockOffsetMs });
}

/** A browser context of its own (a second traveller, a staff member) on the journeys' clock. */
export async function newJourneyContext(
  browser: Browser,
  options: BrowserContextOptions,
): Promise<BrowserContext> {
  const context = await browser.newContext(options);
  await setJourneyClock(context);
  return context;
}

/**
 * Pages arrive rendered by the server and the app then takes them over; a click before that
 * would submit a form natively or go unheard. Every `page.goto` and `page.reload` of a journey
 * returns once the app has the page (`html[data-app-ready]`), or at once for a document that is
 * not the app's. (CI on 7be7458: a click on the announcement right after a reload, on a loaded
 * machine, came before the app and was lost.)
 */
export function waitForTheAppAfterLoads(page: Page): void {
  const appHasThePage = () =>
    page.waitForFunction(
      () =>
        !document.getElementById('root') || document.documentElement.hasAttribute('data-app-ready'),
    );
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await appHasThePage();
    return response;
  };
  const reload = page.reload.bind(page);
  page.reload = async (options) => {
    const response = await reload(options);
    await appHasThePage();
    return response;
  };
}

export const test = base.extend<JourneyOptions & { pageProblems: void }>({
  allowedConsoleErrors: [[], { option: true }],

  context: async ({ context }, use) => {
    await setJourneyClock(context);
    await use(context);
  },

  pageProblems: [
    async ({ allowedConsoleErrors }, use, testInfo) => {
      const entry = { allowed: allowedConsoleErrors, problems: [] as string[] };
      watched.set(testInfo.testId, entry);
      await use();
      watched.delete(testInfo.testId);
      expect(entry.problems, 'the pages of this journey logged errors').toEqual([]);
    },
    { auto: true },
  ],

  page: async ({ context, pageProblems, javaScriptEnabled }, use, testInfo) => {
    void pageProblems;
    const page = await context.newPage();
    watchPage(page, testInfo);
    if (javaScriptEnabled !== false) waitForTheAppAfterLoads(page);
    await use(page);
  },
});

export { expect };

export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

type AxeViolation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

function describeViolation(violation: AxeViolation): string {
  const nodes = violation.nodes
    .slice(0, 5)
    .map((node) => {
      const summary = (node.failureSummary ?? '').replace(/\s+/g, ' ').trim();
      return `    at ${node.target.join(' ')}\n       ${node.html.slice(0, 160)}\n       ${summary}`;
    })
    .join('\n');
  const more = violation.nodes.length > 5 ? `\n    … and ${violation.nodes.length - 5} more` : '';
  return `[${violation.impact ?? 'n/a'}] ${violation.id}: ${violation.help}\n    ${violation.helpUrl}\n${nodes}${more}`;
}

export interface AxeCheckOptions {
  /** Only this part of the page (CSS selector). */
  include?: string;
  /** Leave these parts out (CSS selectors), e.g. a third-party frame. */
  exclude?: string[];
}

/** The page fits the screen's width: nothing makes it scroll sideways (a phone's card, a table). */
export async function expectFitsScreenWidth(page: Page): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, 'the page scrolls sideways').toBeLessThanOrEqual(0);
}

/**
 * Runs axe (WCAG 2.0/2.1 A and AA plus best practices) on the page as it is now and fails with a
 * readable list of violations when there are any. The full axe result is attached to the test.
 */
export async function expectNoAxeViolations(
  page: Page,
  options: AxeCheckOptions = {},
): Promise<void> {
  let builder = new AxeBuilder({ page }).withTags(AXE_TAGS);
  if (options.include) builder = builder.include(options.include);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  // Axe reads colours at one instant: a codeshare number fading in, or a skeleton's pulse, would
  // be measured half transparent. The page is checked at rest, as a reader who asks for reduced
  // motion sees it (every animation of the site stops for them), then given its motion back.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  let results;
  try {
    results = await builder.analyze();
  } finally {
    if (!page.isClosed()) await page.emulateMedia({ reducedMotion: null });
  }

  const violations = results.violations;
  if (violations.length > 0) {
    await test.info().attach(`axe-violations-${new URL(page.url()).pathname}`, {
      body: JSON.stringify(violations, null, 2),
      contentType: 'application/json',
    });
  }
  const report = violations.map(describeViolation).join('\n\n');
  expect(
    violations.length,
    `axe found ${violations.length} accessibility violation(s) on ${page.url()}:\n\n${report}\n`,
  ).toBe(0);
}

/**
 * With E2E_SCREENSHOTS=1, writes a screenshot of the page as it is now to e2e/artifacts/ for a
 * person to look at (desktop project only). Nothing is asserted on it, so runs skip the cost.
 */
export async function keepScreenshot(page: Page, testInfo: TestInfo, name: string) {
  if (process.env.E2E_SCREENSHOTS !== '1' || testInfo.project.name !== 'desktop') return;
  await page.screenshot({ path: `e2e/artifacts/${name}` });
}
