import type { Browser, Page, TestInfo, ViewportSize } from '@playwright/test';
import { E2E_ADMIN_PASSWORD } from './constants';
import { expect, watchPage } from './fixtures';

/**
 * Back-office helpers for journeys. Staff accounts are made through the staff page by the
 * first admin (as a real admin would), one set per Playwright project so desktop and phone
 * runs never share a session or race for a username.
 */
export type StaffRoleName = 'admin' | 'editor' | 'operations' | 'service';

export const STAFF_PASSWORD = 'e2e-Staff-passw0rd';

export function staffUsername(role: StaffRoleName, testInfo: TestInfo): string {
  return role === 'admin' ? 'admin' : `${role}-${testInfo.project.name}`.toLowerCase();
}

/** Signs in through /admin/login and waits for the back-office frame. */
export async function signInAs(page: Page, username: string, password: string): Promise<void> {
  await page.goto('/admin/login');
  await page.getByLabel(/^(Username|用户名)$/).fill(username);
  await page.getByLabel(/^(Password|密码)$/).fill(password);
  await page.getByRole('button', { name: /^(Sign in|登录)$/ }).click();
  await expect(page.getByRole('navigation', { name: /Back office|后台导航/ })).toBeVisible();
}

/** Creates the account of `role` for this project unless it exists (as the first admin). */
export async function ensureStaff(page: Page, role: StaffRoleName, testInfo: TestInfo) {
  const username = staffUsername(role, testInfo);
  if (role === 'admin') return username;
  await signInAs(page, 'admin', E2E_ADMIN_PASSWORD);
  await page.goto('/admin/staff');
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

/**
 * A fresh browser context signed in as `role` (the account is created when missing), in
 * English unless `locale` says otherwise.
 */
export async function staffPage(
  browser: Browser,
  role: StaffRoleName,
  testInfo: TestInfo,
  { locale = 'en-US', viewport }: { locale?: 'en-US' | 'zh-CN'; viewport?: ViewportSize } = {},
) {
  const context = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    viewport: viewport ?? testInfo.project.use.viewport ?? null,
    locale,
  });
  // The back office's language, stored as the language button stores it.
  await context.addInitScript((value) => window.localStorage.setItem('locale', value), locale);
  const page = await context.newPage();
  watchPage(page, testInfo);
  const username = await ensureStaff(page, role, testInfo);
  await signInAs(page, username, role === 'admin' ? E2E_ADMIN_PASSWORD : STAFF_PASSWORD);
  return { context, page, username };
}

/** As the admin, opens the audit log filtered to `action` and returns the newest matching row. */
export async function openAuditLog(page: Page, action: string) {
  await page.goto(`/admin/audit?action=${encodeURIComponent(action)}`);
  const table = page.getByRole('table');
  await expect(table).toBeVisible();
  return table.getByRole('row').filter({ hasText: action }).first();
}
