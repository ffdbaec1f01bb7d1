import { faqDetailQuery, faqListQuery, faqPaths, faqSearchQuery } from '@can/contracts/faq';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../platform/envelope';
import type { FaqService } from './service';

/** FAQ calls: categories with counts, a filtered and searchable page, one question, best answers. */
export const faqRoutes: FastifyPluginAsyncZod<{ faq: FaqService }> = async (app, { faq }) => {
  app.get(faqPaths.categories, async (request) =>
    ok(request, await faq.categories(request.locale)),
  );

  app.get(faqPaths.list, { schema: { querystring: faqListQuery } }, async (request) =>
    ok(request, await faq.list(request.query, request.locale)),
  );

  app.get(faqPaths.detail, { schema: { querystring: faqDetailQuery } }, async (request) =>
    ok(request, await faq.detail(request.query.id, request.locale)),
  );

  app.get(faqPaths.search, { schema: { querystring: faqSearchQuery } }, async (request) =>
    ok(request, await faq.search(request.query.keyword, request.query.limit, request.locale)),
  );
};
