import { answers } from '@can/contracts';
import {
  adminCatalogPaths as paths,
  coachRouteSaveBody,
  faqListData,
  faqSaveBody,
  folderSaveBody,
  folderSavedData,
  footerContactBody,
  footerListData,
  footerSaveBody,
  hotelListData,
  hotelSaveBody,
  idBody,
  MEDIA_UPLOAD_MAX_BYTES,
  mediaUploadBody,
  mediaUploadData,
  navListData,
  navSaveBody,
  pictureListData,
  pictureSaveBody,
  savedData,
  shopListData,
  shopSaveBody,
  terminalSaveBody,
  transportDeleteBody,
  transportListData,
  visibilityBody,
  visibilityData,
} from '@can/contracts/admin-catalog';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../platform/envelope';
import { actorOf } from '../audit';
import type { createFaqEditor } from './faq';
import type { createFooterEditor } from './footer';
import type { createHotelEditor } from './hotels';
import type { createMediaUpload } from './media-upload';
import type { createNavMenuEditor } from './nav-menu';
import type { createPictureEditor } from './pictures';
import type { createShopEditor } from './shops';
import type { createTransportEditor } from './transport';

/** Site content is the editors' (admins are always allowed by the staff guard). */
const EDITORS = { roles: ['editor'] } as const;

/**
 * Twice the base64 of the largest picture: a somewhat larger file still gets the envelope's
 * clear refusal (catalogImageTooLarge) instead of the transport's 413.
 */
const BODY_LIMIT = Math.ceil(MEDIA_UPLOAD_MAX_BYTES / 3) * 8;

export interface CatalogEditors {
  nav: ReturnType<typeof createNavMenuEditor>;
  pictures: ReturnType<typeof createPictureEditor>;
  media: ReturnType<typeof createMediaUpload>;
  footer: ReturnType<typeof createFooterEditor>;
  faq: ReturnType<typeof createFaqEditor>;
  hotels: ReturnType<typeof createHotelEditor>;
  shops: ReturnType<typeof createShopEditor>;
  transport: ReturnType<typeof createTransportEditor>;
}

/** Nav menu entries: the public menu and routes are built from them. */
export const navMenuRoutes: FastifyPluginAsyncZod<CatalogEditors> = async (app, { nav }) => {
  app.get(
    paths.navList,
    { config: EDITORS, schema: { response: answers(navListData) } },
    async (request) => ok(request, await nav.list()),
  );
  app.post(
    paths.navSave,
    { config: EDITORS, schema: { body: navSaveBody, response: answers(savedData) } },
    async (request) => ok(request, await nav.save(actorOf(request), request.body)),
  );
  app.post(
    paths.navVisibility,
    { config: EDITORS, schema: { body: visibilityBody, response: answers(visibilityData) } },
    async (request) =>
      ok(request, await nav.setVisible(actorOf(request), request.body.id, request.body.visible)),
  );
};

export const pictureRoutes: FastifyPluginAsyncZod<CatalogEditors> = async (app, { pictures }) => {
  app.get(
    paths.pictureList,
    { config: EDITORS, schema: { response: answers(pictureListData) } },
    async (request) => ok(request, await pictures.list()),
  );
  app.post(
    paths.pictureSave,
    { config: EDITORS, schema: { body: pictureSaveBody, response: answers(savedData) } },
    async (request) => ok(request, await pictures.save(actorOf(request), request.body)),
  );
  app.post(
    paths.pictureVisibility,
    { config: EDITORS, schema: { body: visibilityBody, response: answers(visibilityData) } },
    async (request) =>
      ok(
        request,
        await pictures.setVisible(actorOf(request), request.body.id, request.body.visible),
      ),
  );
  app.post(
    paths.folderSave,
    { config: EDITORS, schema: { body: folderSaveBody, response: answers(folderSavedData) } },
    async (request) => ok(request, await pictures.saveFolder(actorOf(request), request.body)),
  );
};

/** A picture upload; the body limit lets a too large file reach the service's clear refusal. */
export const mediaUploadRoutes: FastifyPluginAsyncZod<CatalogEditors> = async (app, { media }) => {
  app.post(
    paths.mediaUpload,
    {
      config: EDITORS,
      bodyLimit: BODY_LIMIT,
      schema: { body: mediaUploadBody, response: answers(mediaUploadData) },
    },
    async (request) => ok(request, await media.upload(actorOf(request), request.body)),
  );
};

