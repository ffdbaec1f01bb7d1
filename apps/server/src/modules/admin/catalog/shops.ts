import type { ShopEntry, ShopSaveBody } from '@can/contracts/admin-catalog';
import type { Selectable } from 'kysely';
import type { Db } from '../../../db/database';
import type { ShopTable } from '../../../db/schema';
import { inTransaction } from '../../../db/transaction';
import { NotFoundError } from '../../../platform/errors';
import type { AuditActor, AuditLog } from '../audit';
import { editable, storable } from './i18n-fields';
import * as repo from './repo/shops';

function entryOf(row: Selectable<ShopTable>): ShopEntry {
  return {
    id: row.id,
    kind: row.kind as ShopEntry['kind'],
    category: row.category as ShopEntry['category'],
    terminal: row.terminal,
    floor: row.floor,
    side: row.side,
    name: editable(row.name_i18n),
    location: editable(row.location_i18n),
    description: editable(row.description_i18n),
    hoursKind: row.hours_kind as ShopEntry['hoursKind'],
    opens: row.opens,
    closes: row.closes,
    priceLevel: row.price_level,
    priceText: row.price_text,
    phone: row.phone,
  };
}

/** The kind decides the detail route: shopping (mall), dining (common), services (amenity). */
const KIND_OF: Record<ShopSaveBody['category'], ShopEntry['kind']> = {
  retail: 'mall',
  dutyFree: 'mall',
  restaurant: 'common',
  authenticCuisine: 'common',
  lounge: 'amenity',
  airportArt: 'amenity',
  scenicSpot: 'amenity',
};

/**
 * Shops, restaurants and services. Their place on the terminal maps (terminal, floor, nearby
 * gate) comes from the map data, so it is shown here but not edited; a closed outlet is removed.
 */
export function createShopEditor({ db, audit }: { db: Db; audit: AuditLog }) {
  return {
    async list() {
      return { shops: (await repo.listShops(db)).map(entryOf) };
    },

    async save(actor: AuditActor, body: ShopSaveBody) {
      return inTransaction(db, async (trx) => {
        const before = await repo.findShop(trx, body.id);
        if (!before) throw new NotFoundError();
        const hours =
          body.hoursKind === 'allDay'
            ? { opens: '00:00', closes: '24:00' }
            : body.hoursKind === 'lastFlight'
              ? { opens: body.opens, closes: '24:00' }
              : { opens: body.opens, closes: body.closes };
        const names = Object.values(body.name).filter(Boolean).join(' ');
        await repo.updateShop(trx, body.id, {
          category: body.category,
          kind: KIND_OF[body.category],
          name_i18n: storable(body.name),
          location_i18n: storable(body.location),
          description_i18n: storable(body.description),
          hours_kind: body.hoursKind,
          ...hours,
          price_level: body.priceLevel,
          price_text: body.priceText,
          phone: body.phone,
          // The public search matches names and places in Chinese and English (see the seed).
          search_text: `${names} ${body.location['en-US']} ${body.location['zh-CN']}`.toLowerCase(),
        });
        const after = await repo.findShop(trx, body.id);
        await audit.record(trx, actor, {
          action: 'shop.update',
          target: `shop:${body.id}`,
          before: entryOf(before),
          after: after && entryOf(after),
        });
        return { id: body.id };
      });
    },

    async remove(actor: AuditActor, id: number) {
      return inTransaction(db, async (trx) => {
        const before = await repo.findShop(trx, id);
        if (!before) throw new NotFoundError();
        await repo.deleteShop(trx, id);
        await audit.record(trx, actor, {
          action: 'shop.delete',
          target: `shop:${id}`,
          before: entryOf(before),
        });
        return { id };
      });
    },
  };
}
