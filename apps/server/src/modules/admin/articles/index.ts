import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../../db/database';
import type { Clock } from '../../../platform/clock';
import type { Store } from '../../../platform/store';
import type { AuditLog } from '../audit';
import { createArticleAdmin } from './article-admin';
import { createPreviews } from './preview';
import { articleRoutes } from './routes';

/** What the articles area lends the notifications area: the same editing rules, another scope. */
export { createArticleAdmin, type ArticleAdmin } from './article-admin';
export { NOTIFICATIONS } from './scopes';

export interface ArticlesAdminDeps {
  db: Db;
  /** Previews are kept here for a short while. */
  store: Store;
  clock: Clock;
  audit: AuditLog;
}

/** Headlines, notices and folder pages, with previews in the public layout (editors). */
export const articlesAdmin: FastifyPluginAsyncZod<ArticlesAdminDeps> = async (app, deps) => {
  await app.register(articleRoutes, {
    admin: createArticleAdmin(deps),
    previews: createPreviews(deps),
  });
};
