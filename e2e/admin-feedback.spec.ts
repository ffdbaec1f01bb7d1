import type { Page } from '@playwright/test';
import { openAuditLog, staffPage } from './admin-kit';
import { CAPTCHA_TEST_ANSWER } from './constants';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { freshMobile, outboxCode, readDatabase } from './server-data';

/*
 * Issue 9, feedback inbox: a member sends a message through the contact form; the service desk
 * answers it in /admin/feedback; the member reads the reply in the member centre while the
 * email waits in the Mailer's outbox (mail_outbox); an admin finds feedback.reply in the audit
 * log. The home page (/admin) and the inbox are checked with axe.
 */
/** Reads one row from the e2e server's SQLite file (the outboxes, the stored message). */
const row = <T>(query: string, ...params: unknown[]) =>
  readDatabase((db) => db.prepare(query).get(...params) as T | undefined);

/** Member login with the SMS code from the console gateway's outbox (as member.spec.ts does). */
async function logIn(page: Page, mobile: string) {
  await page.goto('/user/login');
  await page.getByLabel('手机号码').fill(mobile);
  await expect(page.getByRole('button', { name: '图形验证码图片，点击换一张' })).toBeVisible();
  await page.getByLabel('图形验证码', { exact: true }).fill(CAPTCHA_TEST_ANSWER);
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect.poll(() => outboxCode(mobile)).toMatch(/^\d{6}$/);
  await page.getByLabel('短信验证码').fill(outboxCode(mobile)!);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page).toHaveURL(/\/user\/index$/);
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('announcement_read', '9741'));
  await page.addLocatorHandler(page.getByRole('alertdialog'), async (dialog) => {
    await dialog.getByRole('button', { name: /我知道了|确定|Got it/ }).click();
  });
});

test('the service desk answers a member message: reply in the member centre, email in the outbox, audited', async ({
  page,
  browser,
}, testInfo) => {
  const stamp = `${testInfo.project.name}${Date.now().toString(36)}`;
  const title = `T3 遗失雨伞 ${stamp}`;
  const email = `member.${stamp}@example.com`;
  const reply =
    '您好，您的深蓝色雨伞已由 T3 失物招领处保管（到达层 L1 问询台旁），请携带有效身份证件领取。';

  // The member writes from the interaction page, signed in.
  await logIn(page, freshMobile());
  await page.goto('/footer/interactiveCommunication');
  const field = (name: string) => page.getByRole('textbox', { name, exact: true });
  await field('标题').fill(title);
  await field('姓名').fill('陈静');
  await field('电子邮箱').fill(email);
  await field('问题内容').fill(
    '11月21日上午我在 A901 登机口附近遗失了一把深蓝色雨伞，请问是否有人拾到？',
  );
  await page.getByRole('button', { name: '提交留言' }).click();
  await expect(page.getByTestId('contact-success')).toBeVisible();
  const stored = row<{ id: number; member_id: number | null }>(
    'select id, member_id from contact_message where email = ?',
    email,
  );
  expect(stored?.member_id).not.toBeNull();

  // The service desk finds it among the new messages and answers.
  const desk = await staffPage(browser, 'service', testInfo, { start: '/admin/feedback' });
  try {
    const admin = desk.page;
    await expect(admin.getByRole('heading', { level: 1, name: 'Feedback inbox' })).toBeVisible();
    await expect(admin.getByRole('link', { name: /^Awaiting reply/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await admin.getByRole('searchbox', { name: 'Search messages' }).fill(stamp);
    await admin.getByRole('button', { name: 'Search', exact: true }).click();
    await admin.getByRole('link', { name: title }).click();
    const detail = admin.getByRole('heading', { level: 2, name: title });
    await expect(detail).toBeFocused();
    await expect(
      admin.getByText('A member (the reply also shows in the member centre)'),
    ).toBeVisible();
    await expectNoAxeViolations(admin);

    await admin.getByRole('button', { name: 'Send reply' }).click();
    await expect(admin.getByText('Please write a reply')).toBeVisible();
    await admin.getByRole('textbox', { name: 'Reply', exact: true }).fill(reply);
    await admin.getByRole('button', { name: 'Send reply' }).click();
    await expect(
      admin.getByRole('status').filter({ hasText: 'Reply saved and emailed to' }),
    ).toContainText(email);
    await expect(admin.getByRole('region', { name: 'Reply sent' })).toContainText(reply);
    await expect(admin.getByRole('link', { name: /^Answered \(\d+\)$/ })).toBeVisible();
    await expectNoAxeViolations(admin);

    // The email waits in the outbox, in the member's language, quoting the message.
    const mail = row<{ subject: string; text_body: string; message_id: string }>(
      'select subject, text_body, message_id from mail_outbox where to_address = ? order by id desc limit 1',
      email,
    );
    expect(mail?.subject).toBe(`回复：${title}（广州白云国际机场）`);
    expect(mail?.text_body).toContain(reply);
    expect(mail?.text_body).toContain('陈静，您好');
    expect(mail?.text_body).toContain('> 11月21日上午');

    // The home page of the back office, with its figures and a chart's table.
    await admin.goto('/admin');
    await expect(admin.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
    await expect(admin.getByText('Passenger flights today', { exact: true })).toBeVisible();
    const flights = admin.getByRole('figure', { name: "Today's flights by status" });
    await flights.getByText('Show the data as a table').click();
    await expect(flights.getByRole('columnheader', { name: 'Departures' })).toBeVisible();
    await expectNoAxeViolations(admin);
  } finally {
    await desk.context.close();
  }

  // The member sees the reply in the member centre.
  await page.goto('/user/index');
  const message = page.getByRole('listitem').filter({ hasText: title });
  await expect(message).toContainText('已回复');
  await expect(message).toContainText(reply);

  // An admin reads the change in the audit log.
  const boss = await staffPage(browser, 'admin', testInfo);
  try {
    const entry = await openAuditLog(boss.page, 'feedback.reply', `feedback:${stored!.id}`);
    await expect(entry).toContainText('feedback.reply');
  } finally {
    await boss.context.close();
  }
});
