import { answers, ResultCode } from '@can/contracts';
import {
  confirmEmailBody,
  followFlightsAnswer,
  followFlightsBody,
  followedFlightKey,
  loginAnswer,
  loginBody,
  memberEmailAnswer,
  memberFeedbackPage,
  memberPageQuery,
  memberPaths,
  memberProfile,
  memberTripPage,
  pointListBody,
  pointPage,
  setEmailBody,
  updateProfileBody,
  verifyTokenAnswer,
} from '@can/contracts/member';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { ok } from '../../platform/envelope';
import { AppError } from '../../platform/errors';
import { message } from '../../platform/messages';
import { tokenOf } from './member-hooks';
import type { MemberEmail } from './member-email';
import type { MemberSessions } from './member-sessions';
import type { MemberService } from './service';

/**
 * The member calls of spec section 7 (token in the `authenticated_token` header), plus the
 * profile update and the follow/unfollow calls the member centre and the flight pages use.
 */
export const memberRoutes: FastifyPluginAsyncZod<{
  members: MemberService;
  sessions: MemberSessions;
  emails: MemberEmail;
}> = async (app, { members, sessions, emails }) => {
  /** The member of the request's token; code 401 when it is missing, unknown, revoked or expired. */
  async function memberOf(request: FastifyRequest) {
    const session = await sessions.resolve(tokenOf(request));
    if (!session) throw new AppError(ResultCode.memberSession, 'memberSession');
    return session;
  }

  app.post(
    memberPaths.login,
    { schema: { body: loginBody, response: answers(loginAnswer) } },
    async (request) => ok(request, await members.login({ ...request.body, ip: request.ip })),
  );

  app.get(
    memberPaths.verifyToken,
    { schema: { response: answers(verifyTokenAnswer) } },
    async (request) => {
      const { expiresAt } = await memberOf(request);
      return ok(request, { expiresAt });
    },
  );

  // Logging out always succeeds: an already invalid token is as logged out as it gets.
  app.get(memberPaths.logout, { schema: { response: answers(z.null()) } }, async (request) => {
    await sessions.revoke(tokenOf(request));
    return { code: ResultCode.ok, msg: message(request.locale, 'loggedOut'), data: null };
  });

  app.get(memberPaths.profile, { schema: { response: answers(memberProfile) } }, async (request) =>
    ok(request, await members.profile((await memberOf(request)).memberId)),
  );

  app.post(
    memberPaths.updateProfile,
    { schema: { body: updateProfileBody, response: answers(memberProfile) } },
    async (request) =>
      ok(request, await members.updateProfile((await memberOf(request)).memberId, request.body)),
  );

  app.get(
    memberPaths.trips,
    { schema: { querystring: memberPageQuery, response: answers(memberTripPage) } },
    async (request) => {
      const { memberId } = await memberOf(request);
      const { pageNum, pageSize } = request.query;
      return ok(request, await members.trips(memberId, pageNum, pageSize, request.locale));
    },
  );

  app.post(
    memberPaths.followFlights,
    { schema: { body: followFlightsBody, response: answers(followFlightsAnswer) } },
    async (request) =>
      ok(
        request,
        await members.followFlights((await memberOf(request)).memberId, request.body.flights, {
          locale: request.locale,
          log: request.log,
        }),
      ),
  );

  app.post(
    memberPaths.unfollowFlight,
    { schema: { body: followedFlightKey, response: answers(z.null()) } },
    async (request) => {
      await members.unfollowFlight((await memberOf(request)).memberId, request.body, request.log);
      return ok(request, null);
    },
  );

  app.get(
    memberPaths.feedback,
    { schema: { querystring: memberPageQuery, response: answers(memberFeedbackPage) } },
    async (request) => {
      const { memberId } = await memberOf(request);
      return ok(
        request,
        await members.feedback(memberId, request.query.pageNum, request.query.pageSize),
      );
    },
  );

  app.post(
    memberPaths.points,
    { schema: { body: pointListBody, response: answers(pointPage) } },
    async (request) => {
      const { memberId } = await memberOf(request);
      return ok(
        request,
        await members.points(memberId, request.body.pageNum, request.body.pageSize),
      );
    },
  );

  app.post(
    memberPaths.setEmail,
    { schema: { body: setEmailBody, response: answers(memberEmailAnswer) } },
    async (request) => {
      const { memberId } = await memberOf(request);
      const data = await emails.set({
        memberId,
        email: request.body.email,
        ip: request.ip,
        locale: request.locale,
      });
      const msg = data.emailPending
        ? message(request.locale, 'memberEmailSent', { email: data.emailPending })
        : message(request.locale, 'memberEmailConfirmed');
      return { code: ResultCode.ok, msg, data };
    },
  );

  app.post(
    memberPaths.confirmEmail,
    { schema: { body: confirmEmailBody, response: answers(memberEmailAnswer) } },
    async (request) => {
      const data = await emails.confirm(request.body.token);
      return { code: ResultCode.ok, msg: message(request.locale, 'memberEmailConfirmed'), data };
    },
  );

  app.post(
    memberPaths.removeEmail,
    { schema: { response: answers(memberEmailAnswer) } },
    async (request) => {
      const data = await emails.remove((await memberOf(request)).memberId);
      return { code: ResultCode.ok, msg: message(request.locale, 'memberEmailRemoved'), data };
    },
  );
};
