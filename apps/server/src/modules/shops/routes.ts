import {
  answers,
  shopCategoryList,
  shopDetail,
  shopDetailQuery,
  shopListQuery,
  shopPage,
  shopPaths,
} from '@can/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { ok } from '../../platform/envelope';
import type { ShopService } from './service';

const categoriesQuery = z.object({ terminal: z.optional(z.enum(['', 'T1', 'T2', 'T3'])) });

export const shopRoutes: FastifyPluginAsyncZod<{ shops: ShopService }> = async (app, { shops }) => {
  app.get(
    shopPaths.list,
    { schema: { querystring: shopListQuery, response: answers(shopPage) } },
    async (request) => ok(request, await shops.list(request.query, request.locale)),
  );

  app.get(
    shopPaths.detail,
    { schema: { querystring: shopDetailQuery, response: answers(shopDetail) } },
    async (request) => ok(request, await shops.detail(request.query.id, request.locale)),
  );

  app.get(
    shopPaths.categories,
    { schema: { querystring: categoriesQuery, response: answers(shopCategoryList) } },
    async (request) => ok(request, await shops.categories(request.query.terminal, request.locale)),
  );
};
