import type { ViewportSize } from '@playwright/test';
import { staffPage } from './admin-kit';
import { expect, expectNoAxeViolations, test } from './fixtures';

/*
 * Issue 9: every back-office page, in Chinese, opened from the side navigation as the admin
 * (who sees them all): a Chinese heading, nothing left loading, no sideways scrolling of the
 * page itself, and axe clean; the current page's link in view. The phone project at its size;
 * the desktop project at its size and on a tablet held upright (768 × 1024).
 */
const CJK = /[\u4e00-\u9fff]/u;
const TABLET: ViewportSize = { width: 768, height: 1024 };

test('every back-office page in Chinese: heading, nothing loading, no sideways scroll, axe clean', async ({
  browser,
}, testInfo) => {
  test.slow();
  const sizes = testInfo.project.name === 'desktop' ? [undefined, TABLET] : [undefined];
  for (const viewport of sizes) {
    const admin = await staffPage(browser, 'admin', testInfo, { locale: 'zh-CN', viewport });
    try {
      const { page } = admin;
      const nav = page.getByRole('navigation', { name: '后台导航' });
      const links = await nav
        .getByRole('link')
        .evaluateAll((all) =>
          all.map((a) => ({ name: a.textContent!.trim(), href: a.getAttribute('href')! })),
        );
      expect(links.length).toBeGreaterThanOrEqual(15);
      for (const { name, href } of links) {
        const where = `${name} at ${viewport ? 'tablet' : testInfo.project.name} size`;
        await nav.getByRole('link', { name, exact: true }).click();
        await expect(page, where).toHaveURL((url) => url.pathname === href);
        await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute(
          'aria-current',
          'page',
        );
        const main = page.getByRole('main');
        await expect(main.getByRole('heading', { level: 1 }), where).toHaveText(CJK);
        await expect(main.getByText(/^正在(加载|载入)/), where).toHaveCount(0);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow, `${where} scrolls sideways`).toBeLessThanOrEqual(0);
        await expectNoAxeViolations(page);
      }

      // Opened by its address, a page far along the navigation row (tablet, phone) has its
      // link scrolled into view.
      const last = links.at(-1)!;
      await page.goto(last.href);
      const current = nav.getByRole('link', { name: last.name, exact: true });
      await expect(current).toHaveAttribute('aria-current', 'page');
      const seen = await current.evaluate((link) => {
        const box = link.closest('nav')!.getBoundingClientRect();
        const at = link.getBoundingClientRect();
        return at.left >= box.left - 1 && at.right <= box.right + 1;
      });
      expect(seen, `the link of ${last.name} is in view`).toBe(true);
    } finally {
      await admin.context.close();
    }
  }
});
