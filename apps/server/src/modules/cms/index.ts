/** The cms module: menus, folders, banners, articles and the footer as a plugin. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/database';
import { cmsRoutes } from './routes';
import { createCmsService } from './service';

export interface CmsDeps {
  db: Db;
}

export const cmsModule: FastifyPluginAsyncZod<CmsDeps> = async (app, deps) => {
  await app.register(cmsRoutes, { cms: createCmsService(deps.db) });
};
