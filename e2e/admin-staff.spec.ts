import { STAFF_PASSWORD, openAuditLog, staffPage } from './admin-kit';
import { E2E_ADMIN_PASSWORD } from './constants';
import { expect, expectNoAxeViolations, test } from './fixtures';

/*
 * The back office's own journeys: signing in and out, roles deciding what a staff member sees
 * and may call, accounts made by the admin, and the audit log recording them.
 */
test.use({ allowedConsoleErrors: [/status of 401|status of 403/] });

test('a wrong password is refused in the page, in the staff member’s language', async ({
  page,
}) => {
  await page.goto('/admin/login');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel('用户名').fill('admin');
  await page.getByLabel('密码').fill('not-the-password');
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page.getByRole('alert').filter({ hasText: '用户名或密码不正确' })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/login$/);
});

test('a back-office address without a session goes to the sign-in and comes back after it', async ({
  page,
}) => {
  await page.goto('/admin/audit');
  await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin%2Faudit/);
  await page.getByLabel('用户名').fill('admin');
  await page.getByLabel('密码').fill(E2E_ADMIN_PASSWORD);
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page).toHaveURL(/\/admin\/audit$/);
  await expect(page.getByRole('heading', { level: 1, name: '操作日志' })).toBeVisible();
});

test('the admin creates an editor, who sees only the editor’s areas; the audit log shows it', async ({
  browser,
}, testInfo) => {
  const editor = await staffPage(browser, 'editor', testInfo);
  const nav = editor.page.getByRole('navigation', { name: 'Back office' });
  await expect(nav.getByRole('link', { name: 'Staff accounts' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Audit log' })).toHaveCount(0);
  // The address typed by hand: the page says the role may not use it, with the way home.
  await editor.page.goto('/admin/staff');
  await expect(
    editor.page.getByRole('heading', { level: 1, name: 'No permission for this page' }),
  ).toBeVisible();
  await expect(editor.page.getByRole('table')).toHaveCount(0);
  await expect(editor.page.getByText(/list failed|retry/i)).toHaveCount(0);
  await editor.page.getByRole('main').getByRole('link', { name: 'Back to the dashboard' }).click();
  await expect(editor.page).toHaveURL(/\/admin$/);
  await editor.context.close();

  // A session of its own: the journey ends it.
  const admin = await staffPage(browser, 'admin', testInfo, {
    ownSession: true,
    start: '/admin/staff',
  });
  await expect(admin.page.getByRole('rowheader', { name: editor.username })).toBeVisible();
  await expectNoAxeViolations(admin.page);
  // The account may have been made by an earlier journey of this project: its row, wherever.
  const entry = await openAuditLog(admin.page, 'staff.create', editor.username);
  await expect(entry).toContainText('admin');
  await expect(admin.page.getByRole('table')).not.toContainText(STAFF_PASSWORD);
  await expectNoAxeViolations(admin.page);

  // Signing out ends the session: the next back-office page asks to sign in again.
  await admin.page.getByRole('button', { name: 'Sign out' }).click();
  await expect(admin.page).toHaveURL(/\/admin\/login$/);
  await admin.page.goto('/admin/staff');
  await expect(admin.page).toHaveURL(/\/admin\/login\?next=/);
  await admin.context.close();
});
