import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../../db/database';
import type { Clock } from '../../../platform/clock';
import type { AuditLog } from '../audit';
import type { StaffSessions } from '../auth';
import { staffRoutes } from './routes';
import { createStaffService } from './staff-service';

export interface StaffAdminDeps {
  db: Db;
  clock: Clock;
  audit: AuditLog;
  /** An account's sessions end when its password changes or it is disabled. */
  sessions: StaffSessions;
}

/** Staff accounts and their roles (admins only). */
export const staffAdmin: FastifyPluginAsyncZod<StaffAdminDeps> = async (app, deps) => {
  await app.register(staffRoutes, { staff: createStaffService(deps) });
};
