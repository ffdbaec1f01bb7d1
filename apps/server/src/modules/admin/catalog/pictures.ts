import { answers } from '@can/contracts';
import {
  adminCatalogPaths as paths,
  folderSavedData,
  pictureListData,
  savedData,
  visibilityData,
  folderSaveBody,
  pictureSaveBody,
  visibilityBody,
  type FolderSaveBody,
  type PictureEntry,
  type PictureSaveBody,
} from '@can/contracts/admin-catalog';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Selectable } from 'kysely';
import type { Db } from '../../../db/database';
import type { RollPictureTable } from '../../../db/schema';
import { ok } from '../../../platform/envelope';
import { BusinessRuleError, NotFoundError } from '../../../platform/errors';
import type { AdminDeps } from '../deps';
import { EDITORS } from './editor-roles';
import { editable, flag, storable } from './i18n-fields';

function entryOf(row: Selectable<RollPictureTable>): PictureEntry {
  return {
    id: row.id,
    urlKey: row.url_key,
    title: editable(row.title_i18n),
    content: editable(row.content_i18n),
    imageUrl: row.image_url,
    imageNetUrl: row.image_net_url,
    url: row.url,
    isApp: Boolean(row.is_app),
    sort: row.sort,
    visible: Boolean(row.published),
  };
}

const findFolder = (db: Db, urlKey: string) =>
  db.selectFrom('folder').selectAll().where('url_key', '=', urlKey).executeTakeFirst();

/**
 * Banners and roll pictures (home carousel, hotel carousels, one banner per page) and each
 * page's folder banner. The public calls read the tables directly, so a change shows at once.
 */
export function createPictureEditor({ db, audit }: AdminDeps) {
  return {
    async list() {
      const [pictures, folders] = await Promise.all([
        db
          .selectFrom('roll_picture')
          .selectAll()
          .orderBy('url_key')
          .orderBy('sort')
          .orderBy('id')
          .execute(),
        db.selectFrom('folder').selectAll().orderBy('url_key').execute(),
      ]);
      return {
        pictures: pictures.map(entryOf),
        folders: folders.map((f) => ({
          urlKey: f.url_key,
          name: editable(f.name_i18n),
          bannerUrl: f.banner_url,
        })),
      };
    },

    async save(request: FastifyRequest, body: PictureSaveBody) {
      return db.transaction().execute(async (trx) => {
        if (!(await findFolder(trx, body.urlKey)))
          throw new BusinessRuleError('catalogUnknownFolder', { urlKey: body.urlKey });
        const before =
          body.id === undefined
            ? undefined
            : await trx
                .selectFrom('roll_picture')
                .selectAll()
                .where('id', '=', body.id)
                .executeTakeFirst();
        if (body.id !== undefined && !before) throw new NotFoundError();
        const values = {
          url_key: body.urlKey,
          title_i18n: storable(body.title),
          content_i18n: storable(body.content),
          image_url: body.imageUrl,
          // A picture chosen here replaces any copy hosted elsewhere.
          image_net_url: before && before.image_url === body.imageUrl ? before.image_net_url : '',
          url: body.url,
          is_app: flag(body.isApp),
          sort: body.sort,
          published: flag(body.visible),
        };
        let id = body.id;
        if (before)
          await trx.updateTable('roll_picture').set(values).where('id', '=', before.id).execute();
        else
          id = (
            await trx
              .insertInto('roll_picture')
              .values(values)
              .returning('id')
              .executeTakeFirstOrThrow()
          ).id;
        await audit.record(trx, request, {
          action: before ? 'picture.update' : 'picture.create',
          target: `picture:${id}`,
          before: before && entryOf(before),
          after: { ...body, id },
        });
        return { id: id! };
      });
    },

    async setVisible(request: FastifyRequest, id: number, visible: boolean) {
      return db.transaction().execute(async (trx) => {
        const row = await trx
          .selectFrom('roll_picture')
          .select('published')
          .where('id', '=', id)
          .executeTakeFirst();
        if (!row) throw new NotFoundError();
        await trx
          .updateTable('roll_picture')
          .set({ published: flag(visible) })
          .where('id', '=', id)
          .execute();
        await audit.record(trx, request, {
          action: visible ? 'picture.show' : 'picture.hide',
          target: `picture:${id}`,
          before: { visible: Boolean(row.published) },
          after: { visible },
        });
        return { id, visible };
      });
    },

    async saveFolder(request: FastifyRequest, body: FolderSaveBody) {
      return db.transaction().execute(async (trx) => {
        const before = await findFolder(trx, body.urlKey);
        if (!before) throw new BusinessRuleError('catalogUnknownFolder', { urlKey: body.urlKey });
        await trx
          .updateTable('folder')
          .set({ name_i18n: storable(body.name), banner_url: body.bannerUrl })
          .where('url_key', '=', body.urlKey)
          .execute();
        await audit.record(trx, request, {
          action: 'folder.update',
          target: `folder:${body.urlKey}`,
          before: { name: editable(before.name_i18n), bannerUrl: before.banner_url },
          after: { name: body.name, bannerUrl: body.bannerUrl },
        });
        return { urlKey: body.urlKey };
      });
    },
  };
}

export const pictureRoutes: FastifyPluginAsyncZod<AdminDeps> = async (app, deps) => {
  const pictures = createPictureEditor(deps);
  app.get(
    paths.pictureList,
    { config: EDITORS, schema: { response: answers(pictureListData) } },
    async (request) => ok(request, await pictures.list()),
  );
  app.post(
    paths.pictureSave,
    { config: EDITORS, schema: { body: pictureSaveBody, response: answers(savedData) } },
    async (request) => ok(request, await pictures.save(request, request.body)),
  );
  app.post(
    paths.pictureVisibility,
    { config: EDITORS, schema: { body: visibilityBody, response: answers(visibilityData) } },
    async (request) =>
      ok(request, await pictures.setVisible(request, request.body.id, request.body.visible)),
  );
  app.post(
    paths.folderSave,
    { config: EDITORS, schema: { body: folderSaveBody, response: answers(folderSavedData) } },
    async (request) => ok(request, await pictures.saveFolder(request, request.body)),
  );
};
