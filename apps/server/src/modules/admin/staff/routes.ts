import { answers } from '@can/contracts';
import {
  adminPaths,
  staffAccount,
  staffCreateBody,
  staffList,
  staffUpdateBody,
} from '@can/contracts/admin-auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../platform/envelope';
import { actorOf } from '../audit';
import { staffOf } from '../auth';
import type { StaffService } from './staff-service';

/** Staff accounts and roles: admins only. */
export const staffRoutes: FastifyPluginAsyncZod<{ staff: StaffService }> = async (
  app,
  { staff },
) => {
  const adminOnly = { roles: [] } as const;

  app.get(
    adminPaths.staffList,
    { config: adminOnly, schema: { response: answers(staffList) } },
    async (request) => ok(request, staffList.parse({ list: await staff.list() })),
  );
  app.post(
    adminPaths.staffCreate,
    { config: adminOnly, schema: { body: staffCreateBody, response: answers(staffAccount) } },
    async (request) => ok(request, await staff.create(actorOf(request), request.body)),
  );
  app.post(
    adminPaths.staffUpdate,
    { config: adminOnly, schema: { body: staffUpdateBody, response: answers(staffAccount) } },
    async (request) =>
      ok(request, await staff.update(staffOf(request), actorOf(request), request.body)),
  );
};
