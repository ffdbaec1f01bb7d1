/** The faq module: categories, questions and their ranked search as a plugin. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/database';
import { faqRoutes } from './routes';
import { createFaqService } from './service';

export interface FaqDeps {
  db: Db;
}

export const faqModule: FastifyPluginAsyncZod<FaqDeps> = async (app, deps) => {
  await app.register(faqRoutes, { faq: createFaqService(deps.db) });
};
