import type { APIRequestContext, Page } from '@playwright/test';
import { captchaPaths } from '@can/contracts/captcha-paths';
import { CHECKIN_TOKEN_HEADER, checkinPaths } from '@can/contracts/checkin-paths';
import { CAPTCHA_TEST_ANSWER } from './constants';
import { expect } from './fixtures';
import { outboxCode, type Passenger } from './server-data';
import { signedCall } from './signed-api';

/**
 * Online check-in done through the API, as the page does it (picture code, SMS code from the
 * outbox, itinerary, a free seat, confirm): for journeys about what comes after it (the boarding
 * pass, cancelling, a seat taken first), so each journey does one thing; `wanted` is the seat to
 * take (else the first free one). The check-in flow itself is walked through the page in
 * checkin.spec.ts.
 */
export async function checkInThroughApi(
  request: APIRequestContext,
  passenger: Passenger,
  wanted?: string,
) {
  const done = await confirmThroughApi(request, passenger, wanted);
  expect(String(done.answer.code), done.answer.msg).toBe('200');
  return { token: done.token, segmentId: done.segmentId, seat: done.seat };
}

/** As checkInThroughApi up to the confirm, whose answer it gives as it came. */
export async function confirmThroughApi(
  request: APIRequestContext,
  passenger: Passenger,
  wanted?: string,
) {
  const ok = (answer: { code: number | string; msg: string }) =>
    expect(String(answer.code), answer.msg).toBe('200');
  const captcha = await signedCall<{ uuid: string }>(request, 'GET', captchaPaths.create);
  ok(captcha);
  ok(
    await signedCall(request, 'POST', checkinPaths.sendSms, {
      body: {
        mobile: passenger.mobile,
        captchaCode: CAPTCHA_TEST_ANSWER,
        captchaUuid: captcha.data.uuid,
      },
    }),
  );
  await expect.poll(() => outboxCode(passenger.mobile)).toMatch(/^\d{6}$/);
  const auth = await signedCall<{ checkinToken: string }>(request, 'POST', checkinPaths.auth, {
    body: { ...passenger, code: outboxCode(passenger.mobile)! },
  });
  ok(auth);
  const headers = { [CHECKIN_TOKEN_HEADER]: auth.data.checkinToken };
  const itinerary = await signedCall<{ segments: { segmentId: number }[] }>(
    request,
    'GET',
    checkinPaths.itinerary,
    { headers },
  );
  ok(itinerary);
  const segmentId = itinerary.data.segments[0]!.segmentId;
  const map = await signedCall<{ rows: { seats: ({ seat: string; state: string } | null)[] }[] }>(
    request,
    'GET',
    checkinPaths.seatMap,
    { headers, query: { segmentId: String(segmentId) } },
  );
  ok(map);
  const seat =
    wanted ?? map.data.rows.flatMap((row) => row.seats).find((s) => s?.state === 'optional')!.seat;
  const answer = await signedCall(request, 'POST', checkinPaths.confirm, {
    headers,
    body: { segmentId, seat, acceptAgreement: true, acceptDangerousGoods: true },
  });
  return { answer, token: auth.data.checkinToken, segmentId, seat };
}

/** Opens the boarding pass of a check-in made through the API, in this tab's session. */
export async function openBoardingPass(
  page: Page,
  checkedIn: { token: string; segmentId: number },
) {
  await page.addInitScript(
    (token) => sessionStorage.setItem('checkin_token', token),
    checkedIn.token,
  );
  await page.goto(`/service/checkIn_board?segmentId=${checkedIn.segmentId}`);
  await expect(page.getByRole('heading', { level: 1, name: '值机成功' })).toBeVisible();
}
