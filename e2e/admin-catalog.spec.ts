import Database from 'better-sqlite3';
import type { Page } from '@playwright/test';
import { openAuditLog, staffPage } from './admin-kit';
import { expect, expectNoAxeViolations, test } from './fixtures';

/*
 * Issue 9, site content other than articles: an editor adds a nav menu entry and an FAQ
 * question in the back office; a traveller whose tab already keeps the menu (SET_ROUTES_…)
 * gets the new entry on the next visit and finds the question on the public FAQ; a picture
 * upload previews with its text alternative and a file that is not a picture is refused; an
 * admin reads both changes in the audit log. The editor's pages are checked with axe.
 */
const databaseFile = (process.env.E2E_DATABASE_URL ?? 'sqlite:/tmp/x').replace(/^sqlite:/, '');

/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

function storedQuestionId(text: string): number {
  const db = new Database(databaseFile, { readonly: true, fileMustExist: true });
  try {
    const row = db
      .prepare('select id from faq_question where question_i18n like ?')
      .get(`%${text}%`) as { id: number } | undefined;
    return row!.id;
  } finally {
    db.close();
  }
}

// One worker per project runs both journeys, one after the other: they share the project's
// editor account, which the first creates.
test.describe.configure({ mode: 'serial' });

async function travellerIn(page: Page, locale: 'zh-CN' | 'en-US') {
  await page.addInitScript((lang) => {
    localStorage.setItem('announcement_read', '9741');
    localStorage.setItem('locale', lang);
  }, locale);
}

test('an editor adds a menu entry and an FAQ question, a traveller sees both, an admin reads the audit log', async ({
  page,
  browser,
}, testInfo) => {
  // Two sign-ins, a traveller, an upload and several axe runs.
  test.slow();
  const stamp = `${testInfo.project.name}-${Date.now().toString(36)}`;
  const entryName = `Lounge guide ${stamp}`;
  const entryPath = `/guide/e2e-lounges-${stamp}`;
  const question = `候机楼哪里可以寄存行李？${stamp}`;

  // The traveller's tab keeps the menu before the edit.
  await travellerIn(page, 'en-US');
  await page.goto('/byairport-web/menu/index');
  const guide = page.getByRole('region', { name: 'Travel guide' });
  await expect(guide.getByRole('link').first()).toBeVisible();
  await expect(guide.getByRole('link', { name: entryName })).toHaveCount(0);
  expect(await page.evaluate(() => sessionStorage.getItem('SET_ROUTES_en-US'))).toBeTruthy();

  const editor = await staffPage(browser, 'editor', testInfo);
  try {
    const admin = editor.page;
    await admin
      .getByRole('navigation', { name: /Back office/ })
      .getByRole('link', { name: 'Nav menu' })
      .click();
    await expect(admin.getByRole('heading', { level: 1, name: 'Nav menu' })).toBeVisible();
    await expect(admin.getByRole('table')).toBeVisible();
    await expectNoAxeViolations(admin);

    await admin.getByRole('button', { name: 'Add menu entry' }).click();
    const form = admin.getByRole('region', { name: 'Add menu entry' });
    await expect(form.getByRole('heading', { name: 'Add menu entry' })).toBeFocused();
    // Nothing typed: the contract's checks answer before anything is sent.
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByRole('alert')).toContainText('Some fields need attention');
    const name = form.getByRole('group', { name: 'Name' });
    await expect(name.getByText('Required').first()).toBeVisible();
    await expectNoAxeViolations(admin);

    await form.getByLabel('Parent entry').selectOption({ label: 'Travel guide' });
    await name.getByLabel('Chinese').fill(`贵宾室指南 ${stamp}`);
    await name.getByLabel('English').fill(entryName);
    await form.getByLabel('Path').fill(entryPath);
    await form.getByLabel('URL key').fill('hotels');
    await form.getByLabel('Page kind').selectOption('content/folder');
    await form.getByLabel('Page parameters').fill('urlKey=hotels');
    await form.getByLabel('Order (lower first)').fill('99');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(
      admin.getByRole('status').filter({ hasText: `Saved: ${entryName}` }),
    ).toBeVisible();
    await expect(admin.getByRole('rowheader', { name: entryName })).toBeVisible();
    if (testInfo.project.name === 'desktop')
      await admin.screenshot({ path: 'e2e/artifacts/catalog-nav.png' });

    // A new FAQ question, last in the airport traffic category ("Getting to the airport").
    await admin.goto('/admin/catalog/faq');
    await expect(admin.getByRole('heading', { level: 1, name: 'FAQ' })).toBeVisible();
    await admin.getByRole('button', { name: 'Add question' }).click();
    const faq = admin.getByRole('region', { name: 'Add question' });
    await faq.getByLabel('Category').selectOption({ label: 'Getting to the airport' });
    const q = faq.getByRole('group', { name: 'Question' });
    await q.getByLabel('Chinese').fill(question);
    await q.getByLabel('English').fill(`Where can I leave luggage in the terminal? ${stamp}`);
    const a = faq.getByRole('group', { name: 'Answer' });
    await a.getByLabel('Chinese').fill('<p>T2 和 T3 到达层均设有行李寄存处，24 小时服务。</p>');
    await a
      .getByLabel('English')
      .fill('<p>Left luggage is on the arrivals level of T2 and T3, around the clock.</p>');
    await faq.getByLabel('Order (lower first)').fill('999');
    await expectNoAxeViolations(admin);
    await faq.getByRole('button', { name: 'Save' }).click();
    await expect(admin.getByRole('status').filter({ hasText: 'Saved:' })).toBeVisible();

    // A picture: uploaded and previewed with its text; a file that is not a picture refused.
    await admin.goto('/admin/catalog/pictures');
    await expect(
      admin.getByRole('heading', { level: 1, name: 'Banners and pictures' }),
    ).toBeVisible();
    await expect(admin.getByRole('table')).toBeVisible();
    await admin.getByRole('button', { name: 'Add picture' }).click();
    const picture = admin.getByRole('region', { name: 'Add picture' });
    await picture
      .getByRole('group', { name: 'Title' })
      .getByLabel('English')
      .fill('Terminal 3 at dusk');
    await picture.getByLabel('Picture').setInputFiles({
      name: 'notes.png',
      mimeType: 'text/plain',
      buffer: Buffer.from('not a picture'),
    });
    await expect(picture.getByRole('alert').filter({ hasText: 'Choose a PNG' })).toBeVisible();
    await picture.getByLabel('Picture').setInputFiles({
      name: 't3-dusk.png',
      mimeType: 'image/png',
      buffer: PNG,
    });
    await expect(picture.getByRole('img', { name: 'Terminal 3 at dusk' })).toBeVisible();
    await expect(picture.getByText(/Current picture: uploads\/[0-9a-f]{64}\.png/)).toBeVisible();
    if (testInfo.project.name === 'desktop')
      await admin.screenshot({ path: 'e2e/artifacts/catalog-pictures.png' });
    await expectNoAxeViolations(admin);
    // Cancel by keyboard: focus goes back to the button that opened the form.
    await picture.getByRole('button', { name: 'Cancel' }).press('Enter');
    await expect(picture).toHaveCount(0);
    await expect(admin.getByRole('button', { name: 'Add picture' })).toBeFocused();
  } finally {
    await editor.context.close();
  }

  // The traveller's next visit (same tab) has the new entry, which opens its page.
  await page.reload();
  const link = page.getByRole('region', { name: 'Travel guide' }).getByRole('link', {
    name: entryName,
  });
  await expect(link).toBeVisible();
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${entryPath}(\\?|$)`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // The question is on the public FAQ, answer open from its link.
  const id = storedQuestionId(stamp);
  await travellerIn(page, 'zh-CN');
  await page.goto(`/footer/questions/list?question=${id}`);
  const linked = page.locator(`#faq-question-${id}`);
  await expect(linked).toContainText(question);
  await expect(linked.getByRole('region')).toContainText('行李寄存处');

  // An admin reads both changes in the audit log.
  const boss = await staffPage(browser, 'admin', testInfo);
  try {
    // Desktop and phone journeys run side by side: find this journey's own rows.
    await openAuditLog(boss.page, 'nav.create');
    await expect(boss.page.getByRole('row').filter({ hasText: entryName })).toContainText(
      'nav.create',
    );
    await openAuditLog(boss.page, 'faq.create');
    await expect(boss.page.getByRole('row').filter({ hasText: `faq:${id}` })).toContainText(
      'faq.create',
    );
  } finally {
    await boss.context.close();
  }
});

