import {
  announcementData,
  answers,
  article,
  articleDetailQuery,
  articleListQuery,
  articlePage,
  cmsPaths,
  folder,
  footerData,
  homeIndexData,
  navMenusData,
  notificationsData,
  rollPictureList,
  urlKeyQuery,
} from '@can/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../platform/envelope';
import type { CmsService } from './service';

export const cmsRoutes: FastifyPluginAsyncZod<{ cms: CmsService }> = async (app, { cms }) => {
  app.get(cmsPaths.navMenus, { schema: { response: answers(navMenusData) } }, async (request) =>
    ok(request, { navMenuDTOs: await cms.navMenus(request.locale) }),
  );

  app.get(
    cmsPaths.folderByUrlKey,
    { schema: { querystring: urlKeyQuery, response: answers(folder) } },
    async (request) => ok(request, await cms.folder(request.query.urlKey, request.locale)),
  );

  app.get(
    cmsPaths.rollPictures,
    { schema: { querystring: urlKeyQuery, response: answers(rollPictureList) } },
    async (request) => ok(request, await cms.rollPictures(request.query.urlKey, request.locale)),
  );

  app.get(cmsPaths.footerMenus, { schema: { response: answers(footerData) } }, async (request) =>
    ok(request, await cms.footer(request.locale, request.hostname)),
  );

  app.get(cmsPaths.homeIndex, { schema: { response: answers(homeIndexData) } }, async (request) =>
    ok(request, await cms.homeIndex(request.locale)),
  );

  app.get(
    cmsPaths.notifications,
    { schema: { response: answers(notificationsData) } },
    async (request) => ok(request, await cms.notifications(request.locale)),
  );

  app.get(
    cmsPaths.announcement,
    { schema: { response: answers(announcementData) } },
    async (request) => ok(request, await cms.announcement(request.locale)),
  );

  app.get(
    cmsPaths.articleList,
    { schema: { querystring: articleListQuery, response: answers(articlePage) } },
    async (request) => {
      const { urlKey, pageNum, pageSize } = request.query;
      return ok(request, await cms.articleList(urlKey, pageNum, pageSize, request.locale));
    },
  );

  app.get(
    cmsPaths.articleDetail,
    { schema: { querystring: articleDetailQuery, response: answers(article) } },
    async (request) =>
      ok(request, await cms.articleDetail(request.query.articleId, request.locale)),
  );
};
