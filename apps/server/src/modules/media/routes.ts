import { fileAnswers } from '@can/contracts';
import type { FastifyPluginAsync } from 'fastify';
import * as z from 'zod/mini';
import { pictureSvg } from './catalogue';
import type { MediaStorage } from '../../platform/media-storage';

/** Pictures under the image base URL (/media/): the drawn catalogue and editors' uploads. */
export const mediaRoutes: FastifyPluginAsync<{ storage?: MediaStorage }> = async (
  app,
  { storage },
) => {
  const response = {
    ...fileAnswers('image/*', 'The picture (SVG, PNG, JPEG or WebP).'),
    404: { content: { 'text/plain': { schema: z.literal('Not Found') } } },
  };
  app.get<{ Params: { '*': string } }>(
    '/media/*',
    { schema: { response } },
    async (request, reply) => {
      const path = request.params['*'];
      const upload = path.startsWith('uploads/') ? await storage?.get(path) : undefined;
      if (upload)
        // Named by their content's hash, so an upload never changes under its name.
        return reply
          .header('cache-control', 'public, max-age=31536000, immutable')
          .header('x-content-type-options', 'nosniff')
          .type(upload.contentType)
          .send(upload.data);
      const svg = /^[A-Za-z0-9/_-]+\.svg$/.test(path) ? await pictureSvg(path) : undefined;
      if (!svg) return reply.status(404).type('text/plain; charset=utf-8').send('Not Found');
      return reply
        .header('cache-control', 'public, max-age=86400')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
        .type('image/svg+xml')
        .send(svg);
    },
  );
};
