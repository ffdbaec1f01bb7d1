import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../../db/database';
import type { AuditActor, AuditLog } from './audit-log';
import { auditRoutes } from './routes';

/** What the audit log lends the other areas: every change is recorded through it. */
export { createAuditLog, redactSecrets } from './audit-log';
export type { AuditActor, AuditLog, AuditRecord } from './audit-log';

/** Who is making an admin call, as the audit log records it (read by route handlers). */
export const actorOf = (request: FastifyRequest): AuditActor => ({
  staff: request.staff,
  requestId: String(request.id),
});

export interface AuditAdminDeps {
  db: Db;
  audit: AuditLog;
}

/** The audit log's page in the back office. */
export const auditAdmin: FastifyPluginAsyncZod<AuditAdminDeps> = async (app, deps) => {
  await app.register(auditRoutes, deps);
};
