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
import type { AdminDeps } from '../deps';
import { createFeedbackService } from './service';

/** The feedback inbox: the service desk (and admins). */
export const feedbackRoutes: FastifyPluginAsyncZod<AdminDeps> = async (app, deps) => {
  const feedback = createFeedbackService(deps);
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
      ok(request, await feedback.reply(request, request.body.id, request.body.reply)),
  );
  app.post(
    adminServicePaths.feedbackClose,
    { config: service, schema: { body: feedbackIdBody, response: answers(feedbackDetail) } },
    async (request) => ok(request, await feedback.close(request, request.body.id)),
  );
  app.post(
    adminServicePaths.feedbackReopen,
    { config: service, schema: { body: feedbackIdBody, response: answers(feedbackDetail) } },
    async (request) => ok(request, await feedback.reopen(request, request.body.id)),
  );
};
