import type { FastifyPluginAsync } from 'fastify';
import type { MediaStorage } from '../../../platform/media-storage';
import type { AdminDeps } from '../deps';
import { faqRoutes } from './faq';
import { footerRoutes } from './footer';
import { hotelRoutes } from './hotels';
import { mediaUploadRoutes } from './media-upload';
import { navMenuRoutes } from './nav-menu';
import { pictureRoutes } from './pictures';
import { shopRoutes } from './shops';
import { transportRoutes } from './transport';

/** Site content other than articles (role editor): one plugin per kind of content. */
export const catalogRoutes: FastifyPluginAsync<AdminDeps & { mediaStorage: MediaStorage }> = async (
  app,
  deps,
) => {
  await app.register(navMenuRoutes, deps);
  await app.register(pictureRoutes, deps);
  await app.register(mediaUploadRoutes, deps);
  await app.register(footerRoutes, deps);
  await app.register(faqRoutes, deps);
  await app.register(hotelRoutes, deps);
  await app.register(shopRoutes, deps);
  await app.register(transportRoutes, deps);
};
