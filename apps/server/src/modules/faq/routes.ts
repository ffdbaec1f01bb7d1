import { answers } from '@can/contracts';
import {
  faqCategoriesData,
  faqDetailQuery,
  faqListData,
  faqListQuery,
  faqPaths,
  faqQuestion,
  faqSearchData,
  faqSearchQuery,
} from '@can/contracts/faq';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../platform/envelope';
import type { FaqService } from './service';

/** FAQ calls: categories with counts, a filtered and searchable page, one question, best answers. */
export const faqRoutes: FastifyPluginAsyncZod<{ faq: FaqService }> = async (app, { faq }) => {
  app.get(
    faqPaths.categories,
    { schema: { response: answers(faqCategoriesData) } },
    async (request) => ok(request, await faq.categories(request.locale)),
  );

  app.get(
    faqPaths.list,
    { schema: { querystring: faqListQuery, response: answers(faqListData) } },
    async (request) => ok(request, await faq.list(request.query, request.locale)),
  );

  app.get(
    faqPaths.detail,
    { schema: { querystring: faqDetailQuery, response: answers(faqQuestion) } },
    async (request) => ok(request, await faq.detail(request.query.id, request.locale)),
  );

  app.get(
    faqPaths.search,
    { schema: { querystring: faqSearchQuery, response: answers(faqSearchData) } },
    async (request) =>
      ok(request, await faq.search(request.query.keyword, request.query.limit, request.locale)),
  );
};
