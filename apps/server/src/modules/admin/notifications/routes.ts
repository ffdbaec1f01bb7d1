import {
  adminArticle,
  adminArticlePage,
  adminContentPaths as paths,
  contentIdBody,
  contentIdQuery,
  notificationCreateBody,
  notificationListQuery,
  notificationUpdateBody,
} from '@can/contracts/admin-content';
import { answers } from '@can/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../platform/envelope';
import { NOTIFICATIONS, type ArticleAdmin } from '../articles';
import { actorOf } from '../audit';

/**
 * Notifications (the public list home/queryNotificationsList): list, create, edit, publish and
 * unpublish, per language. Editors (and admins). The public list reads the table directly, so a
 * change shows on the next read; nothing is cached in between.
 */
export const notificationRoutes: FastifyPluginAsyncZod<{ admin: ArticleAdmin }> = async (
  app,
  { admin },
) => {
  const editors = { roles: ['editor'] } as const;

  app.get(
    paths.notificationList,
    {
      config: editors,
      schema: { querystring: notificationListQuery, response: answers(adminArticlePage) },
    },
    async (request) =>
      ok(
        request,
        adminArticlePage.parse(await admin.list(NOTIFICATIONS, request.query, request.locale)),
      ),
  );
  app.get(
    paths.notificationGet,
    { config: editors, schema: { querystring: contentIdQuery, response: answers(adminArticle) } },
    async (request) =>
      ok(request, adminArticle.parse(await admin.get(NOTIFICATIONS, request.query.id))),
  );
  app.post(
    paths.notificationCreate,
    { config: editors, schema: { body: notificationCreateBody, response: answers(adminArticle) } },
    async (request) =>
      ok(
        request,
        await admin.create(
          NOTIFICATIONS,
          { kind: 'notification', urlKey: 'notification', texts: request.body.texts },
          actorOf(request),
        ),
      ),
  );
  app.post(
    paths.notificationUpdate,
    { config: editors, schema: { body: notificationUpdateBody, response: answers(adminArticle) } },
    async (request) =>
      ok(request, await admin.update(NOTIFICATIONS, request.body, actorOf(request))),
  );
  app.post(
    paths.notificationPublish,
    { config: editors, schema: { body: contentIdBody, response: answers(adminArticle) } },
    async (request) =>
      ok(request, await admin.publish(NOTIFICATIONS, request.body.id, actorOf(request))),
  );
  app.post(
    paths.notificationUnpublish,
    { config: editors, schema: { body: contentIdBody, response: answers(adminArticle) } },
    async (request) =>
      ok(request, await admin.unpublish(NOTIFICATIONS, request.body.id, actorOf(request))),
  );
};
