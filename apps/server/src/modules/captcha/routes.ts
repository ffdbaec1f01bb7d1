import { answers } from '@can/contracts';
import { captchaAnswer } from '@can/contracts/member';
import { captchaPaths } from '@can/contracts/captcha-paths';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../platform/envelope';
import { enforceLimits } from '../../platform/rate-limit';
import type { Store } from '../../platform/store';
import type { CaptchaService } from './captcha-service';

/** GET captcha/create: a new picture; at most 60 a minute from one address. */
export const captchaRoutes: FastifyPluginAsyncZod<{
  captcha: CaptchaService;
  store: Store;
}> = async (app, { captcha, store }) => {
  app.get(
    captchaPaths.create,
    { schema: { response: answers(captchaAnswer) } },
    async (request, reply) => {
      await enforceLimits(store, [{ key: `captcha:ip:${request.ip}`, max: 60, windowMs: 60_000 }]);
      reply.header('cache-control', 'no-store');
      return ok(request, await captcha.create());
    },
  );
};
