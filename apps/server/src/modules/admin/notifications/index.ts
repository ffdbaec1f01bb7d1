import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../../db/database';
import type { Clock } from '../../../platform/clock';
import { createArticleAdmin } from '../articles';
import type { AuditLog } from '../audit';
import { notificationRoutes } from './routes';

export interface NotificationsAdminDeps {
  db: Db;
  clock: Clock;
  audit: AuditLog;
}

/** Notifications: articles of kind `notification`, edited with the articles' rules (editors). */
export const notificationsAdmin: FastifyPluginAsyncZod<NotificationsAdminDeps> = async (
  app,
  deps,
) => {
  await app.register(notificationRoutes, { admin: createArticleAdmin(deps) });
};
