import type {
  Browser,
  BrowserContext,
  Page,
  TestInfo,
  ViewportSize,
  WorkerInfo,
} from '@playwright/test';
import { E2E_ADMIN_PASSWORD } from './constants';
import { expect, newJourneyContext, waitForTheAppAfterLoads, watchPage } from './fixtures';

/**
 * Back-office helpers for journeys. Staff accounts are made through the staff page by the
 * first admin (as a real admin would), one set per Playwright project so desktop and phone
 * runs never share a session or race for a username.
 */
export type StaffRoleName = 'admin' | 'editor' | 'operations' | 'service';

export const STAFF_PASSWORD = 'e2e-Staff-passw0rd';

/** Who runs: a journey, or a worker's fixture (which has no test of its own). */
type RunInfo = Pick<TestInfo | WorkerInfo, 'project'>;

export function staffUsername(role: StaffRoleName, testInfo: RunInfo): string {
  return role === 'admin' ? 'admin' : `${role}-${testInfo.project.name}`.toLowerCase();
}

/**
 * Signs in through /admin/login and waits for the back-office frame at `next` (the sign-in
 * page goes on to it, as after a back-office address opened without a session).
 */
export async function signInAs(
  page: Page,
  username: string,
  password: string,
  next = '/admin',
): Promise<void> {
  await page.goto(`/admin/login?next=${encodeURIComponent(next)}`);
  await page.getByLabel(/^(Username|用户名)$/).fill(username);
  await page.getByLabel(/^(Password|密码)$/).fill(password);
  await page.getByRole('button', { name: /^(Sign in|登录)$/ }).click();
  await expect(page).toHaveURL((url) => url.pathname + url.search === next);
  await expect(page.getByRole('navigation', { name: /Back office|后台导航/ })).toBeVisible();
}

/** Creates the account of `role` for this project unless it exists (as the first admin). */
export async function ensureStaff(page: Page, role: StaffRoleName, testInfo: RunInfo) {
  const username = staffUsername(role, testInfo);
  if (role === 'admin') return username;
  await signInAs(page, 'admin', E2E_ADMIN_PASSWORD, '/admin/staff');
  const row = page
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: username, exact: true }) });
  await expect(page.getByRole('table')).toBeVisible();
  if ((await row.count()) === 0) {
    await page.getByRole('button', { name: /Add a staff account|新增工作人员账号/ }).click();
    await page.getByLabel(/^(Username|用户名)$/).fill(username);
    await page.getByLabel(/^(Name|姓名)$/).fill(`E2E ${role}`);
    await page.getByLabel(/^(Role|角色)$/).selectOption(role);
    await page.getByLabel(/^(First password|初始密码)$/).fill(STAFF_PASSWORD);
    // The other tests of this project may create the same account at the same moment: whoever
    // loses gets "username taken", and either way the account is there after a reload.
    const created = page.waitForResponse((r) => r.url().includes('/admin/staff/create'));
    await page.getByRole('button', { name: /Create account|创建账号/ }).click();
    await created;
    await page.reload();
    await expect(row).toBeVisible();
  }
  await page.getByRole('button', { name: /Sign out|退出登录/ }).click();
  await expect(page).toHaveURL(/\/admin\/login/);
  return username;
}

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/**
 * Signed-in states kept by this worker, by project and role: a journey that needs a staff
 * member reuses the session an earlier journey of the worker signed in (the cookie is all the
 * back office keeps), instead of creating the account and signing in again each time.
 */
const signedIn = new Map<string, StorageState>();

/**
 * A fresh browser context signed in as `role` (the account is created when missing), in
 * English unless `locale` says otherwise, opened on `start` (by default My account, the
 * lightest page: the home page loads its charts). A kept
 * session the server has ended meanwhile (signed out, expired) is replaced by a new sign-in.
 * Opened for a journey, its console errors fail the journey; opened by a worker's fixture, the
 * fixture watches it for each journey that uses it.
 */
export async function staffPage(
  browser: Browser,
  role: StaffRoleName,
  testInfo: TestInfo | WorkerInfo,
  {
    locale = 'en-US',
    viewport,
    start = '/admin/account',
    ownSession = false,
  }: {
    locale?: 'en-US' | 'zh-CN';
    viewport?: ViewportSize;
    start?: string;
    /** A session of its own, neither kept nor reused: for a journey that ends it. */
    ownSession?: boolean;
  } = {},
) {
  const key = `${testInfo.project.name}:${role}`;
  const context = await newJourneyContext(browser, {
    baseURL: testInfo.project.use.baseURL,
    viewport: viewport ?? testInfo.project.use.viewport ?? null,
    locale,
    storageState: ownSession ? undefined : signedIn.get(key),
  });
  // The back office's language, stored as the language button stores it.
  await context.addInitScript((value) => window.localStorage.setItem('locale', value), locale);
  const page = await context.newPage();
  if ('testId' in testInfo) watchPage(page, testInfo);
  waitForTheAppAfterLoads(page);
  const username = staffUsername(role, testInfo);
  const nav = page.getByRole('navigation', { name: /Back office|后台导航/ });
  if (!ownSession && signedIn.has(key)) {
    await page.goto(start);
    await expect(nav.or(page.getByLabel(/^(Username|用户名)$/)).first()).toBeVisible();
    if (await nav.isVisible()) return { context, page, username };
    signedIn.delete(key);
  }
  await ensureStaff(page, role, testInfo);
  await signInAs(page, username, role === 'admin' ? E2E_ADMIN_PASSWORD : STAFF_PASSWORD, start);
  if (!ownSession) signedIn.set(key, await context.storageState());
  return { context, page, username };
}

/**
 * As the admin, opens the audit log filtered to `action` and returns the row of that action
 * holding `identifying` (a target such as `faq:42`, a username, a name typed by the journey),
 * looking page after page: rows are newest first, so where a record sits depends on what else
 * was done meanwhile, never on its place. Without `identifying`, the newest row of the action.
 */
export async function openAuditLog(page: Page, action: string, identifying?: string) {
  for (let pageNum = 1; ; pageNum++) {
    await page.goto(
      `/admin/audit?action=${encodeURIComponent(action)}${pageNum > 1 ? `&page=${pageNum}` : ''}`,
    );
    const table = page.getByRole('table');
    await expect(table).toBeVisible();
    const rows = table.getByRole('row').filter({ hasText: action });
    if (identifying === undefined) return rows.first();
    const row = rows.filter({ hasText: identifying });
    if ((await row.count()) > 0) return row.first();
    const next = page.getByRole('button', { name: /^(Next|下一页)$/ });
    if (await next.isDisabled()) throw new Error(`no ${action} row holds "${identifying}"`);
  }
}
