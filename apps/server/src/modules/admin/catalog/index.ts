import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../../db/database';
import type { Clock } from '../../../platform/clock';
import type { MediaStorage } from '../../../platform/media-storage';
import type { AuditLog } from '../audit';
import { createFaqEditor } from './faq';
import { createFooterEditor } from './footer';
import { createHotelEditor } from './hotels';
import { createMediaUpload } from './media-upload';
import { createNavMenuEditor } from './nav-menu';
import { createPictureEditor } from './pictures';
import {
  faqRoutes,
  footerRoutes,
  hotelRoutes,
  mediaUploadRoutes,
  navMenuRoutes,
  pictureRoutes,
  shopRoutes,
  transportRoutes,
  type CatalogEditors,
} from './routes';
import { createShopEditor } from './shops';
import { createTransportEditor } from './transport';

/** The nav menu's version: the client config hands it to travellers (app.ts). */
export { menuVersion } from './repo/menu-version';

export interface CatalogAdminDeps {
  db: Db;
  clock: Clock;
  audit: AuditLog;
  /** Uploaded pictures (banners, roll pictures). */
  mediaStorage: MediaStorage;
}

/** Site content other than articles (role editor): one editor and one plugin per kind. */
export const catalogAdmin: FastifyPluginAsyncZod<CatalogAdminDeps> = async (app, deps) => {
  const editors: CatalogEditors = {
    nav: createNavMenuEditor(deps),
    pictures: createPictureEditor(deps),
    media: createMediaUpload(deps),
    footer: createFooterEditor(deps),
    faq: createFaqEditor(deps),
    hotels: createHotelEditor(deps),
    shops: createShopEditor(deps),
    transport: createTransportEditor(deps),
  };
  await app.register(navMenuRoutes, editors);
  await app.register(pictureRoutes, editors);
  await app.register(mediaUploadRoutes, editors);
  await app.register(footerRoutes, editors);
  await app.register(faqRoutes, editors);
  await app.register(hotelRoutes, editors);
  await app.register(shopRoutes, editors);
  await app.register(transportRoutes, editors);
};
