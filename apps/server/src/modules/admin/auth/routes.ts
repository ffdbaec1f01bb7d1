import { answers, ResultCode } from '@can/contracts';
import {
  STAFF_COOKIE,
  adminPaths,
  changePasswordBody,
  staffLoginBody,
  staffMe,
} from '@can/contracts/admin-auth';
import type { FastifyReply, FastifyRequest } from 'fastify';
import * as z from 'zod/mini';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../platform/envelope';
import { AppError, BusinessRuleError } from '../../../platform/errors';
import { message } from '../../../platform/messages';
import type { AdminDeps } from '../deps';
import { hashPassword, verifyPassword } from './password';
import { sessionIdOf } from './staff-guard';
import { createStaffLogin } from './staff-login';
import { SESSION_MAX_MS, type StaffSessions } from './staff-sessions';
import { staffOf } from './staff-of';

const COOKIE_PATH = '/byairport-cms/admin';

function setSessionCookie(request: FastifyRequest, reply: FastifyReply, id: string) {
  reply.setCookie(STAFF_COOKIE, id, {
    path: COOKIE_PATH,
    httpOnly: true,
    sameSite: 'strict',
    secure: request.protocol === 'https',
    maxAge: SESSION_MAX_MS / 1000,
  });
}

/** Staff sign-in, sign-out, the current staff member and changing one's own password. */
export const staffAuthRoutes: FastifyPluginAsyncZod<
  AdminDeps & { sessions: StaffSessions }
> = async (app, deps) => {
  const { db, sessions, audit } = deps;
  const signIn = createStaffLogin(deps);

  app.post(
    adminPaths.login,
    { config: { roles: 'public' }, schema: { body: staffLoginBody, response: answers(staffMe) } },
    async (request, reply) => {
      const staff = await signIn(request.body.username, request.body.password, request.ip);
      const session = await sessions.issue(staff.id);
      setSessionCookie(request, reply, session.id);
      request.staff = staff;
      return ok(request, staffMe.parse({ staff, expiresAt: session.expiresAt }));
    },
  );

  // Signing out always succeeds and always clears the cookie.
  app.post(
    adminPaths.logout,
    { config: { roles: 'public' }, schema: { response: answers(z.null()) } },
    async (request, reply) => {
      await sessions.revoke(sessionIdOf(request));
      reply.clearCookie(STAFF_COOKIE, { path: COOKIE_PATH });
      return { code: ResultCode.ok, msg: message(request.locale, 'staffSignedOut'), data: null };
    },
  );

  app.get(
    adminPaths.me,
    { config: { roles: 'anyStaff' }, schema: { response: answers(staffMe) } },
    async (request) => {
      const resolved = await sessions.resolve(sessionIdOf(request));
      if (!resolved) throw new AppError(ResultCode.memberSession, 'staffSession');
      return ok(request, resolved);
    },
  );

  app.post(
    adminPaths.changePassword,
    {
      config: { roles: 'anyStaff' },
      schema: { body: changePasswordBody, response: answers(z.null()) },
    },
    async (request, reply) => {
      const staff = staffOf(request);
      const row = await db
        .selectFrom('staff')
        .select('password_hash')
        .where('id', '=', staff.id)
        .executeTakeFirstOrThrow();
      if (!(await verifyPassword(request.body.currentPassword, row.password_hash)))
        throw new BusinessRuleError('staffPasswordWrong');
      const hash = await hashPassword(request.body.newPassword);
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('staff')
          .set({ password_hash: hash, updated_at: deps.clock.now().toISOString() })
          .where('id', '=', staff.id)
          .execute();
        await sessions.revokeAll(trx, staff.id);
        await audit.record(trx, request, {
          action: 'staff.password',
          target: `staff:${staff.id}`,
        });
      });
      const session = await sessions.issue(staff.id);
      // Every other session of the account ends; this one continues with a new id.
      setSessionCookie(request, reply, session.id);
      return ok(request, null);
    },
  );
};