export const footerRoutes: FastifyPluginAsyncZod<CatalogEditors> = async (app, { footer }) => {
  app.get(
    paths.footerList,
    { config: EDITORS, schema: { response: answers(footerListData) } },
    async (request) => ok(request, await footer.list()),
  );
  app.post(
    paths.footerSave,
    { config: EDITORS, schema: { body: footerSaveBody, response: answers(savedData) } },
    async (request) => ok(request, await footer.save(actorOf(request), request.body)),
  );
  app.post(
    paths.footerContact,
    { config: EDITORS, schema: { body: footerContactBody, response: answers(savedData) } },
    async (request) => ok(request, await footer.saveContact(actorOf(request), request.body)),
  );
  app.post(
    paths.footerDelete,
    { config: EDITORS, schema: { body: idBody, response: answers(savedData) } },
    async (request) => ok(request, await footer.remove(actorOf(request), request.body.id)),
  );
};

export const faqRoutes: FastifyPluginAsyncZod<CatalogEditors> = async (app, { faq }) => {
  app.get(
    paths.faqList,
    { config: EDITORS, schema: { response: answers(faqListData) } },
    async (request) => ok(request, await faq.list()),
  );
  app.post(
    paths.faqSave,
    { config: EDITORS, schema: { body: faqSaveBody, response: answers(savedData) } },
    async (request) => ok(request, await faq.save(actorOf(request), request.body)),
  );
  app.post(
    paths.faqVisibility,
    { config: EDITORS, schema: { body: visibilityBody, response: answers(visibilityData) } },
    async (request) =>
      ok(request, await faq.setVisible(actorOf(request), request.body.id, request.body.visible)),
  );
};

export const hotelRoutes: FastifyPluginAsyncZod<CatalogEditors> = async (app, { hotels }) => {
  app.get(
    paths.hotelList,
    { config: EDITORS, schema: { response: answers(hotelListData) } },
    async (request) => ok(request, await hotels.list()),
  );
  app.post(
    paths.hotelSave,
    { config: EDITORS, schema: { body: hotelSaveBody, response: answers(savedData) } },
    async (request) => ok(request, await hotels.save(actorOf(request), request.body)),
  );
  app.post(
    paths.hotelVisibility,
    { config: EDITORS, schema: { body: visibilityBody, response: answers(visibilityData) } },
    async (request) =>
      ok(request, await hotels.setVisible(actorOf(request), request.body.id, request.body.visible)),
  );
};

export const shopRoutes: FastifyPluginAsyncZod<CatalogEditors> = async (app, { shops }) => {
  app.get(
    paths.shopList,
    { config: EDITORS, schema: { response: answers(shopListData) } },
    async (request) => ok(request, await shops.list()),
  );
  app.post(
    paths.shopSave,
    { config: EDITORS, schema: { body: shopSaveBody, response: answers(savedData) } },
    async (request) => ok(request, await shops.save(actorOf(request), request.body)),
  );
  app.post(
    paths.shopDelete,
    { config: EDITORS, schema: { body: idBody, response: answers(savedData) } },
    async (request) => ok(request, await shops.remove(actorOf(request), request.body.id)),
  );
};

export const transportRoutes: FastifyPluginAsyncZod<CatalogEditors> = async (
  app,
  { transport },
) => {
  app.get(
    paths.transportList,
    { config: EDITORS, schema: { response: answers(transportListData) } },
    async (request) => ok(request, await transport.list()),
  );
  app.post(
    paths.terminalSave,
    { config: EDITORS, schema: { body: terminalSaveBody, response: answers(savedData) } },
    async (request) => ok(request, await transport.saveTerminal(actorOf(request), request.body)),
  );
  app.post(
    paths.coachRouteSave,
    { config: EDITORS, schema: { body: coachRouteSaveBody, response: answers(savedData) } },
    async (request) => ok(request, await transport.saveRoute(actorOf(request), request.body)),
  );
  app.post(
    paths.transportDelete,
    { config: EDITORS, schema: { body: transportDeleteBody, response: answers(savedData) } },
    async (request) => ok(request, await transport.remove(actorOf(request), request.body)),
  );
};
