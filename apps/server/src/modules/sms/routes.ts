import { sendSmsAnswer, sendSmsBody } from '@can/contracts/member';
import { smsPaths } from '@can/contracts/sms-paths';
import { answers, ResultCode } from '@can/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { message } from '../../platform/messages';
import { mainlandMobile } from './mobile-number';
import type { SmsCodeService } from './sms-codes';

/**
 * POST sms/sendSms {mobile, captchaCode, captchaUuid}: the member login code. The number is
 * checked first (so a typo does not use up the picture), then the picture code, then the limits.
 */
export const smsRoutes: FastifyPluginAsyncZod<{
  /** The captcha module's check, passed in by app.ts: throws unless the answer is right. */
  verifyCaptcha: (uuid: string, answer: string) => Promise<void>;
  smsCodes: SmsCodeService;
}> = async (app, { verifyCaptcha, smsCodes }) => {
  app.post(
    smsPaths.send,
    { schema: { body: sendSmsBody, response: answers(sendSmsAnswer) } },
    async (request) => {
      const mobile = mainlandMobile(request.body.mobile);
      await verifyCaptcha(request.body.captchaUuid, request.body.captchaCode);
      const data = await smsCodes.send({
        purpose: 'login',
        mobile,
        ip: request.ip,
        locale: request.locale,
        textKey: 'smsLoginText',
      });
      return { code: ResultCode.ok, msg: message(request.locale, 'smsSent'), data };
    },
  );
};