test("the editor's footer (links and contact block), hotel, shop and transport pages open their forms and are axe clean", async ({
  browser,
}, testInfo) => {
  test.slow();
  const editor = await staffPage(browser, 'editor', testInfo);
  try {
    const admin = editor.page;
    const pages = [
      { path: 'footer', title: 'Footer', open: 'Add footer entry', form: 'Add footer entry' },
      { path: 'footer', title: 'Footer', open: 'Edit contact block', form: 'Edit contact block' },
      { path: 'hotels', title: 'Hotels', open: /^Edit /, form: 'Edit hotel page' },
      { path: 'shops', title: 'Shops and dining', open: /^Edit /, form: 'Edit outlet' },
      {
        path: 'transport',
        title: 'Transport',
        open: 'Add city terminal',
        form: 'Add city terminal',
      },
    ];
    for (const { path, title, open, form } of pages) {
      await admin.goto(`/admin/catalog/${path}`);
      await expect(admin.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(admin.getByRole('table').first()).toBeVisible();
      await admin.getByRole('button', { name: open }).first().click();
      const panel = admin.getByRole('region', { name: form });
      await expect(panel.getByRole('heading', { name: form })).toBeFocused();
      await expectNoAxeViolations(admin);
      if (testInfo.project.name === 'desktop')
        await admin.screenshot({ path: `e2e/artifacts/catalog-${path}-${form}.png` });
      await panel.getByRole('button', { name: 'Cancel' }).press('Enter');
      await expect(panel).toHaveCount(0);
    }
  } finally {
    await editor.context.close();
  }
});
