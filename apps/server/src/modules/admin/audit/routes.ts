import { answers } from '@can/contracts';
import { adminPaths, auditPage, auditQuery } from '@can/contracts/admin-auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../platform/envelope';
import type { Db } from '../../../db/database';
import type { AuditLog } from './audit-log';

/** The audit log, newest first: admins only. */
export const auditRoutes: FastifyPluginAsyncZod<{ db: Db; audit: AuditLog }> = async (
  app,
  { db, audit },
) => {
  app.get(
    adminPaths.auditList,
    { config: { roles: [] }, schema: { querystring: auditQuery, response: answers(auditPage) } },
    async (request) => ok(request, await audit.list(db, request.query)),
  );
};
