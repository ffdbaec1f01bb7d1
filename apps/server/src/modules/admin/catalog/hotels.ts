import type { HotelEntry, HotelSaveBody } from '@can/contracts/admin-catalog';
import type { Selectable } from 'kysely';
import type { Db } from '../../../db/database';
import type { ArticleTable } from '../../../db/schema';
import { inTransaction } from '../../../db/transaction';
import type { Clock } from '../../../platform/clock';
import { NotFoundError } from '../../../platform/errors';
import type { AuditActor, AuditLog } from '../audit';
import { editable, flag, storable, storableHtml } from './i18n-fields';
import * as repo from './repo/hotels';

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

/** The airport hotels' pages: their introduction in every language, shown or hidden. */
export function createHotelEditor({ db, clock, audit }: { db: Db; clock: Clock; audit: AuditLog }) {
  return {
    async list() {
      return { hotels: (await repo.listHotels(db)).map(entryOf) };
    },

    async save(actor: AuditActor, body: HotelSaveBody) {
      return inTransaction(db, async (trx) => {
        const before = await repo.findHotel(trx, body.id);
        if (!before) throw new NotFoundError();
        await repo.updateHotel(trx, body.id, {
          title_i18n: storable(body.title),
          summary_i18n: storable(body.summary),
          content_i18n: storableHtml(body.content),
          updated_at: clock.now().toISOString(),
        });
        const after = await repo.findHotel(trx, body.id);
        await audit.record(trx, actor, {
          action: 'hotel.update',
          target: `article:${body.id}`,
          before: entryOf(before),
          after: after && entryOf(after),
        });
        return { id: body.id };
      });
    },

    async setVisible(actor: AuditActor, id: number, visible: boolean) {
      return inTransaction(db, async (trx) => {
        const row = await repo.findHotel(trx, id);
        if (!row) throw new NotFoundError();
        await repo.updateHotel(trx, id, {
          published: flag(visible),
          updated_at: clock.now().toISOString(),
        });
        await audit.record(trx, actor, {
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
