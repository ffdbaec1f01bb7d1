import { answers } from '@can/contracts';
import {
  adminServicePaths,
  feedbackDetail,
  feedbackDetailQuery,
  feedbackIdBody,
  feedbackListQuery,
  feedbackPage,
  feedbackReplyBody,
} from '@can/contracts/admin-service';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../platform/envelope';
import { actorOf } from '../audit';
import { staffOf } from '../auth';
import type { FeedbackService } from './service';

/** The feedback inbox: the service desk (and admins). */
export const feedbackRoutes: FastifyPluginAsyncZod<{ feedback: FeedbackService }> = async (
  app,
  { feedback },
) => {
  const service = { roles: ['service'] } as const;

  app.get(
    adminServicePaths.feedbackList,
    {
      config: service,
      schema: { querystring: feedbackListQuery, response: answers(feedbackPage) },
    },
    async (request) => ok(request, await feedback.list(request.query)),
  );
  app.get(
    adminServicePaths.feedbackDetail,
    {
      config: service,
      schema: { querystring: feedbackDetailQuery, response: answers(feedbackDetail) },
    },
    async (request) => ok(request, await feedback.detail(request.query.id)),
  );
  app.post(
    adminServicePaths.feedbackReply,
    { config: service, schema: { body: feedbackReplyBody, response: answers(feedbackDetail) } },
    async (request) =>
      ok(
        request,
        await feedback.reply(
          staffOf(request),
          actorOf(request),
          request.body.id,
          request.body.reply,
          request.log,
        ),
      ),
  );
  app.post(
    adminServicePaths.feedbackClose,
    { config: service, schema: { body: feedbackIdBody, response: answers(feedbackDetail) } },
    async (request) =>
      ok(request, await feedback.close(staffOf(request), actorOf(request), request.body.id)),
  );
  app.post(
    adminServicePaths.feedbackReopen,
    { config: service, schema: { body: feedbackIdBody, response: answers(feedbackDetail) } },
    async (request) => {
      staffOf(request); // a signed-in staff member only, like the other changes
      return ok(request, await feedback.reopen(actorOf(request), request.body.id));
    },
  );
};
