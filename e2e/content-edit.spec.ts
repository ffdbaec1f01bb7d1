import Database from 'better-sqlite3';
import { expect, test } from './fixtures';

/*
 * Content is data (issue 5): an editor's change to an article in the database shows on the page
 * with no build and no code change. The journey writes to the throwaway e2e database directly,
 * as another server instance would, one article per project so the two layouts never edit the
 * same row at once. A change made outside this server shows once its rendered page is 10 s old
 * (decision 019), so the journey reloads until it does; the back office's own writes show at once.
 */
const ARTICLE_BY_PROJECT: Record<string, { id: number; path: string }> = {
  desktop: { id: 9786, path: '/summary/detail?articleId=9786&urlKey=summary' },
  phone: { id: 9782, path: '/business/detail?articleId=9782&urlKey=business' },
};

function databaseFile(): string {
  const url = process.env.E2E_DATABASE_URL ?? '';
  if (!url.startsWith('sqlite:')) throw new Error(`not an SQLite e2e database: ${url}`);
  return url.slice('sqlite:'.length);
}

function editArticle(id: number, edit: (text: Record<string, string>) => Record<string, string>) {
  const db = new Database(databaseFile());
  try {
    db.pragma('busy_timeout = 5000');
    const row = db.prepare('SELECT title_i18n, content_i18n FROM article WHERE id = ?').get(id) as
      { title_i18n: string; content_i18n: string } | undefined;
    if (!row) throw new Error(`article ${id} is not in the database`);
    const title = edit(JSON.parse(row.title_i18n) as Record<string, string>);
    const content = JSON.parse(row.content_i18n) as Record<string, string>;
    content['zh-CN'] = `<p>编辑后的正文：${title['zh-CN']}</p>${content['zh-CN'] ?? ''}`;
    db.prepare('UPDATE article SET title_i18n = ?, content_i18n = ? WHERE id = ?').run(
      JSON.stringify(title),
      JSON.stringify(content),
      id,
    );
  } finally {
    db.close();
  }
}

test.beforeEach(async ({ page }) => {
  await page.addLocatorHandler(page.getByRole('alertdialog'), async (dialog) => {
    await dialog.getByRole('button', { name: /我知道了|Got it/ }).click();
  });
});

test('an article edited in the database shows on its page', async ({ page }) => {
  const { id, path } = ARTICLE_BY_PROJECT[test.info().project.name]!;
  await page.goto(path);
  const article = page.getByTestId('article');
  const heading = article.getByRole('heading', { level: 1 });
  await expect(heading).not.toBeEmpty();
  const before = (await heading.textContent()) ?? '';

  const marker = `（${test.info().project.name} ${Date.now()}）`;
  editArticle(id, (title) => ({ ...title, 'zh-CN': `${title['zh-CN']}${marker}` }));

  await expect
    .poll(
      async () => {
        await page.reload();
        return heading.textContent();
      },
      { timeout: 60_000, intervals: [2_000] },
    )
    .toBe(`${before}${marker}`);
  await expect(article).toContainText(`编辑后的正文：${before}${marker}`);
  await expect.poll(() => page.title()).toContain(marker);
});
