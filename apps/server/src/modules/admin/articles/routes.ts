import {
  adminArticle,
  adminArticleListQuery,
  adminArticlePage,
  adminContentPaths as paths,
  articleCreateBody,
  articleUpdateBody,
  contentIdBody,
  contentIdQuery,
  previewArticle,
  previewCreateBody,
  previewQuery,
  previewTicket,
} from '@can/contracts/admin-content';
import { answers } from '@can/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../platform/envelope';
import { actorOf } from '../audit';
import { staffOf } from '../auth';
import type { ArticleAdmin } from './article-admin';
import type { Previews } from './preview';
import { EDITORIAL } from './scopes';

/**
 * Headlines, airport and company notices, the announcement and folder pages: list, create, edit,
 * publish and unpublish, per language, and previews in the public layout. Editors (and admins).
 * The public calls read the table directly, so a change shows on the next read.
 */
export const articleRoutes: FastifyPluginAsyncZod<{
  admin: ArticleAdmin;
  previews: Previews;
}> = async (app, { admin, previews }) => {
  const editors = { roles: ['editor'] } as const;

  app.get(
    paths.articleList,
    {
      config: editors,
      schema: { querystring: adminArticleListQuery, response: answers(adminArticlePage) },
    },
    async (request) =>
      ok(
        request,
        adminArticlePage.parse(await admin.list(EDITORIAL, request.query, request.locale)),
      ),
  );
  app.get(
    paths.articleGet,
    { config: editors, schema: { querystring: contentIdQuery, response: answers(adminArticle) } },
    async (request) =>
      ok(request, adminArticle.parse(await admin.get(EDITORIAL, request.query.id))),
  );
  app.post(
    paths.articleCreate,
    { config: editors, schema: { body: articleCreateBody, response: answers(adminArticle) } },
    async (request) => {
      const { kind, urlKey, texts } = request.body;
      const folder = await admin.folderFor(kind, urlKey);
      return ok(
        request,
        await admin.create(EDITORIAL, { kind, urlKey: folder, texts }, actorOf(request)),
      );
    },
  );
  app.post(
    paths.articleUpdate,
    { config: editors, schema: { body: articleUpdateBody, response: answers(adminArticle) } },
    async (request) => ok(request, await admin.update(EDITORIAL, request.body, actorOf(request))),
  );
  app.post(
    paths.articlePublish,
    { config: editors, schema: { body: contentIdBody, response: answers(adminArticle) } },
    async (request) =>
      ok(request, await admin.publish(EDITORIAL, request.body.id, actorOf(request))),
  );
  app.post(
    paths.articleUnpublish,
    { config: editors, schema: { body: contentIdBody, response: answers(adminArticle) } },
    async (request) =>
      ok(request, await admin.unpublish(EDITORIAL, request.body.id, actorOf(request))),
  );

  app.post(
    paths.previewCreate,
    { config: editors, schema: { body: previewCreateBody, response: answers(previewTicket) } },
    async (request) => {
      const { kind, urlKey, ...texts } = request.body;
      const folder = kind === 'notification' ? 'notification' : await admin.folderFor(kind, urlKey);
      const ticket = await previews.create({
        kind,
        urlKey: folder,
        staffId: staffOf(request).id,
        ...texts,
      });
      return ok(request, previewTicket.parse(ticket));
    },
  );
  app.get(
    paths.preview,
    { config: editors, schema: { querystring: previewQuery, response: answers(previewArticle) } },
    async (request) => {
      const view = await previews.view(request.query.token);
      request.log.debug({ kind: view.kind }, 'preview shown');
      return ok(request, previewArticle.parse(view));
    },
  );
};
