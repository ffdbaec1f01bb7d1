import type {
  FooterContact,
  FooterContactBody,
  FooterItemEntry,
  FooterSaveBody,
} from '@can/contracts/admin-catalog';
import type { Selectable } from 'kysely';
import type { Db } from '../../../db/database';
import type { FooterItemTable } from '../../../db/schema';
import { getSetting } from '../../../db/settings-repo';
import { inTransaction } from '../../../db/transaction';
import type { Clock } from '../../../platform/clock';
import { BusinessRuleError, NotFoundError } from '../../../platform/errors';
import type { AuditActor, AuditLog } from '../audit';
import { editable, flag, storable } from './i18n-fields';
import * as repo from './repo/footer';

function itemOf(row: Selectable<FooterItemTable>): FooterItemEntry {
  return {
    id: row.id,
    columnId: row.column_id,
    type: row.type as FooterItemEntry['type'],
    content: editable(row.content_i18n),
    link: row.link,
    urlkey: row.urlkey,
    prama: row.prama,
    showDate: Boolean(row.show_date),
    sort: row.sort,
  };
}

/** The footer's contact block, kept as one JSON setting (read by the cms module's footer call). */
const CONTACT_SETTING = 'cms.contact';

function contactOf(json: string | undefined): FooterContact {
  let stored: Record<string, unknown> = {};
  try {
    stored = (JSON.parse(json ?? '{}') as Record<string, unknown>) ?? {};
  } catch {
    // A damaged setting edits as empty fields.
  }
  const textOf = (value: unknown) => editable(JSON.stringify(value ?? {}));
  return {
    hotline: typeof stored.hotline === 'string' ? stored.hotline : '',
    address: textOf(stored.address),
    qrCodeUrl: typeof stored.qrCodeUrl === 'string' ? stored.qrCodeUrl : '',
    qrCodeLabel: textOf(stored.qrCodeLabel),
  };
}

async function saveContact(db: Db, contact: FooterContactBody, now: Date) {
  const value = JSON.stringify({
    hotline: contact.hotline,
    address: JSON.parse(storable(contact.address)) as unknown,
    qrCodeUrl: contact.qrCodeUrl,
    qrCodeLabel: JSON.parse(storable(contact.qrCodeLabel)) as unknown,
  });
  await repo.saveSetting(db, CONTACT_SETTING, value, now);
}

/** The footer's link columns: items are added, edited and removed (the footer shows what is left). */
export function createFooterEditor({
  db,
  audit,
  clock,
}: {
  db: Db;
  clock: Clock;
  audit: AuditLog;
}) {
  return {
    async list() {
      const [columns, items, contact] = await Promise.all([
        repo.columns(db),
        repo.items(db),
        getSetting(db, CONTACT_SETTING),
      ]);
      return {
        contact: contactOf(contact),
        columns: columns.map((c) => ({
          id: c.id,
          title: editable(c.title_i18n),
          locales: c.locales,
          items: items.filter((i) => i.column_id === c.id).map(itemOf),
        })),
      };
    },

    async save(actor: AuditActor, body: FooterSaveBody) {
      return inTransaction(db, async (trx) => {
        const column = await repo.findColumn(trx, body.columnId);
        if (!column) throw new BusinessRuleError('catalogUnknownReference', { field: 'columnId' });
        const before = body.id === undefined ? undefined : await repo.findItem(trx, body.id);
        if (body.id !== undefined && !before) throw new NotFoundError();
        const values = {
          column_id: body.columnId,
          type: body.type,
          content_i18n: storable(body.content),
          link: body.link,
          urlkey: body.urlkey,
          prama: body.prama,
          show_date: flag(body.showDate),
          sort: body.sort,
        };
        let id = body.id;
        if (before) await repo.updateItem(trx, before.id, values);
        else id = await repo.insertItem(trx, values);
        await audit.record(trx, actor, {
          action: before ? 'footer.update' : 'footer.create',
          target: `footer-item:${id}`,
          before: before && itemOf(before),
          after: { ...body, id },
        });
        return { id: id! };
      });
    },

    async saveContact(actor: AuditActor, body: FooterContactBody) {
      return inTransaction(db, async (trx) => {
        const before = contactOf(await getSetting(trx, CONTACT_SETTING));
        await saveContact(trx, body, clock.now());
        await audit.record(trx, actor, {
          action: 'footer.contact',
          target: 'footer:contact',
          before,
          after: body,
        });
        return { id: 0 };
      });
    },

    async remove(actor: AuditActor, id: number) {
      return inTransaction(db, async (trx) => {
        const before = await repo.findItem(trx, id);
        if (!before) throw new NotFoundError();
        await repo.deleteItem(trx, id);
        await audit.record(trx, actor, {
          action: 'footer.delete',
          target: `footer-item:${id}`,
          before: itemOf(before),
        });
        return { id };
      });
    },
  };
}
