import type { BrowserContext, Page, ViewportSize } from '@playwright/test';
import { staffPage } from './admin-kit';
import {
  expect,
  expectFitsScreenWidth,
  expectNoAxeViolations,
  test as journey,
  watchPage,
} from './fixtures';

/*
 * Issue 9: every back-office page, in Chinese, opened from the side navigation as the admin
 * (who sees them all): a Chinese heading, nothing left loading, no sideways scrolling of the
 * page itself, the page's link marked current, and axe clean. One journey per page and size:
 * the phone project at its size; the desktop project at its size and on a tablet held upright.
 * The journeys of one size share the worker's signed-in page, as a staff member moves through
 * the back office, so each costs a click rather than a sign-in and a cold start.
 */
const CJK = /[\u4e00-\u9fff]/u;
const TABLET: ViewportSize = { width: 768, height: 1024 };

/** The side navigation's entries for an admin, in its order (admin-nav.ts). */
const PAGES = [
  { path: '/admin', link: '首页概览' },
  { path: '/admin/notifications', link: '通知管理' },
  { path: '/admin/articles', link: '文章与公告' },
  { path: '/admin/catalog/nav', link: '导航菜单' },
  { path: '/admin/catalog/pictures', link: '横幅与轮播图' },
  { path: '/admin/catalog/footer', link: '页脚' },
  { path: '/admin/catalog/faq', link: '常见问题' },
  { path: '/admin/catalog/hotels', link: '酒店' },
  { path: '/admin/catalog/shops', link: '商铺与餐饮' },
  { path: '/admin/catalog/transport', link: '交通' },
  { path: '/admin/disruption', link: '突发事件模式' },
  { path: '/admin/flight-ops', link: '航班运行' },
  { path: '/admin/checkin-support', link: '值机支持' },
  { path: '/admin/feedback', link: '留言处理' },
  { path: '/admin/alerts', link: '航班提醒' },
  { path: '/admin/staff', link: '工作人员账号' },
  { path: '/admin/audit', link: '操作日志' },
  { path: '/admin/account', link: '我的账号' },
];

const SIZES = [
  { size: 'desktop', tag: '@desktop-only', viewport: undefined },
  { size: 'tablet', tag: '@desktop-only', viewport: TABLET },
  { size: 'phone', tag: '@phone-only', viewport: undefined },
] as const;
type Size = (typeof SIZES)[number]['size'];

const test = journey.extend<
  { signedInAdmin: (size: Size) => Promise<Page> },
  { adminPages: Map<Size, { context: BrowserContext; page: Page }> }
>({
  adminPages: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from it
    async ({}, use) => {
      const pages = new Map<Size, { context: BrowserContext; page: Page }>();
      await use(pages);
      for (const { context } of pages.values()) await context.close();
    },
    { scope: 'worker' },
  ],
  signedInAdmin: async ({ adminPages, browser }, use, testInfo) => {
    await use(async (size) => {
      let kept = adminPages.get(size);
      if (!kept || kept.page.isClosed()) {
        const viewport = SIZES.find((s) => s.size === size)?.viewport;
        const { context, page } = await staffPage(browser, 'admin', testInfo, {
          locale: 'zh-CN',
          viewport,
        });
        kept = { context, page };
        adminPages.set(size, kept);
      } else {
        watchPage(kept.page, testInfo);
      }
      return kept.page;
    });
  },
});

const navOf = (page: Page) => page.getByRole('navigation', { name: '后台导航' });

for (const { size, tag } of SIZES) {
  test.describe(`back office at ${size} size ${tag}`, () => {
    for (const { path, link } of PAGES) {
      test(`${path} in Chinese from the navigation: heading, nothing loading, no sideways scroll, axe clean`, async ({
        signedInAdmin,
      }) => {
        const page = await signedInAdmin(size);
        const entry = navOf(page).getByRole('link', { name: link, exact: true });
        await entry.click();
        await expect(page).toHaveURL((url) => url.pathname === path);
        await expect(entry).toHaveAttribute('aria-current', 'page');
        const main = page.getByRole('main');
        await expect(main.getByRole('heading', { level: 1 })).toHaveText(CJK);
        await expect(main.getByText(/^正在(加载|载入)/)).toHaveCount(0);
        await expectFitsScreenWidth(page);
        await expectNoAxeViolations(page);
      });
    }

    test('the navigation lists every page, and one opened by its address has its link in view', async ({
      signedInAdmin,
    }) => {
      const page = await signedInAdmin(size);
      const nav = navOf(page);
      const links = await nav
        .getByRole('link')
        .evaluateAll((all) => all.map((a) => a.getAttribute('href')));
      expect(links, 'the journeys above cover every entry an admin sees').toEqual(
        PAGES.map((p) => p.path),
      );
      // A page far along the navigation row (tablet, phone), opened by its address.
      const last = PAGES.at(-1)!;
      await page.goto(last.path);
      const current = nav.getByRole('link', { name: last.link, exact: true });
      await expect(current).toHaveAttribute('aria-current', 'page');
      const seen = await current.evaluate((a) => {
        const box = a.closest('nav')!.getBoundingClientRect();
        const at = a.getBoundingClientRect();
        return at.left >= box.left - 1 && at.right <= box.right + 1;
      });
      expect(seen, `the link of ${last.link} is in view`).toBe(true);
    });
  });
}
