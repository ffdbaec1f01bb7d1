import { LOCALE_HEADER, parseLocale, type Locale } from '@can/contracts';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyRequest {
    /** The interface language of this request, from the `locale` header (default zh-CN). */
    locale: Locale;
  }
}

/** Reads the request's language and echoes the request id, for support calls and logs. */
export const requestContext = fp(
  async (app) => {
    app.decorateRequest('locale', 'zh-CN');
    app.addHook('onRequest', async (request, reply) => {
      const header = request.headers[LOCALE_HEADER];
      request.locale = parseLocale(Array.isArray(header) ? header[0] : header);
      reply.header('x-request-id', request.id);
    });
  },
  { name: 'request-context' },
);
