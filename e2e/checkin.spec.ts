import type { Page } from '@playwright/test';
import { CAPTCHA_TEST_ANSWER } from './constants';
import { checkInThroughApi, confirmThroughApi, openBoardingPass } from './checkin-kit';
import { flightIdOf, newPassenger, outboxCode, type Passenger } from './server-data';
import { expect, expectFitsScreenWidth, expectNoAxeViolations, test } from './fixtures';

/*
 * Online check-in (issue 7): a fresh passenger from `booking:create` verifies with the SMS code
 * (read from the console gateway's outbox table), sees the itinerary, chooses a seat by keyboard
 * on the seat grid, accepts the agreement once read, checks in, sees the boarding pass with its
 * PDF417 picture, prints and downloads it, cancels; refused passengers see the rule's message.
 */
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('announcement_read', '9741'));
  await page.addLocatorHandler(page.getByRole('alertdialog'), async (dialog) => {
    await dialog.getByRole('button', { name: /我知道了|确定|Got it/ }).click();
  });
});

async function verify(page: Page, passenger: Passenger) {
  await page.goto('/service/checkIn');
  await expect(page.getByRole('heading', { level: 1, name: '网上值机' })).toBeVisible();
  await expect(page.locator('[aria-current="step"]')).toContainText('身份验证');
  await page.getByLabel('旅客姓名').fill(passenger.name);
  await page.getByLabel(passenger.certType === 'NI' ? '身份证' : '护照').check();
  await page.getByLabel('证件号码').fill(passenger.certNo);
  await page.getByLabel('手机号码').fill(passenger.mobile);
  await expect(page.getByRole('button', { name: '图形验证码，点击更换' })).toBeVisible();
  await page.getByLabel('图形验证码', { exact: true }).fill(CAPTCHA_TEST_ANSWER);
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByRole('button', { name: /\d+ 秒后重新发送/ })).toBeDisabled();
  await expect.poll(() => outboxCode(passenger.mobile)).toMatch(/^\d{6}$/);
  await page.getByLabel('短信验证码').fill(outboxCode(passenger.mobile)!);
  await page.getByRole('button', { name: '查询行程' }).press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: '您的行程' })).toBeVisible();
  await expect(page.locator('[aria-current="step"]')).toContainText('获取行程');
}

/** Verifies the passenger and opens the seat map of the first segment. */
async function openSeatMap(page: Page, passenger: Passenger) {
  await verify(page, passenger);
  await page.getByTestId('segment').first().getByRole('link', { name: '选择座位' }).press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: '选择座位' })).toBeVisible();
  await expect(page.getByRole('grid')).toBeVisible();
}

/** On the seat grid, by keyboard: to a free seat, chosen with Enter. Returns the seat. */
async function chooseFreeSeatByKeyboard(page: Page): Promise<string> {
  const grid = page.getByRole('grid');
  await expect(grid.locator('[role="gridcell"][tabindex="0"]')).toHaveCount(1);
  await grid.locator('[role="gridcell"][tabindex="0"]').focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowRight');
  const focused = page.locator('[role="gridcell"]:focus');
  await expect(focused).toHaveAttribute('aria-label', /^座位 \d+[A-K]，/);
  // Move on until a free seat has the focus, then choose it.
  for (let i = 0; i < 40; i++) {
    if (/可选$/.test((await focused.getAttribute('aria-label')) ?? '')) break;
    await page.keyboard.press('ArrowDown');
  }
  const seat = (await focused.getAttribute('data-seat'))!;
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('chosen-seat')).toHaveText(`已选择座位 ${seat}`);
  return seat;
}

/** Ticks, by keyboard, every declaration box on the confirm step that is not ticked yet. */
async function acceptAll(page: Page) {
  // The agreement's box can be ticked once it has been read to its end.
  await page.getByTestId('agreement').focus();
  await page.keyboard.press('End');
  await expect(page.getByLabel(/我已阅读并同意《网上值机协议》/)).toBeEnabled();
  for (const label of [
    /我已阅读并同意《网上值机协议》/,
    /本人声明为普通成人旅客/,
    /我已阅读危险品须知/,
    /本人符合条件/,
  ]) {
    const box = page.getByLabel(label);
    if ((await box.count()) === 0 || (await box.isChecked())) continue;
    await box.focus();
    await page.keyboard.press('Space');
    await expect(box).toBeChecked();
  }
}

