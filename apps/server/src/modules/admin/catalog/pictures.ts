import type { FolderSaveBody, PictureEntry, PictureSaveBody } from '@can/contracts/admin-catalog';
import type { Selectable } from 'kysely';
import type { Db } from '../../../db/database';
import type { RollPictureTable } from '../../../db/schema';
import { inTransaction } from '../../../db/transaction';
import { BusinessRuleError, NotFoundError } from '../../../platform/errors';
import type { AuditActor, AuditLog } from '../audit';
import { editable, flag, storable } from './i18n-fields';
import * as repo from './repo/pictures';

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

/**
 * Banners and roll pictures (home carousel, hotel carousels, one banner per page) and each
 * page's folder banner. The public calls read the tables directly, so a change shows at once.
 */
export function createPictureEditor({ db, audit }: { db: Db; audit: AuditLog }) {
  return {
    async list() {
      const [pictures, folders] = await Promise.all([repo.pictures(db), repo.folders(db)]);
      return {
        pictures: pictures.map(entryOf),
        folders: folders.map((f) => ({
          urlKey: f.url_key,
          name: editable(f.name_i18n),
          bannerUrl: f.banner_url,
        })),
      };
    },

    async save(actor: AuditActor, body: PictureSaveBody) {
      return inTransaction(db, async (trx) => {
        if (!(await repo.findFolder(trx, body.urlKey)))
          throw new BusinessRuleError('catalogUnknownFolder', { urlKey: body.urlKey });
        const before = body.id === undefined ? undefined : await repo.findPicture(trx, body.id);
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
        if (before) await repo.updatePicture(trx, before.id, values);
        else id = await repo.insertPicture(trx, values);
        await audit.record(trx, actor, {
          action: before ? 'picture.update' : 'picture.create',
          target: `picture:${id}`,
          before: before && entryOf(before),
          after: { ...body, id },
        });
        return { id: id! };
      });
    },

    async setVisible(actor: AuditActor, id: number, visible: boolean) {
      return inTransaction(db, async (trx) => {
        const row = await repo.findPublished(trx, id);
        if (!row) throw new NotFoundError();
        await repo.updatePicture(trx, id, { published: flag(visible) });
        await audit.record(trx, actor, {
          action: visible ? 'picture.show' : 'picture.hide',
          target: `picture:${id}`,
          before: { visible: Boolean(row.published) },
          after: { visible },
        });
        return { id, visible };
      });
    },

    async saveFolder(actor: AuditActor, body: FolderSaveBody) {
      return inTransaction(db, async (trx) => {
        const before = await repo.findFolder(trx, body.urlKey);
        if (!before) throw new BusinessRuleError('catalogUnknownFolder', { urlKey: body.urlKey });
        await repo.updateFolder(trx, body.urlKey, {
          name_i18n: storable(body.name),
          banner_url: body.bannerUrl,
        });
        await audit.record(trx, actor, {
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
