import type { SendSmsAnswer, SendSmsBody } from '@can/contracts/member';
import { smsPaths } from '@can/contracts/paths';
import { post } from '../../../lib/api-client';

/** POST /byairport-cms/sms/sendSms: the login code; silent, the form shows the refusal. */
export async function sendSms(body: SendSmsBody): Promise<{ msg: string; data: SendSmsAnswer }> {
  const { msg, data } = await post(smsPaths.send, body, {
    isToken: false,
    schema: () => import('@can/contracts/member').then((m) => m.sendSmsAnswer),
    silent: true,
  });
  return { msg, data };
}