test.describe('online check-in', () => {
  test('the prompts, then a fresh passenger verifies and sees the itinerary; axe clean', async ({
    page,
  }) => {
    const passenger = newPassenger();
    await page.goto('/service/checkIn');
    await expect(page.getByRole('heading', { level: 1, name: '网上值机' })).toBeVisible();
    // The required prompts (spec section 5) before any call.
    await page.getByRole('button', { name: '查询行程' }).click();
    await expect(page.getByText('请输入旅客姓名')).toBeVisible();
    await expect(page.getByText('请输入证件信息')).toBeVisible();
    await expect(page.getByText('请输入手机号码')).toBeVisible();
    await expect(page.getByText('请输入验证码')).toBeVisible();
    await expectFitsScreenWidth(page);
    await expectNoAxeViolations(page);

    await verify(page, passenger);
    const segment = page.getByTestId('segment').first();
    await expect(segment).toContainText('未值机');
    await expectNoAxeViolations(page);
  });

  test('the seat map by keyboard, as a grid and as a list; axe clean', async ({ page }) => {
    await openSeatMap(page, newPassenger());
    // Step 3: the seat grid, one tab stop, arrows move, Enter chooses.
    const grid = page.getByRole('grid');
    await expect(grid.locator('[role="gridcell"][tabindex="0"]')).toHaveCount(1);
    const seat = await chooseFreeSeatByKeyboard(page);
    const focused = page.locator('[role="gridcell"]:focus');
    await expect(focused).toHaveAttribute('aria-selected', 'true');
    await expectNoAxeViolations(page);
    // The list alternative shows the same choice; zoom buttons on the phone.
    const listToggle = page.getByRole('button', { name: '列表视图' });
    await listToggle.press('Enter');
    await expect(listToggle).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('radio', { name: new RegExp(`^座位 ${seat}，`) })).toBeChecked();
    await expectNoAxeViolations(page);
    await listToggle.press('Enter');
    await expect(grid).toBeVisible();
    const zoomIn = page.getByRole('button', { name: '放大' });
    if (await zoomIn.isVisible()) {
      await zoomIn.click();
      await expect(grid.locator(`[data-seat="${seat}"]`)).toHaveAttribute('aria-selected', 'true');
    }
  });

  test('a chosen seat, the agreement read, the declarations: the boarding pass; axe clean', async ({
    page,
  }, testInfo) => {
    const passenger = newPassenger();
    await openSeatMap(page, passenger);
    const seat = await chooseFreeSeatByKeyboard(page);

    // The agreement can be ticked only once read to its end. Whether its box needs scrolling
    // depends on the width and the fonts installed (without CJK fonts the lines are shorter, and
    // on a wide screen it may fit): a box shown whole counts as read.
    const accept = page.getByLabel('我已阅读并同意《网上值机协议》');
    const agreementBox = page.getByTestId('agreement');
    const scrolls = await agreementBox.evaluate((box) => box.scrollHeight > box.clientHeight + 4);
    if (testInfo.project.name === 'phone')
      expect(scrolls, 'the agreement scrolls on a phone').toBe(true);
    if (scrolls) {
      await expect(accept).toBeDisabled();
      await agreementBox.focus();
      await page.keyboard.press('End');
    }
    await expect(accept).toBeEnabled();
    await accept.focus();
    await page.keyboard.press('Space');
    await expect(accept).toBeChecked();
    const confirm = page.getByRole('button', { name: '确认值机' });
    await confirm.press('Enter');
    await expect(page.getByTestId('confirm-message')).toContainText('普通成人旅客声明');
    // The focus goes to why, so the next Tab is back in the form (issue 17.9).
    await expect(page.getByTestId('confirm-message')).toBeFocused();
    await acceptAll(page);
    await confirm.press('Enter');

    // Step 4: the boarding pass, with its bar code.
    await expect(page.getByRole('heading', { level: 1, name: '值机成功' })).toBeVisible();
    const pass = page.getByTestId('boarding-pass');
    await expect(pass).toContainText(passenger.name);
    await expect(pass).toContainText(seat);
    const barcode = pass.getByRole('img', { name: /PDF417/ });
    await expect(barcode).toBeVisible();
    await expect
      .poll(() => barcode.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(100);
    await expectNoAxeViolations(page);
  });

  test('a seat another passenger takes first: the map shows it taken, the choice clears, the focus goes to why', async ({
    page,
    request,
  }) => {
    // Two passengers on the same departure (CZ3101 flies every day).
    const traveller = newPassenger('CZ3101');
    const rival = newPassenger('CZ3101');
    expect(flightIdOf(rival)).toBe(flightIdOf(traveller));
    await verify(page, traveller);
    await page
      .getByTestId('segment')
      .first()
      .getByRole('link', { name: '选择座位' })
      .press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: '选择座位' })).toBeVisible();
    const seat = await chooseFreeSeatByKeyboard(page);

    // The rival confirms that seat first (on the same departure a journey at the other size may
    // have taken it already: either way it is not free any more).
    const { answer } = await confirmThroughApi(request, rival, seat);
    expect(`${answer.code} ${answer.msg}`).toMatch(/^200 |^601 该座位已被占用/);
    await acceptAll(page);
    await page.getByRole('button', { name: '确认值机' }).press('Enter');

    const why = page.getByTestId('seat-lost');
    await expect(why).toBeVisible();
    await expect(why).toBeFocused();
    await expect(page.getByTestId('chosen-seat')).not.toContainText(seat);
    await expect(page.getByRole('button', { name: '确认值机' })).toHaveCount(0);
    await expect(page.locator(`[role="gridcell"][data-seat="${seat}"]`)).toHaveAttribute(
      'aria-label',
      new RegExp(`^座位 ${seat}，`),
    );
    await expect(page.locator(`[role="gridcell"][data-seat="${seat}"]`)).not.toHaveAttribute(
      'aria-label',
      /可选$/,
    );
  });

  test('the boarding pass prints without the buttons and downloads as a picture', async ({
    page,
  }) => {
    const passenger = newPassenger();
    const checkedIn = await checkInThroughApi(page.request, passenger);
    await openBoardingPass(page, checkedIn);
    const pass = page.getByTestId('boarding-pass');
    await expect(pass).toContainText(checkedIn.seat);
    const barcode = pass.getByRole('img', { name: /PDF417/ });
    await expect(barcode).toBeVisible();

    await page.evaluate(() => {
      (window as unknown as { printed: boolean }).printed = false;
      window.print = () => {
        (window as unknown as { printed: boolean }).printed = true;
      };
    });
    await page.getByRole('button', { name: '打印' }).press('Enter');
    expect(await page.evaluate(() => (window as unknown as { printed: boolean }).printed)).toBe(
      true,
    );
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('button', { name: '取消值机' })).toBeHidden();
    await expect(barcode).toBeVisible();
    await page.emulateMedia({ media: 'screen' });

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: '下载为图片' }).press('Enter');
    expect((await download).suggestedFilename()).toMatch(/^boarding-pass-.+\.png$/);
  });

  test('a check-in is cancelled after its confirmation, and made again by keyboard', async ({
    page,
  }) => {
    const passenger = newPassenger();
    await openBoardingPass(page, await checkInThroughApi(page.request, passenger));

    await page.getByRole('button', { name: '取消值机' }).press('Enter');
    const dialog = page.getByRole('dialog', { name: '确定取消本次值机？' });
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: '确定取消值机' }).press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: '您的行程' })).toBeVisible();
    const segment = page.getByTestId('segment').first();
    await expect(segment).toContainText('未值机');

    // And checks in again.
    await segment.getByRole('link', { name: '选择座位' }).press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: '选择座位' })).toBeVisible();
    await chooseFreeSeatByKeyboard(page);
    await acceptAll(page);
    await page.getByRole('button', { name: '确认值机' }).press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: '值机成功' })).toBeVisible();
    await expect(
      page.getByTestId('boarding-pass').getByRole('img', { name: /PDF417/ }),
    ).toBeVisible();
  });

  test('a passenger over 70 is refused with the rule and the help line @desktop-only', async ({
    page,
  }) => {
    await verify(page, {
      name: '黄丽华',
      certType: 'NI',
      certNo: '440103195005202488',
      mobile: '13800138004',
    });
    const block = page.getByTestId('segment-block').first();
    await expect(block).toContainText('70周岁以上旅客不能办理网上值机');
    await expect(block).toContainText('8:00');
    await expect(page.getByRole('link', { name: '选择座位' })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test('a pregnant passenger is refused; an invalid session goes back to the entry @phone-only', async ({
    page,
  }) => {
    await verify(page, {
      name: '王静',
      certType: 'NI',
      certNo: '440111199309094621',
      mobile: '13800138005',
    });
    await expect(page.getByTestId('segment-block').first()).toContainText(
      '孕妇旅客不能办理网上值机',
    );
    await expectNoAxeViolations(page);

    await page.evaluate(() => sessionStorage.setItem('checkin_token', 'expired-token'));
    await page.goto('/service/checkIn_list');
    await expect(page).toHaveURL(/\/service\/checkIn$/);
    await expect(page.getByRole('heading', { level: 1, name: '网上值机' })).toBeVisible();
  });

  test('the embedded app pages: the entry and the rules; axe clean', async ({ page }) => {
    await page.goto('/byairport-web/pecki_m');
    await expect(page.getByRole('heading', { level: 1, name: '网上值机' })).toBeVisible();
    await expect(page.getByLabel('旅客姓名')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto('/byairport-web/checkin_m/tip');
    await expect(page.getByRole('heading', { level: 1, name: '网上值机须知' })).toBeVisible();
    await expect(page.getByText('值机服务热线服务时间为 8:00 至 21:30。')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: '开始网上值机' }).click();
    await expect(page).toHaveURL(/\/service\/checkIn$/);
  });
});
