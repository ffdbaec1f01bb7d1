import { LOCALE_HEADER, parseLocale, type Locale } from '@can/contracts';
import fp from 'fastify-plugin';
import { loggedUrl } from './logged-url';

declare module 'fastify' {
  interface FastifyRequest {
    /** The interface language of this request, from the `locale` header (default zh-CN). */
    locale: Locale;
  }
}

/**
 * Reads the request's language, echoes the request id, and writes one access-log line per
 * request (secret query values hidden).
 */
export const requestContext = fp(
  async (app) => {
    app.decorateRequest('locale', 'zh-CN');
    app.addHook('onRequest', async (request, reply) => {
      const header = request.headers[LOCALE_HEADER];
      request.locale = parseLocale(Array.isArray(header) ? header[0] : header);
      reply.header('x-request-id', request.id);
      request.log.debug(
        { method: request.method, url: loggedUrl(request.url) },
        'incoming request',
      );
    });
    app.addHook('onResponse', async (request, reply) => {
      request.log.info(
        {
          method: request.method,
          url: loggedUrl(request.url),
          status: reply.statusCode,
          ms: Math.round(reply.elapsedTime * 10) / 10,
        },
        'request',
      );
    });
  },
  { name: 'request-context' },
);
