import type { NavEntry, NavSaveBody } from '@can/contracts/admin-catalog';
import type { Selectable } from 'kysely';
import type { Db } from '../../../db/database';
import type { NavMenuTable } from '../../../db/schema';
import { inTransaction } from '../../../db/transaction';
import type { Clock } from '../../../platform/clock';
import { BusinessRuleError, NotFoundError } from '../../../platform/errors';
import type { AuditActor, AuditLog } from '../audit';
import { editable, flag, storable } from './i18n-fields';
import { bumpMenuVersion } from './repo/menu-version';
import * as repo from './repo/nav-menu';

function entryOf(row: Selectable<NavMenuTable>): NavEntry {
  return {
    id: row.id,
    parentId: row.parent_id,
    path: row.path,
    urlkey: row.urlkey,
    name: editable(row.name_i18n),
    query: row.query,
    component: row.component,
    hidden: Boolean(row.hidden),
    sort: row.sort,
  };
}

/** The rules a menu entry must keep so the public router can still build every route. */
function checkEntry(rows: Selectable<NavMenuTable>[], body: NavSaveBody) {
  const components = new Set(rows.map((r) => r.component).filter(Boolean));
  if (body.component && !components.has(body.component))
    throw new BusinessRuleError('catalogUnknownComponent', { component: body.component });
  const byId = new Map(rows.map((r) => [r.id, r]));
  // The parent must exist and must not be the entry itself or one of its descendants.
  for (let at = body.parentId; at !== null; at = byId.get(at)?.parent_id ?? null) {
    if (!byId.has(at) || at === body.id) throw new BusinessRuleError('catalogParentInvalid');
  }
  if (rows.some((r) => r.path === body.path && r.id !== body.id))
    throw new BusinessRuleError('catalogPathTaken', { path: body.path });
}

/** Nav menu entries: the public menu and routes are built from them. */
export function createNavMenuEditor({
  db,
  clock,
  audit,
}: {
  db: Db;
  clock: Clock;
  audit: AuditLog;
}) {
  return {
    async list() {
      const rows = await repo.allEntries(db);
      const components = [...new Set(rows.map((r) => r.component).filter(Boolean))].sort();
      return { entries: rows.map(entryOf), components };
    },

    async save(actor: AuditActor, body: NavSaveBody) {
      return inTransaction(db, async (trx) => {
        const rows = await repo.allEntries(trx);
        const before = body.id === undefined ? undefined : rows.find((r) => r.id === body.id);
        if (body.id !== undefined && !before) throw new NotFoundError();
        checkEntry(rows, body);
        const values = {
          parent_id: body.parentId,
          path: body.path,
          urlkey: body.urlkey,
          name_i18n: storable(body.name),
          query: body.query,
          component: body.component,
          hidden: flag(body.hidden),
          sort: body.sort,
        };
        let id = body.id;
        if (before) await repo.updateEntry(trx, before.id, values);
        else id = await repo.insertEntry(trx, values);
        await bumpMenuVersion(trx, clock.now());
        await audit.record(trx, actor, {
          action: before ? 'nav.update' : 'nav.create',
          target: `nav:${id}`,
          before: before && entryOf(before),
          after: { ...body, id },
        });
        return { id: id! };
      });
    },

    async setVisible(actor: AuditActor, id: number, visible: boolean) {
      return inTransaction(db, async (trx) => {
        const row = await repo.findEntry(trx, id);
        if (!row) throw new NotFoundError();
        await repo.updateEntry(trx, id, { hidden: flag(!visible) });
        await bumpMenuVersion(trx, clock.now());
        await audit.record(trx, actor, {
          action: visible ? 'nav.show' : 'nav.hide',
          target: `nav:${id}`,
          before: { hidden: Boolean(row.hidden) },
          after: { hidden: !visible },
        });
        return { id, visible };
      });
    },
  };
}
