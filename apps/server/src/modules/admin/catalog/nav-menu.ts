import { answers } from '@can/contracts';
import {
  adminCatalogPaths as paths,
  navListData,
  savedData,
  visibilityData,
  navSaveBody,
  visibilityBody,
  type NavEntry,
  type NavSaveBody,
} from '@can/contracts/admin-catalog';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Selectable } from 'kysely';
import type { Db } from '../../../db/database';
import type { NavMenuTable } from '../../../db/schema';
import { ok } from '../../../platform/envelope';
import { BusinessRuleError, NotFoundError } from '../../../platform/errors';
import type { AdminDeps } from '../deps';
import { EDITORS } from './editor-roles';
import { editable, flag, storable } from './i18n-fields';
import { bumpMenuVersion } from './menu-version';

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

const allRows = (db: Db) =>
  db.selectFrom('nav_menu').selectAll().orderBy('sort').orderBy('id').execute();

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

export function createNavMenuEditor({ db, clock, audit }: AdminDeps) {
  return {
    async list() {
      const rows = await allRows(db);
      const components = [...new Set(rows.map((r) => r.component).filter(Boolean))].sort();
      return { entries: rows.map(entryOf), components };
    },

    async save(request: FastifyRequest, body: NavSaveBody) {
      return db.transaction().execute(async (trx) => {
        const rows = await allRows(trx);
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
        if (before)
          await trx.updateTable('nav_menu').set(values).where('id', '=', before.id).execute();
        else
          id = (
            await trx
              .insertInto('nav_menu')
              .values(values)
              .returning('id')
              .executeTakeFirstOrThrow()
          ).id;
        await bumpMenuVersion(trx, clock.now());
        await audit.record(trx, request, {
          action: before ? 'nav.update' : 'nav.create',
          target: `nav:${id}`,
          before: before && entryOf(before),
          after: { ...body, id },
        });
        return { id: id! };
      });
    },

    async setVisible(request: FastifyRequest, id: number, visible: boolean) {
      return db.transaction().execute(async (trx) => {
        const row = await trx
          .selectFrom('nav_menu')
          .selectAll()
          .where('id', '=', id)
          .executeTakeFirst();
        if (!row) throw new NotFoundError();
        await trx
          .updateTable('nav_menu')
          .set({ hidden: flag(!visible) })
          .where('id', '=', id)
          .execute();
        await bumpMenuVersion(trx, clock.now());
        await audit.record(trx, request, {
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

/** Nav menu entries: the public menu and routes are built from them. */
export const navMenuRoutes: FastifyPluginAsyncZod<AdminDeps> = async (app, deps) => {
  const nav = createNavMenuEditor(deps);
  app.get(
    paths.navList,
    { config: EDITORS, schema: { response: answers(navListData) } },
    async (request) => ok(request, await nav.list()),
  );
  app.post(
    paths.navSave,
    { config: EDITORS, schema: { body: navSaveBody, response: answers(savedData) } },
    async (request) => ok(request, await nav.save(request, request.body)),
  );
  app.post(
    paths.navVisibility,
    { config: EDITORS, schema: { body: visibilityBody, response: answers(visibilityData) } },
    async (request) =>
      ok(request, await nav.setVisible(request, request.body.id, request.body.visible)),
  );
};
