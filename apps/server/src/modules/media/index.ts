import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { MediaStorage } from '../../platform/media-storage';
import { mediaRoutes } from './routes';

export interface MediaDeps {
  /** Editors' uploads; without it only the drawn catalogue is served. */
  storage?: MediaStorage;
}

/** Pictures under /media/: the drawn catalogue and editors' uploads. */
export const mediaModule: FastifyPluginAsyncZod<MediaDeps> = async (app, { storage }) => {
  await app.register(mediaRoutes, { storage });
};
