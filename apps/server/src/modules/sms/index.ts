/**
 * The SMS module: the login-code call as a plugin, and what it lends: the gateways and the code
 * service, which app.ts builds once for the member login and check-in.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { smsRoutes } from './routes';
import type { SmsCodeService } from './sms-codes';

export type { SmsGateway, SmsMessage } from './sms-gateway';
export { smsGatewayFor } from './gateway-for';
export { createSmsCodeService, type SmsCodeService, SMS_RULES } from './sms-codes';
export { mainlandMobile, smsCodeFormat } from './mobile-number';

export interface SmsDeps {
  /** The shared code service (createSmsCodeService, built in app.ts). */
  smsCodes: SmsCodeService;
  /** The captcha module's check: throws unless the answer is right. */
  verifyCaptcha: (uuid: string, answer: string) => Promise<void>;
}

export const smsModule: FastifyPluginAsyncZod<SmsDeps> = async (app, deps) => {
  await app.register(smsRoutes, deps);
};
