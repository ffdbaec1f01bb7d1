import type { FastifyPluginAsync } from 'fastify';
import { pictureSvg } from './catalogue';

/** Pictures under the image base URL (/media/). */
export const mediaRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { '*': string } }>('/media/*', async (request, reply) => {
    const path = request.params['*'];
    const svg = /^[A-Za-z0-9/_-]+\.svg$/.test(path) ? await pictureSvg(path) : undefined;
    if (!svg) return reply.status(404).type('text/plain; charset=utf-8').send('Not Found');
    return reply
      .header('cache-control', 'public, max-age=86400')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      .type('image/svg+xml')
      .send(svg);
  });
};
