import { captchaAnswer } from '@can/contracts/member';
import { signedCall } from '../../../test/signed-call';
import type { TestApp } from '../../../test/test-app';

/** Test helpers for the member area: signed calls with a token, the outbox, a whole login. */

export const TEST_CAPTCHA = 'Zx7Q';

export interface CallOptions {
  query?: Record<string, unknown>;
  body?: unknown;
  token?: string;
  locale?: string;
}

export async function call(
  t: TestApp,
  method: 'GET' | 'POST',
  path: string,
  options: CallOptions = {},
) {
  const { token, ...rest } = options;
  const response = await signedCall(t, method, path, {
    ...rest,
    headers: { authenticated_token: token },
  });
  return response.json() as { code: number; msg: string; data: unknown };
}

export async function newCaptcha(t: TestApp) {
  const body = await call(t, 'GET', '/byairport-cms/captcha/create');
  return captchaAnswer.parse(body.data);
}

export function sendSms(t: TestApp, mobile: string, captchaCode = TEST_CAPTCHA, locale?: string) {
  return newCaptcha(t).then(({ uuid }) =>
    call(t, 'POST', '/byairport-cms/sms/sendSms', {
      body: { mobile, captchaCode, captchaUuid: uuid },
      locale,
    }),
  );
}

/** The code of the newest outbox message to `mobile`. */
export async function outboxCode(t: TestApp, mobile: string): Promise<string> {
  const row = await t.deps.database.db
    .selectFrom('sms_outbox')
    .select(['content'])
    .where('mobile', '=', mobile)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  return /\d{6}/.exec(row.content)![0];
}

export async function loginAs(t: TestApp, mobile: string): Promise<string> {
  const sent = await sendSms(t, mobile);
  if (sent.code !== 200) throw new Error(`sendSms: ${sent.code} ${sent.msg}`);
  const body = await call(t, 'POST', '/byairport-cms/user/login', {
    body: { mobile, code: await outboxCode(t, mobile) },
  });
  if (body.code !== 200) throw new Error(`login: ${body.code} ${body.msg}`);
  return (body.data as { tokenMap: { access_token: string } }).tokenMap.access_token;
}
