import type { SeatMap } from '@can/contracts/checkin';
import { signedRequest } from '../../../test/signing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { bookOne, call, outboxCode, TEST_CAPTCHA, tokenFor } from './checkin-test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { CAPTCHA_TEST_ANSWER: TEST_CAPTCHA } });
});
afterAll(() => t.close());

async function memberCall(method: 'GET' | 'POST', path: string, body?: object, token?: string) {
  const request = signedRequest({ method, path, body, timestamp: t.clock.now().getTime() });
  const headers: Record<string, string> = { ...request.headers };
  if (token) headers.authenticated_token = token;
  return (await t.app.inject({ ...request, headers })).json() as {
    code: number;
    data: { list?: { flightNo: string; flightDate: string }[] } & Record<string, unknown>;
  };
}

/** A member login through the member calls (picture code, SMS code). */
async function memberLogin(mobile: string): Promise<string> {
  const captcha = await call<{ uuid: string }>(t, 'GET', '/byairport-cms/captcha/create');
  await memberCall('POST', '/byairport-cms/sms/sendSms', {
    mobile,
    captchaCode: TEST_CAPTCHA,
    captchaUuid: captcha.data.uuid,
  });
  const login = await memberCall('POST', '/byairport-cms/user/login', {
    mobile,
    code: await outboxCode(t, mobile),
  });
  return (login.data.tokenMap as { access_token: string }).access_token;
}

const pointsOf = async (mobile: string) =>
  (
    await t.deps.database.db
      .selectFrom('member_point')
      .innerJoin('member', 'member.id', 'member_point.member_id')
      .select(['member_point.points', 'member_point.reason'])
      .where('member.mobile', '=', mobile)
      .execute()
  ).filter((p) => p.reason === 'checkIn');

describe('member link', () => {
  it('a member’s check-in shows in their trips and earns 50 points, once per segment', async () => {
    const who = await bookOne(t);
    const memberToken = await memberLogin(who.mobile);
    const token = await tokenFor(t, who.passengerId);
    const map = (
      await call<SeatMap>(t, 'GET', '/byairport-cms/checkin/seatMap', {
        token,
        query: { segmentId: who.segmentId },
      })
    ).data;
    const seats = map.rows.flatMap((r) => r.seats).filter((s) => s?.state === 'optional');
    const confirm = (seat: string) =>
      call(t, 'POST', '/byairport-cms/checkin/confirm', {
        token,
        body: { segmentId: who.segmentId, seat, acceptAgreement: true, acceptDangerousGoods: true },
      });
    expect((await confirm(seats[0]!.seat)).code).toBe(200);

    const trips = await memberCall(
      'GET',
      '/byairport-cms/user/queryUserTrip',
      undefined,
      memberToken,
    );
    expect(trips.data.list).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          flightNo: who.flight.flightNo,
          flightDate: who.flight.flightDate,
        }),
      ]),
    );
    expect(await pointsOf(who.mobile)).toEqual([{ points: 50, reason: 'checkIn' }]);

    // Cancelling and checking in again earns nothing more.
    expect(
      (
        await call(t, 'POST', '/byairport-cms/checkin/cancel', {
          token,
          body: { segmentId: who.segmentId },
        })
      ).code,
    ).toBe(200);
    expect((await confirm(seats[1]!.seat)).code).toBe(200);
    expect(await pointsOf(who.mobile)).toHaveLength(1);
  });

  it('a passenger who is not a member checks in without points', async () => {
    const who = await bookOne(t);
    const token = await tokenFor(t, who.passengerId);
    const map = (
      await call<SeatMap>(t, 'GET', '/byairport-cms/checkin/seatMap', {
        token,
        query: { segmentId: who.segmentId },
      })
    ).data;
    const seat = map.rows.flatMap((r) => r.seats).find((s) => s?.state === 'optional')!.seat;
    const answer = await call(t, 'POST', '/byairport-cms/checkin/confirm', {
      token,
      body: { segmentId: who.segmentId, seat, acceptAgreement: true, acceptDangerousGoods: true },
    });
    expect(answer.code).toBe(200);
    expect(await pointsOf(who.mobile)).toEqual([]);
  });
});
