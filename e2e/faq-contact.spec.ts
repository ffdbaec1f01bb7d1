import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { readDatabase } from './server-data';

/*
 * Issue 5, FAQ and contact form: the FAQ's category filter, search and deep links; the FAQ
 * answers of the online customer-service dialog; the contact form's validation, success (the
 * message is then in the database) and refusals that keep every word typed.
 */
const ANNOUNCEMENT_ID = '9741';
const CONTACT_PATH = '/byairport-cms/contact/submit';

async function openIn(page: Page, locale: 'zh-CN' | 'en-US', path: string) {
  await page.addInitScript(
    ([id, lang]) => {
      localStorage.setItem('announcement_read', id!);
      localStorage.setItem('locale', lang!);
    },
    [ANNOUNCEMENT_ID, locale],
  );
  await page.goto(path);
}

const faqItems = (page: Page) => page.getByTestId('faq-item');
/** A form field by its accessible name (the label without its required mark). */
const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

/** The contact_message rows sent from one email address, read from the e2e server's SQLite file. */
function storedMessages(email: string) {
  return readDatabase(
    (db) =>
      db.prepare('select * from contact_message where email = ? order by id').all(email) as Record<
        string,
        unknown
      >[],
  );
}

test.describe('FAQ', () => {
  test('filters by category, searches Chinese text and opens an answer', async ({ page }) => {
    await openIn(page, 'zh-CN', '/footer/faq');
    await expect(page.getByRole('heading', { level: 1, name: '常见问题' })).toBeVisible();
    await expect(faqItems(page)).toHaveCount(10);
    await expect(page.getByText(/共 \d+ 个问题/)).toBeVisible();

    const topics = page.getByRole('navigation', { name: '问题类别' });
    await topics.getByRole('link', { name: /机场公安/ }).click();
    await expect(page).toHaveURL(/category=police/);
    await expect(topics.getByRole('link', { name: /机场公安/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(page.getByRole('heading', { level: 2, name: '机场公安' })).toBeVisible();
    const first = faqItems(page).first();
    await expect(first).toContainText('身份证丢了');
    const toggle = first.getByRole('button');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(first.getByRole('region')).toContainText('临时乘机证明');

    await page.getByRole('searchbox', { name: '搜索问题' }).fill('充电宝能带上飞机吗');
    await page.getByRole('button', { name: '搜索', exact: true }).click();
    await expect(page).toHaveURL(/q=/);
    await expect(page.getByRole('heading', { level: 2, name: /充电宝能带上飞机吗/ })).toBeVisible();
    // The search keeps the category: nothing about power banks among the police questions.
    await expect(page.getByTestId('faq-empty')).toBeVisible();
    await topics.getByRole('link', { name: /全部/ }).click();
    await expect(faqItems(page).first()).toContainText('充电宝');
    await expectNoAxeViolations(page);
  });

  test('a link to a question opens the page that holds it, answer open', async ({ page }) => {
    await openIn(page, 'en-US', '/footer/faq?category=traffic');
    const item = faqItems(page).filter({ hasText: 'Is there a metro station at Terminal 3?' });
    await item.getByRole('button').click();
    const permalink = item.getByRole('link', { name: 'Link to this question' });
    const href = (await permalink.getAttribute('href'))!;
    expect(href).toMatch(/question=\d+/);
    const id = /question=(\d+)/.exec(href)![1]!;

    // Every category at once: the question is on a later page, which the link opens.
    await page.goto(`/footer/questions/list?question=${id}`);
    const linked = page.locator(`#faq-question-${id}`);
    await expect(linked.getByRole('button')).toHaveAttribute('aria-expanded', 'true');
    await expect(linked.getByRole('button')).toBeFocused();
    await expect(linked).toBeInViewport();
    await expect(linked.getByRole('region')).toContainText('Gaozeng');
    await expect(page.getByText(/Page [2-9] of \d/)).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('the online customer service dialog shows the best FAQ answers', async ({ page }) => {
    await openIn(page, 'zh-CN', '/');
    await page.getByRole('button', { name: '在线客服' }).click();
    const dialog = page.getByRole('dialog', { name: '在线客服' });
    await dialog.getByRole('searchbox', { name: '您想了解什么？' }).fill('身份证丢了怎么坐飞机');
    await dialog.getByRole('button', { name: '搜索', exact: true }).click();
    const answers = dialog.getByTestId('faq-answers');
    await expect(answers.getByRole('link').first()).toContainText('身份证');
    await expectNoAxeViolations(page);

    await answers.getByRole('link').first().click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/footer\/faq\?category=police&question=\d+/);
    await expect(page.getByRole('button', { name: /身份证丢了/ })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });
});

test.describe('contact form', () => {
  const fill = async (page: Page, email: string) => {
    await field(page, 'Subject').fill('Umbrella left at gate A901');
    await field(page, 'Name').fill('Chen Jing');
    await field(page, 'Email address').fill(email);
    await field(page, 'Your question').fill(
      'I left a dark blue umbrella at gate A901 on the morning of 21 November.',
    );
  };
  const send = (page: Page) => page.getByRole('button', { name: 'Send message' }).click();

  test('says what is missing or wrong, in the visitor language', async ({ page }) => {
    await openIn(page, 'en-US', '/footer/contact/us');
    await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
    // The contact channels come from the CMS page of the folder.
    await expect(page.getByRole('main')).toContainText('36066999');
    await send(page);
    await expect(page.getByText('Please enter a subject')).toBeVisible();
    await expect(page.getByText('Please enter your name')).toBeVisible();
    await expect(
      page.getByText('Please enter your email address: we reply by email'),
    ).toBeVisible();
    await expect(page.getByText('Please enter your question')).toBeVisible();
    await expect(field(page, 'Subject')).toHaveAttribute('aria-invalid', 'true');

    await field(page, 'Email address').fill('chen.jing@localhost');
    await field(page, 'Your question').fill('Hello?');
    await field(page, 'Subject').focus();
    await expect(page.getByText(/an email address you use often/)).toBeVisible();
    await expect(page.getByText(/at least 10 characters/)).toBeVisible();
    await expect(page.getByText(/commonly used|an address you check often/i)).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('a sent message is stored, and shows a clear success', async ({ page }, testInfo) => {
    const email = `sent-${testInfo.project.name}-${Date.now()}@example.com`;
    await openIn(page, 'en-US', '/footer/contact/us');
    await fill(page, email);
    await send(page);
    const success = page.getByTestId('contact-success');
    await expect(success).toContainText('Message sent');
    await expect(success).toContainText(email);
    await expectNoAxeViolations(page);

    const rows = storedMessages(email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      title: 'Umbrella left at gate A901',
      name: 'Chen Jing',
      locale: 'en-US',
      status: 'received',
      member_id: null,
      reply: null,
    });
    await expect(success).toContainText(String(rows[0]!.id));
  });

  test.describe('refusals', () => {
    // The journey cuts the network on purpose; Chromium logs the failed request.
    test.use({ allowedConsoleErrors: [/ERR_INTERNET_DISCONNECTED/] });

    test('a refused message keeps every word typed', async ({ page }, testInfo) => {
      const email = `refused-${testInfo.project.name}-${Date.now()}@example.com`;
      await openIn(page, 'en-US', '/footer/interactiveCommunication');
      await expect(
        page.getByRole('heading', { level: 2, name: 'Send us a message' }),
      ).toBeVisible();

      // No network: nothing sent, nothing lost.
      await page.route(`**${CONTACT_PATH}`, (route) => route.abort('internetdisconnected'));
      await fill(page, email);
      await send(page);
      await expect(page.getByTestId('contact-refusal')).toContainText('Your message was not sent');
      await expect(field(page, 'Email address')).toHaveValue(email);
      await expect(field(page, 'Your question')).toHaveValue(/dark blue umbrella/);
      await page.unroute(`**${CONTACT_PATH}`);

      // Three messages an hour from one address; the fourth is refused by the server.
      for (let i = 0; i < 3; i += 1) {
        if (i > 0) {
          await page.getByRole('button', { name: 'Write another message' }).click();
          await fill(page, email);
        }
        await send(page);
        await expect(page.getByTestId('contact-success')).toBeVisible();
      }
      await page.getByRole('button', { name: 'Write another message' }).click();
      await fill(page, email);
      await send(page);
      const refusal = page.getByTestId('contact-refusal');
      await expect(refusal).toContainText(/Too many requests/);
      await expect(refusal).toContainText('Everything you wrote is still here');
      await expect(field(page, 'Subject')).toHaveValue('Umbrella left at gate A901');
      await expect(field(page, 'Your question')).toHaveValue(/dark blue umbrella/);
      expect(storedMessages(email)).toHaveLength(3);
      await expectNoAxeViolations(page);
    });
  });
});
