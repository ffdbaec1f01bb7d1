import { openAuditLog, staffPage } from './admin-kit';
import { expect, expectNoAxeViolations, test } from './fixtures';

/*
 * Issue 9, notifications and content: an editor writes a notification in Chinese in the back
 * office, previews it in the public layout, publishes it; a traveller (a fresh browser, the
 * public site) sees it on the notification list, unread, and reads it; an admin finds
 * notification.publish in the audit log. The lists, the editor and the preview are checked
 * with axe.
 */
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('announcement_read', '9741'));
  await page.addLocatorHandler(page.getByRole('alertdialog'), async (dialog) => {
    await dialog.getByRole('button', { name: /我知道了|确定|Got it/ }).click();
  });
});

test('an editor publishes a notification in Chinese, a traveller sees it, an admin reads the audit log', async ({
  page,
  browser,
}, testInfo) => {
  // Three sign-ins, an editor, a preview tab and five axe runs: a long journey.
  test.slow();
  const stamp = `${testInfo.project.name}-${Date.now().toString(36)}`;
  const title = `T3出发层车道临时交通管制 ${stamp}`;
  const body = '今晚22:00至次日5:00，T3出发层车道封闭施工，送机车辆请在到达层落客。';

  const editor = await staffPage(browser, 'editor', testInfo);
  let notificationId = '';
  try {
    const admin = editor.page;
    await admin
      .getByRole('navigation', { name: /Back office/ })
      .getByRole('link', {
        name: 'Notifications',
      })
      .click();
    await expect(admin.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
    await expect(admin.getByRole('table')).toBeVisible();
    await expectNoAxeViolations(admin);

    await admin.getByRole('link', { name: 'New notification' }).click();
    await expect(admin.getByRole('heading', { level: 1, name: 'New notification' })).toBeVisible();
    await expect(admin.getByRole('tab', { name: /简体中文/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );

    // Publishing without a title is refused before anything is sent.
    await admin.getByRole('button', { name: 'Save and publish' }).click();
    await expect(admin.getByRole('alert').filter({ hasText: 'Give a title' })).toBeVisible();

    await admin.getByLabel('Title · 简体中文').fill(title);
    await admin.getByLabel('Summary · 简体中文').fill('T3出发层车道今晚封闭，请在到达层落客。');
    const text = admin.getByRole('textbox', { name: 'Text · 简体中文' });
    await text.click();
    await text.pressSequentially('今晚22:00至次日5:00，');
    const bold = admin.getByRole('button', { name: 'Bold' });
    await bold.click();
    await expect(bold).toHaveAttribute('aria-pressed', 'true');
    await text.pressSequentially('T3出发层车道封闭施工');
    await bold.click();
    await expect(bold).toHaveAttribute('aria-pressed', 'false');
    await text.pressSequentially('，送机车辆请在到达层落客。');
    await expect(text.locator('strong')).toHaveText('T3出发层车道封闭施工');
    await expect(admin.getByRole('tab', { name: /简体中文/ })).toContainText('complete');
    await expect(admin.getByText('Unsaved changes')).toBeVisible();
    await expectNoAxeViolations(admin);

    // Leaving with unsaved changes asks first; staying keeps everything.
    await admin.getByRole('link', { name: 'Back to notifications' }).click();
    const leave = admin.getByRole('alertdialog', { name: 'Leave without saving?' });
    await expect(leave).toBeVisible();
    await expect(leave.getByRole('button', { name: 'Stay and keep editing' })).toBeFocused();
    await leave.getByRole('button', { name: 'Stay and keep editing' }).click();
    await expect(leave).toBeHidden();
    await expect(admin.getByLabel('Title · 简体中文')).toHaveValue(title);

    // The toolbar is one tab stop; arrow keys move along it.
    await bold.focus();
    await admin.keyboard.press('ArrowRight');
    await expect(admin.getByRole('button', { name: 'Italic' })).toBeFocused();

    // Preview in the public layout, in a new tab, before publishing.
    const [preview] = await Promise.all([
      editor.context.waitForEvent('page'),
      admin.getByRole('button', { name: 'Preview' }).click(),
    ]);
    await expect(
      admin.getByRole('status').filter({ hasText: 'The preview is ready.' }),
    ).toBeVisible();
    await expect(preview.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(preview.getByRole('note')).toContainText('not published');
    await expect(preview.getByTestId('article').locator('strong')).toHaveText(
      'T3出发层车道封闭施工',
    );
    await expectNoAxeViolations(preview);
    await preview.close();

    await admin.getByRole('button', { name: 'Save and publish' }).click();
    await expect(
      admin.getByRole('status').filter({ hasText: 'Published: it is on the public site now.' }),
    ).toBeVisible();
    await expect(admin).toHaveURL(/\/admin\/notifications\/\d+$/);
    notificationId = /\/(\d+)$/.exec(admin.url())![1]!;
    await expect(admin.getByRole('button', { name: 'Unpublish' })).toBeVisible();
    await expectNoAxeViolations(admin);

    // The list shows it published; the articles list is there too.
    await admin.getByRole('link', { name: 'Back to notifications' }).click();
    const row = admin.getByRole('row').filter({ hasText: title });
    await expect(row.getByText('Published', { exact: true })).toBeVisible();
    // Written in Chinese only: marked, and listed by "Missing French".
    await expect(row).toContainText('Missing: EN, FR, KO');
    await admin.getByLabel('Translations').selectOption({ label: 'Missing French' });
    await admin.getByRole('button', { name: 'Filter' }).click();
    await expect(admin).toHaveURL(/missing=fr-FR/);
    await expect(row).toBeVisible();
    await admin.goto('/admin/articles');
    await expect(
      admin.getByRole('heading', { level: 1, name: 'Articles and notices' }),
    ).toBeVisible();
    await expect(admin.getByRole('table')).toBeVisible();
    await expectNoAxeViolations(admin);
  } finally {
    await editor.context.close();
  }

  // A traveller on the public site sees it at once, unread, and reads it.
  await page.goto('/notification/list');
  const item = page.getByRole('link', { name: new RegExp(title) });
  await expect(item).toBeVisible();
  await expect(item).toContainText('未读');
  await item.click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByTestId('article')).toContainText(body);

  // An admin finds the publication in the audit log.
  const boss = await staffPage(browser, 'admin', testInfo);
  try {
    const entry = await openAuditLog(
      boss.page,
      'notification.publish',
      `article:${notificationId}`,
    );
    await expect(entry).toContainText('notification.publish');
  } finally {
    await boss.context.close();
  }
});

test('an editor adds a French text to a notification, and a French reader reads it', async ({
  page,
  context,
  browser,
  baseURL,
}, testInfo) => {
  test.slow();
  const stamp = `${testInfo.project.name}-${Date.now().toString(36)}`;
  const zhTitle = `T2国际出发安检通道调整 ${stamp}`;
  const frTitle = `Contrôle de sûreté international du T2 réorganisé ${stamp}`;
  const frBody = 'Les files de contrôle de sûreté internationales du T2 ont été regroupées.';

  const editor = await staffPage(browser, 'editor', testInfo);
  try {
    const admin = editor.page;
    await admin.goto('/admin/notifications/new');
    await expect(admin.getByRole('heading', { level: 1, name: 'New notification' })).toBeVisible();
    await admin.getByLabel('Title · 简体中文').fill(zhTitle);
    const zhText = admin.getByRole('textbox', { name: 'Text · 简体中文' });
    await zhText.click();
    await zhText.pressSequentially('T2国际出发安检通道已合并，请按指引排队。');
    await admin.getByRole('button', { name: 'Save and publish' }).click();
    await expect(
      admin.getByRole('status').filter({ hasText: 'Published: it is on the public site now.' }),
    ).toBeVisible();
    const french = admin.getByRole('tab', { name: /Français/ });
    await expect(french).toContainText('missing');

    // The French text, added to the published notification.
    await french.click();
    await admin.getByLabel('Title · Français').fill(frTitle);
    const frText = admin.getByRole('textbox', { name: 'Text · Français' });
    await frText.click();
    await frText.pressSequentially(frBody);
    await expect(french).toContainText('complete');
    await admin.getByRole('button', { name: 'Save changes' }).click();
    await expect(admin.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
  } finally {
    await editor.context.close();
  }

  // A reader of French finds it in French on the notification list and reads it.
  await context.addCookies([{ name: 'locale', value: 'fr-FR', url: baseURL! }]);
  await page.addInitScript(() => localStorage.setItem('locale', 'fr-FR'));
  await page.goto('/notification/list');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-FR');
  const item = page.getByRole('link', { name: new RegExp(frTitle) });
  await expect(item).toBeVisible();
  await item.click();
  await expect(page.getByRole('heading', { level: 1, name: frTitle })).toBeVisible();
  await expect(page.getByTestId('article')).toContainText(frBody);
  // Its own French, not a fallback marked with another language (a neighbour in the list may be:
  // other journeys publish notifications written in Chinese only).
  await expect(page.getByRole('heading', { level: 1, name: frTitle })).not.toHaveAttribute(
    'lang',
    /./,
  );
  const bodyLang = await page
    .getByText(frBody)
    .evaluate((element) => element.closest('[lang]')?.getAttribute('lang'));
  expect(bodyLang).toBe('fr-FR');
});
