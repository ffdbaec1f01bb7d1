import { signedCall } from '../../../test/signed-call';
import type { TestApp } from '../../../test/test-app';
import { checkinSchedule } from '../../seed/checkin/schedule';
import { bookPassenger, createBookings, freshFlight, type BookingOptions } from './bookings';
import { idCardNumber } from './id-card';
import type { NewPassenger } from './people';
import { createCheckinSessions } from './sessions';

/** Test helpers for check-in: signed calls with the checkin token, bookings, a whole auth. */

export const TEST_CAPTCHA = 'Zx7Q';

export interface CallOptions {
  query?: Record<string, unknown>;
  body?: unknown;
  token?: string;
  locale?: string;
}

export interface Answer<T = unknown> {
  code: number;
  msg: string;
  data: T;
}

export async function call<T = unknown>(
  t: TestApp,
  method: 'GET' | 'POST',
  path: string,
  options: CallOptions = {},
): Promise<Answer<T>> {
  const { token, ...rest } = options;
  const response = await signedCall(t, method, path, {
    ...rest,
    headers: { checkin_token: token },
  });
  return response.json() as Answer<T>;
}

/** The raw response (the boarding pass image is not JSON). */
export function rawGet(t: TestApp, path: string, query: Record<string, unknown>, token: string) {
  return signedCall(t, 'GET', path, { query, headers: { checkin_token: token } });
}

export function scheduleOf(t: TestApp) {
  return checkinSchedule(t.deps.database.db);
}

/** N ordinary adults on one flight in the window at the test clock's time. */
export function book(t: TestApp, count: number, flightNo?: string) {
  return createBookings(t.deps.database.db, scheduleOf(t), t.clock.now(), count, flightNo);
}

let order = 100;
/** One passenger with the given booking details (and birth date), on a fresh flight. */
export async function bookOne(
  t: TestApp,
  birthDate = '1988-08-08',
  options: BookingOptions = {},
  flightNo?: string,
) {
  const flight = await freshFlight(scheduleOf(t), t.clock.now().getTime(), flightNo);
  order += 1;
  const person: NewPassenger = {
    name: '测试旅客',
    nameLatin: 'CESHI/LVKE',
    certType: 'NI',
    certNo: idCardNumber('440106', birthDate, order),
    mobile: `139${String(10_000_000 + order).slice(-8)}`,
    birthDate,
  };
  const ids = await bookPassenger(t.deps.database.db, person, flight, t.clock.now(), options);
  return { ...person, ...ids, flight };
}

/** A token without the SMS steps (for many passengers at once). */
export async function tokenFor(t: TestApp, passengerId: number): Promise<string> {
  const sessions = createCheckinSessions(t.deps.database.db, t.clock);
  return (await sessions.open(passengerId)).token;
}

export async function outboxCode(t: TestApp, mobile: string): Promise<string> {
  const row = await t.deps.database.db
    .selectFrom('sms_outbox')
    .select(['content'])
    .where('mobile', '=', mobile)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  return /\d{6}/.exec(row.content)![0];
}

export async function sendCode(t: TestApp, mobile: string, locale?: string) {
  const captcha = await call<{ uuid: string }>(t, 'GET', '/byairport-cms/captcha/create');
  return call(t, 'POST', '/byairport-cms/checkin/sendSms', {
    body: { mobile, captchaCode: TEST_CAPTCHA, captchaUuid: captcha.data.uuid },
    locale,
  });
}

/** The whole authentication through the calls: picture code, SMS code, auth. */
export async function authAs(
  t: TestApp,
  who: { name: string; certType: string; certNo: string; mobile: string },
): Promise<string> {
  const sent = await sendCode(t, who.mobile);
  if (sent.code !== 200) throw new Error(`sendSms: ${sent.code} ${sent.msg}`);
  const answer = await call<{ checkinToken: string }>(t, 'POST', '/byairport-cms/checkin/auth', {
    body: { ...who, code: await outboxCode(t, who.mobile.replace(/[\s-]/g, '')) },
  });
  if (answer.code !== 200) throw new Error(`auth: ${answer.code} ${answer.msg}`);
  return answer.data.checkinToken;
}
