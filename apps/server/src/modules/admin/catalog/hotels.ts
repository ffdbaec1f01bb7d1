import { answers } from '@can/contracts';
import {
  adminCatalogPaths as paths,
  hotelListData,
  savedData,
  visibilityData,
  hotelSaveBody,
  visibilityBody,
  type HotelEntry,
  type HotelSaveBody,
} from '@can/contracts/admin-catalog';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Selectable } from 'kysely';
import type { Db } from '../../../db/database';
import type { ArticleTable } from '../../../db/schema';
import { ok } from '../../../platform/envelope';
import { NotFoundError } from '../../../platform/errors';
import type { AdminDeps } from '../deps';
import { EDITORS } from './editor-roles';
import { editable, flag, storable, storableHtml } from './i18n-fields';

/** A hotel page is the article of its folder `hotel-<slug>` (the hotel view reads it). */
const HOTEL_KEY = 'hotel-%';

function entryOf(row: Selectable<ArticleTable>): HotelEntry {
  return {
    id: row.id,
    urlKey: row.url_key,
    title: editable(row.title_i18n),
    summary: editable(row.summary_i18n),
    content: editable(row.content_i18n),
    visible: Boolean(row.published),
    updatedAt: row.updated_at,
  };
}

const hotels = (db: Db) =>
  db
    .selectFrom('article')
    .selectAll()
    .where('url_key', 'like', HOTEL_KEY)
    .where('kind', '=', 'page');

/** The airport hotels' pages: their introduction in every language, shown or hidden. */
export function createHotelEditor({ db, clock, audit }: AdminDeps) {
  const findHotel = (trx: Db, id: number) => hotels(trx).where('id', '=', id).executeTakeFirst();
  return {
    async list() {
      return { hotels: (await hotels(db).orderBy('url_key').orderBy('id').execute()).map(entryOf) };
    },

    async save(request: FastifyRequest, body: HotelSaveBody) {
      return db.transaction().execute(async (trx) => {
        const before = await findHotel(trx, body.id);
        if (!before) throw new NotFoundError();
        await trx
          .updateTable('article')
          .set({
            title_i18n: storable(body.title),
            summary_i18n: storable(body.summary),
            content_i18n: storableHtml(body.content),
            updated_at: clock.now().toISOString(),
          })
          .where('id', '=', body.id)
          .execute();
        const after = await findHotel(trx, body.id);
        await audit.record(trx, request, {
          action: 'hotel.update',
          target: `article:${body.id}`,
          before: entryOf(before),
          after: after && entryOf(after),
        });
        return { id: body.id };
      });
    },

    async setVisible(request: FastifyRequest, id: number, visible: boolean) {
      return db.transaction().execute(async (trx) => {
        const row = await findHotel(trx, id);
        if (!row) throw new NotFoundError();
        await trx
          .updateTable('article')
          .set({ published: flag(visible), updated_at: clock.now().toISOString() })
          .where('id', '=', id)
          .execute();
        await audit.record(trx, request, {
          action: visible ? 'hotel.show' : 'hotel.hide',
          target: `article:${id}`,
          before: { visible: Boolean(row.published) },
          after: { visible },
        });
        return { id, visible };
      });
    },
  };
}

export const hotelRoutes: FastifyPluginAsyncZod<AdminDeps> = async (app, deps) => {
  const hotel = createHotelEditor(deps);
  app.get(
    paths.hotelList,
    { config: EDITORS, schema: { response: answers(hotelListData) } },
    async (request) => ok(request, await hotel.list()),
  );
  app.post(
    paths.hotelSave,
    { config: EDITORS, schema: { body: hotelSaveBody, response: answers(savedData) } },
    async (request) => ok(request, await hotel.save(request, request.body)),
  );
  app.post(
    paths.hotelVisibility,
    { config: EDITORS, schema: { body: visibilityBody, response: answers(visibilityData) } },
    async (request) =>
      ok(request, await hotel.setVisible(request, request.body.id, request.body.visible)),
  );
};
