import type { Page } from '@playwright/test';
import { openAuditLog, staffPage } from './admin-kit';
import { expect, expectNoAxeViolations, keepScreenshot, test } from './fixtures';
import { readDatabase } from './server-data';

/*
 * Issue 9, site content other than articles, one journey per thing an editor does: a nav menu
 * entry that a traveller whose tab already keeps the menu (SET_ROUTES_…) gets on the next visit;
 * an FAQ question the traveller finds on the public FAQ; a picture upload previewed with its
 * text alternative, and a file that is not a picture refused. An admin finds each change in the
 * audit log by what identifies it. The editor's pages are checked with axe.
 */
/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

function storedQuestionId(text: string): number {
  const row = readDatabase(
    (db) =>
      db.prepare('select id from faq_question where question_i18n like ?').get(`%${text}%`) as
        { id: number } | undefined,
  );
  return row!.id;
}

async function travellerIn(page: Page, locale: 'zh-CN' | 'en-US') {
  await page.addInitScript((lang) => {
    localStorage.setItem('announcement_read', '9741');
    localStorage.setItem('locale', lang);
  }, locale);
}

test('an editor adds a menu entry; a traveller whose tab keeps the menu gets it on the next visit; audited', async ({
  page,
  browser,
}, testInfo) => {
  const stamp = `${testInfo.project.name}-${Date.now().toString(36)}`;
  const entryName = `Lounge guide ${stamp}`;
  const entryPath = `/guide/e2e-lounges-${stamp}`;

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
    // One language at a time, chosen by tab; the Chinese tab shows its error, and the first
    // field in error takes focus.
    await expect(form.getByRole('tab', { name: /^简体中文/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(form.getByLabel('Name · 简体中文')).toHaveAttribute('aria-invalid', 'true');
    await expect(form.locator('[aria-invalid="true"]').first()).toBeFocused();
    await expect(form.getByText('Required').first()).toBeVisible();
    await expectNoAxeViolations(admin);

    await form.getByLabel('Parent entry').selectOption({ label: 'Travel guide' });
    await form.getByLabel('Name · 简体中文').fill(`贵宾室指南 ${stamp}`);
    await form.getByRole('tab', { name: /^English/ }).click();
    await form.getByLabel('Name · English').fill(entryName);
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
    // Written in Chinese and English only: marked, and kept by "Missing Korean".
    const row = admin.getByRole('row').filter({ hasText: entryName });
    await expect(row).toContainText('Missing: FR, KO');
    await admin.getByLabel('Translations').selectOption({ label: 'Missing Korean' });
    await expect(row).toBeVisible();
    await keepScreenshot(admin, testInfo, 'catalog-nav.png');
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

  const boss = await staffPage(browser, 'admin', testInfo);
  try {
    // Desktop and phone journeys run side by side: find this journey's own row.
    const entry = await openAuditLog(boss.page, 'nav.create', entryName);
    await expect(entry).toContainText('nav.create');
  } finally {
    await boss.context.close();
  }
});

test('an editor adds an FAQ question; a traveller finds it with its answer on the FAQ; audited', async ({
  page,
  browser,
}, testInfo) => {
  const stamp = `${testInfo.project.name}-${Date.now().toString(36)}`;
  const question = `候机楼哪里可以寄存行李？${stamp}`;

  const editor = await staffPage(browser, 'editor', testInfo, { start: '/admin/catalog/faq' });
  try {
    // A new question, last in the airport traffic category ("Getting to the airport").
    const admin = editor.page;
    await expect(admin.getByRole('heading', { level: 1, name: 'FAQ' })).toBeVisible();
    await admin.getByRole('button', { name: 'Add question' }).click();
    const faq = admin.getByRole('region', { name: 'Add question' });
    await faq.getByLabel('Category').selectOption({ label: 'Getting to the airport' });
    await faq.getByLabel('Question · 简体中文').fill(question);
    await faq
      .getByLabel('Answer · 简体中文')
      .fill('<p>T2 和 T3 到达层均设有行李寄存处，24 小时服务。</p>');
    // The language tabs move with the arrow keys.
    await faq.getByRole('tab', { name: /^简体中文/ }).press('ArrowRight');
    await expect(faq.getByRole('tab', { name: /^English/ })).toBeFocused();
    await faq
      .getByLabel('Question · English')
      .fill(`Where can I leave luggage in the terminal? ${stamp}`);
    await faq
      .getByLabel('Answer · English')
      .fill('<p>Left luggage is on the arrivals level of T2 and T3, around the clock.</p>');
    await expect(faq.getByRole('tab', { name: /^简体中文/ })).toContainText('complete');
    await faq.getByLabel('Order (lower first)').fill('999');
    await expectNoAxeViolations(admin);
    await faq.getByRole('button', { name: 'Save' }).click();
    await expect(admin.getByRole('status').filter({ hasText: 'Saved:' })).toBeVisible();
  } finally {
    await editor.context.close();
  }

  // The question is on the public FAQ, answer open from its link.
  const id = storedQuestionId(stamp);
  await travellerIn(page, 'zh-CN');
  await page.goto(`/footer/questions/list?question=${id}`);
  const linked = page.locator(`#faq-question-${id}`);
  await expect(linked).toContainText(question);
  await expect(linked.getByRole('region')).toContainText('行李寄存处');

  const boss = await staffPage(browser, 'admin', testInfo);
  try {
    const entry = await openAuditLog(boss.page, 'faq.create', `faq:${id}`);
    await expect(entry).toContainText('faq.create');
  } finally {
    await boss.context.close();
  }
});

test('a picture upload previews with its text; a file that is not a picture is refused', async ({
  browser,
}, testInfo) => {
  const editor = await staffPage(browser, 'editor', testInfo, {
    start: '/admin/catalog/pictures',
  });
  try {
    const admin = editor.page;
    await expect(
      admin.getByRole('heading', { level: 1, name: 'Banners and pictures' }),
    ).toBeVisible();
    await expect(admin.getByRole('table')).toBeVisible();
    await admin.getByRole('button', { name: 'Add picture' }).click();
    const picture = admin.getByRole('region', { name: 'Add picture' });
    await picture.getByRole('tab', { name: /^English/ }).click();
    await picture.getByLabel('Title · English').fill('Terminal 3 at dusk');
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
    await keepScreenshot(admin, testInfo, 'catalog-pictures.png');
    await expectNoAxeViolations(admin);
    // Cancel by keyboard: focus goes back to the button that opened the form.
    await picture.getByRole('button', { name: 'Cancel' }).press('Enter');
    await expect(picture).toHaveCount(0);
    await expect(admin.getByRole('button', { name: 'Add picture' })).toBeFocused();
  } finally {
    await editor.context.close();
  }
});

/*
 * The editor's footer (links and contact block), hotel, shop and transport pages: each its own
 * journey, so a slow machine's axe runs do not add up against one test's time.
 */
for (const { path, title, open, form } of [
  { path: 'footer', title: 'Footer', open: 'Add footer entry', form: 'Add footer entry' },
  { path: 'footer', title: 'Footer', open: 'Edit contact block', form: 'Edit contact block' },
  { path: 'hotels', title: 'Hotels', open: /^Edit /, form: 'Edit hotel page' },
  { path: 'shops', title: 'Shops and dining', open: /^Edit /, form: 'Edit outlet' },
  { path: 'transport', title: 'Transport', open: 'Add city terminal', form: 'Add city terminal' },
]) {
  test(`the editor's ${path} page opens its form "${form}", axe clean`, async ({
    browser,
  }, testInfo) => {
    const editor = await staffPage(browser, 'editor', testInfo);
    try {
      const admin = editor.page;
      await admin.goto(`/admin/catalog/${path}`);
      await expect(admin.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(admin.getByRole('table').first()).toBeVisible();
      await admin.getByRole('button', { name: open }).first().click();
      const panel = admin.getByRole('region', { name: form });
      await expect(panel.getByRole('heading', { name: form })).toBeFocused();
      await expectNoAxeViolations(admin);
      await keepScreenshot(admin, testInfo, `catalog-${path}-${form}.png`);
      await panel.getByRole('button', { name: 'Cancel' }).press('Enter');
      await expect(panel).toHaveCount(0);
    } finally {
      await editor.context.close();
    }
  });
}
