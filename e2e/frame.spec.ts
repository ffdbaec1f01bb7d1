import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';

/*
 * The page frame of issue 3 in the default language (zh-CN): top notice strip, header and
 * menus, banner, footer, floating buttons, and the announcement shown once per article.
 * Seed content: announcement 9741, footer filings by host name.
 */

const TEMPERATURE_RANGE = /-?\d+~-?\d+°C/;
const ANNOUNCEMENT_ID = '9741';

/** Marks the seeded announcement read before the page loads, for journeys about other parts. */
async function announcementAlreadyRead(page: Page) {
  await page.addInitScript((id) => localStorage.setItem('announcement_read', id), ANNOUNCEMENT_ID);
}

const strip = (page: Page) => page.getByRole('region', { name: '机场动态' });
const stripAnnouncement = (page: Page) =>
  strip(page).getByRole('button', { name: /^查看公告：.+/ });

async function scrollToFooter(page: Page) {
  const footer = page.getByRole('contentinfo');
  // The footer loads when the visitor nears the end of the page.
  await expect(async () => {
    await page.keyboard.press('End');
    await expect(footer).toBeVisible({ timeout: 1_000 });
  }).toPass();
  return footer;
}

test.describe('page frame', () => {
  test('home shows the strip, menu, banner and a footer with the filing numbers', async ({
    page,
    isMobile,
  }) => {
    await announcementAlreadyRead(page);
    await page.goto('/');

    await expect(stripAnnouncement(page)).toBeVisible();
    await expect(strip(page).getByTestId('strip-weather')).toHaveText(TEMPERATURE_RANGE);
    if (isMobile) {
      await expect(page.getByRole('button', { name: '打开菜单' })).toBeVisible();
      await expect(page.getByRole('navigation', { name: '主导航' })).toHaveCount(0);
    } else {
      const nav = page.getByRole('navigation', { name: '主导航' });
      await expect(nav.getByRole('button', { name: '航班信息' })).toBeVisible();
      await expect(nav.getByRole('button', { name: '投资者关系' })).toBeVisible();
      await expect(strip(page).getByRole('link', { name: '020-36066999' })).toHaveAttribute(
        'href',
        'tel:+862036066999',
      );
      await expect(strip(page).getByRole('link', { name: '重要消息' })).toHaveAttribute(
        'href',
        '/notification/list',
      );
    }

    const carousel = page.getByRole('region', { name: '精选推荐' });
    await expect(carousel.getByRole('group', { name: '第 1 张，共 4 张' })).toBeVisible();
    await expect(carousel.getByRole('button', { name: /暂停轮播|继续轮播/ })).toBeVisible();
    const picture = carousel.locator('img').first();
    await expect(picture).toHaveJSProperty('complete', true);
    expect(await picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

    await expectNoAxeViolations(page);

    const footer = await scrollToFooter(page);
    await expect(footer.getByRole('link', { name: /粤ICP备\d+号/ })).toHaveAttribute(
      'href',
      'https://beian.miit.gov.cn/',
    );
    await expect(footer.getByRole('link', { name: /粤公网安备 \d+号/ })).toHaveAttribute(
      'href',
      /beian\.mps\.gov\.cn/,
    );
    await expect(footer.getByRole('heading', { name: '投资者关系' })).toBeVisible();
    await expect(footer.getByRole('img', { name: '白云机场官方微信' })).toBeVisible();
    await expect(page.getByRole('link', { name: /广交会旅客服务/ })).toHaveAttribute(
      'href',
      '/headline/detail?articleId=9806&showDate=0',
    );
    await expectNoAxeViolations(page);
  });

  test('the announcement shows once: a bar on desktop, a modal that cannot be cancelled on a phone', async ({
    page,
    isMobile,
  }) => {
    await page.goto('/');
    if (isMobile) {
      const modal = page.getByRole('alertdialog', { name: '重要消息' });
      await expect(modal).toBeVisible();
      await expect(modal).toContainText('T1航站楼');
      await expect(modal.getByRole('button')).toHaveText(['我知道了']);
      await expectNoAxeViolations(page);
      await page.keyboard.press('Escape');
      await expect(modal).toBeVisible();
      await modal.getByRole('button', { name: '我知道了' }).click();
      await expect(modal).toBeHidden();
    } else {
      const bar = page.getByRole('region', { name: '重要消息' });
      await expect(bar).toContainText('T1航站楼');
      await expectNoAxeViolations(page);
      await bar.getByRole('button', { name: '关闭公告' }).click();
      await expect(bar).toBeHidden();
    }
    expect(await page.evaluate(() => localStorage.getItem('announcement_read'))).toBe(
      ANNOUNCEMENT_ID,
    );

    await page.reload();
    await expect(stripAnnouncement(page)).toBeVisible();
    await expect(page.getByRole('alertdialog', { name: '重要消息' })).toBeHidden();
    await expect(page.getByRole('region', { name: '重要消息' })).toHaveCount(0);

    // The title in the strip brings it back on demand.
    await stripAnnouncement(page).click();
    if (isMobile) {
      await expect(page.getByRole('alertdialog', { name: '重要消息' })).toBeVisible();
    } else {
      await expect(page.getByRole('region', { name: '重要消息' })).toBeFocused();
    }
  });

  // The drawer is the menu below 992 px: only the phone project runs this (tag @phone-only).
  test('the phone drawer opens, navigates and closes', { tag: '@phone-only' }, async ({ page }) => {
    await announcementAlreadyRead(page);
    await page.goto('/');

    const menuButton = page.getByRole('button', { name: '打开菜单' });
    await menuButton.click();
    const drawer = page.getByRole('dialog', { name: '网站导航' });
    await expect(drawer).toBeVisible();
    await drawer.getByRole('button', { name: '出行指南' }).click();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(menuButton).toBeFocused();

    await menuButton.click();
    await drawer.getByRole('button', { name: '出行指南' }).click();
    await drawer
      .getByRole('navigation', { name: '主导航' })
      .getByRole('link', { name: '240小时过境免签' })
      .click();
    await expect(page).toHaveURL(/\/guide\/visa-free$/);
    await expect(drawer).toBeHidden();
    const banner = page.getByTestId('page-banner');
    await expect(banner).toContainText('240小时过境免签');
    await expect(banner).not.toHaveAttribute('aria-busy', 'true');
    await expectNoAxeViolations(page);
  });

  // The horizontal menu is shown from 992 px: only the desktop project runs this (tag @desktop-only).
  test(
    'the desktop menu opens and closes by keyboard',
    { tag: '@desktop-only' },
    async ({ page }) => {
      await announcementAlreadyRead(page);
      await page.goto('/');
      const nav = page.getByRole('navigation', { name: '主导航' });
      const section = nav.getByRole('button', { name: '旅客服务' });
      await section.focus();
      await page.keyboard.press('Enter');
      await expect(section).toHaveAttribute('aria-expanded', 'true');
      const buyNow = nav.getByRole('link', { name: /移民管理政务服务/ });
      await expect(buyNow).toHaveAttribute('target', '_blank');
      await expect(buyNow).toHaveAttribute('rel', /noopener/);
      await expectNoAxeViolations(page);
      await page.keyboard.press('Tab');
      await page.keyboard.press('Escape');
      await expect(section).toHaveAttribute('aria-expanded', 'false');
      await expect(section).toBeFocused();
    },
  );

  test('the online customer service dialog opens and closes by keyboard', async ({ page }) => {
    await announcementAlreadyRead(page);
    await page.goto('/');
    const button = page.getByRole('button', { name: '在线客服' });
    await button.focus();
    await page.keyboard.press('Enter');

    const dialog = page.getByRole('dialog', { name: '在线客服' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('020-36066999');
    await expect(dialog).toContainText('8:00–21:30');
    await expect(dialog.getByRole('link', { name: /开始在线咨询/ })).toHaveAttribute(
      'target',
      '_blank',
    );
    expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    const viewport = page.viewportSize()!;
    const box = (await dialog.boundingBox())!;
    // Spec section 2: the dialog's background is 60vh high (360 px at least).
    expect(Math.abs(box.height - Math.max(viewport.height * 0.6, 360))).toBeLessThan(2);
    await expectNoAxeViolations(page);

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();
  });

  test('important messages: mark all read stores the newest id', async ({ page }) => {
    await announcementAlreadyRead(page);
    await page.goto('/notification/list');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const unread = page.locator('li[data-unread="true"]');
    await expect(unread.first()).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('notification'))).toBeNull();
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: '全部标为已读' }).click();
    await expect(unread).toHaveCount(0);
    expect(Number(await page.evaluate(() => localStorage.getItem('notification')))).toBeGreaterThan(
      0,
    );
    await page.reload();
    await expect(page.locator('li[data-unread="false"]').first()).toBeVisible();
    await expect(unread).toHaveCount(0);
  });
});
