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
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../platform/envelope';
import { BusinessRuleError } from '../../../platform/errors';
import { staffOf } from '../auth';
import type { AdminDeps } from '../deps';
import { createArticleAdmin, type RecordAudit } from './article-admin';
import { folderExists } from './article-repo';
import { createPreviews } from './preview';
import { EDITORIAL, folderOfKind } from './scopes';

/**
 * Headlines, airport and company notices, the announcement and folder pages: list, create, edit,
 * publish and unpublish, per language, and previews in the public layout. Editors (and admins).
 * The public calls read the table directly, so a change shows on the next read.
 */
export const articleRoutes: FastifyPluginAsyncZod<AdminDeps> = async (app, deps) => {
  const admin = createArticleAdmin(deps);
  const previews = createPreviews(deps);
  const editors = { roles: ['editor'] } as const;
  const audited =
    (request: FastifyRequest): RecordAudit =>
    (trx, entry) =>
      deps.audit.record(trx, request, entry);

  /** The folder an article lives in: its kind's, or for a page an existing folder. */
  async function folderFor(kind: string, urlKey: string | undefined): Promise<string> {
    if (kind !== 'page') return folderOfKind(kind as Parameters<typeof folderOfKind>[0]);
    const key = urlKey ?? '';
    if (!key || !(await folderExists(deps.db, key)))
      throw new BusinessRuleError('contentFolderUnknown', { urlKey: key });
    return key;
  }

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
      const folder = await folderFor(kind, urlKey);
      return ok(
        request,
        await admin.create(EDITORIAL, { kind, urlKey: folder, texts }, audited(request)),
      );
    },
  );
  app.post(
    paths.articleUpdate,
    { config: editors, schema: { body: articleUpdateBody, response: answers(adminArticle) } },
    async (request) => ok(request, await admin.update(EDITORIAL, request.body, audited(request))),
  );
  app.post(
    paths.articlePublish,
    { config: editors, schema: { body: contentIdBody, response: answers(adminArticle) } },
    async (request) =>
      ok(request, await admin.publish(EDITORIAL, request.body.id, audited(request))),
  );
  app.post(
    paths.articleUnpublish,
    { config: editors, schema: { body: contentIdBody, response: answers(adminArticle) } },
    async (request) =>
      ok(request, await admin.unpublish(EDITORIAL, request.body.id, audited(request))),
  );

  app.post(
    paths.previewCreate,
    { config: editors, schema: { body: previewCreateBody, response: answers(previewTicket) } },
    async (request) => {
      const { kind, urlKey, ...texts } = request.body;
      const folder = kind === 'notification' ? 'notification' : await folderFor(kind, urlKey);
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
