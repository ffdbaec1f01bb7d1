import type { Locator, Page } from '@playwright/test';
import { CAPTCHA_TEST_ANSWER } from './constants';
import { expect, test } from './fixtures';

/*
 * Nothing floating covers a control (issue 17.15): the floating buttons keep the bottom right
 * corner, so every control of the departures board and the check-in form, brought into view as
 * the browser does for the keyboard, has its centre free to tap; messages hang below the
 * header, clear of the top strip's hotline and the header's buttons.
 */
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('announcement_read', '9741'));
});

const CONTROLS = 'main :is(a[href], button, input, select, textarea, [tabindex="0"])';

/**
 * Each visible, enabled control of the page's main part, focused from the top of the page (the
 * browser scrolls it into view), then hit-tested at its centre. Returns those covered, with
 * what covers them.
 */
function coveredControls(page: Page): Promise<string[]> {
  return page.evaluate(async (selector) => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(null)));
    const covered: string[] = [];
    for (const control of document.querySelectorAll<HTMLElement>(selector)) {
      const box = control.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || control.matches(':disabled')) continue;
      if (getComputedStyle(control).visibility === 'hidden') continue;
      window.scrollTo(0, 0);
      control.focus();
      await frame();
      const at = control.getBoundingClientRect();
      const top = document.elementFromPoint(at.left + at.width / 2, at.top + at.height / 2);
      const label = (input: HTMLElement) =>
        input instanceof HTMLInputElement && [...(input.labels ?? [])].some((l) => l.contains(top));
      if (top && (control.contains(top) || label(control))) continue;
      const name = control.getAttribute('aria-label') ?? control.textContent?.trim().slice(0, 30);
      const by = top?.closest('[aria-label], [class]');
      covered.push(`${name} covered by ${by?.getAttribute('aria-label') ?? by?.className}`);
    }
    return covered;
  }, CONTROLS);
}

/** Asserts two boxes do not overlap. */
async function expectApart(a: Locator, b: Locator) {
  const [one, two] = [await a.boundingBox(), await b.boundingBox()];
  expect(one && two).toBeTruthy();
  const overlap =
    one!.x < two!.x + two!.width &&
    two!.x < one!.x + one!.width &&
    one!.y < two!.y + two!.height &&
    two!.y < one!.y + one!.height;
  expect(overlap, `${JSON.stringify(one)} overlaps ${JSON.stringify(two)}`).toBe(false);
}

test.describe('nothing floating covers a control', () => {
  test('every control of the departures board can be tapped where the browser brings it', async ({
    page,
  }) => {
    await page.goto('/flight/departures');
    await expect(page.getByTestId('flight-row').first()).toBeVisible();
    await expect(page.getByRole('button', { name: '在线客服' })).toBeVisible();
    expect(await page.locator(CONTROLS).count()).toBeGreaterThan(20);
    expect(await coveredControls(page)).toEqual([]);
  });

  test('every control of the check-in form can be tapped where the browser brings it', async ({
    page,
  }) => {
    await page.goto('/service/checkIn');
    await expect(page.getByLabel('旅客姓名')).toBeVisible();
    expect(await coveredControls(page)).toEqual([]);
  });

  test.describe('messages', () => {
    test.use({ allowedConsoleErrors: [/ERR_FAILED|ERR_INTERNET_DISCONNECTED|Failed to load/] });

    test('a message shows below the header, clear of the hotline and the header buttons', async ({
      page,
      isMobile,
    }) => {
      // A traveller asks for the check-in code as the network drops.
      await page.goto('/service/checkIn');
      await page.getByLabel('旅客姓名').fill('张三');
      await page.getByLabel('护照').check();
      await page.getByLabel('证件号码').fill('E12345678');
      await page.getByLabel('手机号码').fill('13800138000');
      await expect(page.getByRole('button', { name: '图形验证码，点击更换' })).toBeVisible();
      await page.getByLabel('图形验证码', { exact: true }).fill(CAPTCHA_TEST_ANSWER);
      await page.route(/\/byairport-/, (route) => route.abort('internetdisconnected'));
      await page.getByRole('button', { name: '获取验证码' }).press('Enter');
      const message = page.getByTestId('notice').filter({ hasText: '后端接口连接异常' });
      await expect(message).toBeVisible();
      const header = page.getByRole('banner');
      if (isMobile) await expectApart(message, header.getByRole('button', { name: '打开菜单' }));
      else
        await expectApart(
          message,
          page
            .getByRole('region', { name: '机场动态' })
            .getByRole('link', { name: '020-36066999' }),
        );
      await expectApart(message, header.getByRole('button', { name: /语言/ }));
    });
  });
});
