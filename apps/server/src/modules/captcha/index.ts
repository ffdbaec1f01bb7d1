/**
 * The captcha module: the picture call as a plugin, and the captcha service factory that app.ts
 * builds once for every call that asks for a picture code (SMS login, check-in).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CaptchaService } from './captcha-service';
import { captchaRoutes } from './routes';

export { createCaptchaService, type CaptchaService, CAPTCHA_TTL_MS } from './captcha-service';

export interface CaptchaDeps {
  /** The shared captcha service (createCaptchaService, built in app.ts). */
  captcha: CaptchaService;
}

export const captchaModule: FastifyPluginAsyncZod<CaptchaDeps> = async (app, deps) => {
  await app.register(captchaRoutes, deps);
};
