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
import { AppError } from '../../../platform/errors';
import { message } from '../../../platform/messages';
import { actorOf } from '../audit';
import type { PasswordChange } from './own-password';
import { sessionIdOf, staffOf } from './staff-guard';
import type { StaffSignIn } from './staff-login';
import { SESSION_MAX_MS, type StaffSessions } from './staff-sessions';

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
export const staffAuthRoutes: FastifyPluginAsyncZod<{
  sessions: StaffSessions;
  signIn: StaffSignIn;
  changePassword: PasswordChange;
}> = async (app, { sessions, signIn, changePassword }) => {
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
      await changePassword(actorOf(request), staff.id, request.body);
      const session = await sessions.issue(staff.id);
      // Every other session of the account ends; this one continues with a new id.
      setSessionCookie(request, reply, session.id);
      return ok(request, null);
    },
  );
};
