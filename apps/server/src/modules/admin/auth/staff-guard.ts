import { ResultCode } from '@can/contracts';
import { STAFF_COOKIE, type StaffIdentity } from '@can/contracts/admin-auth';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, ForbiddenError } from '../../../platform/errors';
import type { AdminCall, AllowedRoles } from '../deps';
import type { StaffSessions } from './staff-sessions';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call an admin route (see AllowedRoles); required on every admin route. */
    roles?: AllowedRoles;
  }
  interface FastifyRequest {
    /** The signed-in staff member on admin calls; null elsewhere and on public admin calls. */
    staff: StaffIdentity | null;
  }
}

/** The signed-in staff member of a guarded admin call (the guard has checked it). */
export function staffOf(request: FastifyRequest): StaffIdentity {
  if (!request.staff) throw new AppError(ResultCode.memberSession, 'staffSession');
  return request.staff;
}

export const sessionIdOf = (request: FastifyRequest): string | undefined =>
  request.cookies?.[STAFF_COOKIE];

export function mayCall(roles: AllowedRoles | undefined, staff: StaffIdentity): boolean {
  if (roles === undefined || roles === 'public') return false;
  if (staff.role === 'admin' || roles === 'anyStaff') return true;
  return (roles as readonly string[]).includes(staff.role);
}

/**
 * Every route registered in `scope` after this is guarded: without a valid staff session the
 * call is answered with code 401, with the wrong role 403, before the body is even validated.
 * Routes are recorded in `calls` for the role matrix test.
 */
export function guardStaffRoutes(
  scope: FastifyInstance,
  sessions: StaffSessions,
  calls: AdminCall[],
): void {
  scope.decorateRequest('staff', null);
  scope.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD') continue;
      calls.push({ method, url: route.url, roles: route.config?.roles });
    }
  });
  scope.addHook('onRequest', async (request) => {
    const roles = request.routeOptions.config.roles;
    if (roles === 'public') return;
    const session = await sessions.resolve(sessionIdOf(request));
    if (!session) throw new AppError(ResultCode.memberSession, 'staffSession');
    request.staff = session.staff;
    if (!mayCall(roles, session.staff)) throw new ForbiddenError('forbidden');
  });
}
