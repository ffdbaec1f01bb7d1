import { answers } from '@can/contracts';
import { captchaAnswer } from '@can/contracts/member';
import { captchaPaths } from '@can/contracts/captcha-paths';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../platform/envelope';
import type { CaptchaService } from './captcha-service';

/** GET captcha/create: a new picture; at most 60 a minute from one address. */
export const captchaRoutes: FastifyPluginAsyncZod<{ captcha: CaptchaService }> = async (
  app,
  { captcha },
) => {
  app.get(
    captchaPaths.create,
    { schema: { response: answers(captchaAnswer) } },
    async (request, reply) => {
      const picture = await captcha.create(request.ip);
      reply.header('cache-control', 'no-store');
      return ok(request, picture);
    },
  );
};
