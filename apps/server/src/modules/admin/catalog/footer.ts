import { answers } from '@can/contracts';
import {
  adminCatalogPaths as paths,
  footerListData,
  savedData,
  footerContactBody,
  footerSaveBody,
  idBody,
  type FooterContact,
  type FooterContactBody,
  type FooterItemEntry,
  type FooterSaveBody,
} from '@can/contracts/admin-catalog';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Selectable } from 'kysely';
import type { FooterItemTable } from '../../../db/schema';
import { getSetting } from '../../../db/settings-repo';
import type { Db } from '../../../db/database';
import { ok } from '../../../platform/envelope';
import { BusinessRuleError, NotFoundError } from '../../../platform/errors';
import type { AdminDeps } from '../deps';
import { EDITORS } from './editor-roles';
import { editable, flag, storable } from './i18n-fields';

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
  await db
    .insertInto('app_setting')
    .values({ key: CONTACT_SETTING, value, updated_at: now.toISOString() })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value, updated_at: now.toISOString() }))
    .execute();
}

/** The footer's link columns: items are added, edited and removed (the footer shows what is left). */
export function createFooterEditor({ db, audit, clock }: AdminDeps) {
  const findItem = (trx: typeof db, id: number) =>
    trx.selectFrom('footer_item').selectAll().where('id', '=', id).executeTakeFirst();
  return {
    async list() {
      const [columns, items, contact] = await Promise.all([
        db.selectFrom('footer_column').selectAll().orderBy('sort').orderBy('id').execute(),
        db.selectFrom('footer_item').selectAll().orderBy('sort').orderBy('id').execute(),
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

    async save(request: FastifyRequest, body: FooterSaveBody) {
      return db.transaction().execute(async (trx) => {
        const column = await trx
          .selectFrom('footer_column')
          .select('id')
          .where('id', '=', body.columnId)
          .executeTakeFirst();
        if (!column) throw new BusinessRuleError('catalogUnknownReference', { field: 'columnId' });
        const before = body.id === undefined ? undefined : await findItem(trx, body.id);
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
        if (before)
          await trx.updateTable('footer_item').set(values).where('id', '=', before.id).execute();
        else
          id = (
            await trx
              .insertInto('footer_item')
              .values(values)
              .returning('id')
              .executeTakeFirstOrThrow()
          ).id;
        await audit.record(trx, request, {
          action: before ? 'footer.update' : 'footer.create',
          target: `footer-item:${id}`,
          before: before && itemOf(before),
          after: { ...body, id },
        });
        return { id: id! };
      });
    },

    async saveContact(request: FastifyRequest, body: FooterContactBody) {
      return db.transaction().execute(async (trx) => {
        const before = contactOf(await getSetting(trx, CONTACT_SETTING));
        await saveContact(trx, body, clock.now());
        await audit.record(trx, request, {
          action: 'footer.contact',
          target: 'footer:contact',
          before,
          after: body,
        });
        return { id: 0 };
      });
    },

    async remove(request: FastifyRequest, id: number) {
      return db.transaction().execute(async (trx) => {
        const before = await findItem(trx, id);
        if (!before) throw new NotFoundError();
        await trx.deleteFrom('footer_item').where('id', '=', id).execute();
        await audit.record(trx, request, {
          action: 'footer.delete',
          target: `footer-item:${id}`,
          before: itemOf(before),
        });
        return { id };
      });
    },
  };
}

export const footerRoutes: FastifyPluginAsyncZod<AdminDeps> = async (app, deps) => {
  const footer = createFooterEditor(deps);
  app.get(
    paths.footerList,
    { config: EDITORS, schema: { response: answers(footerListData) } },
    async (request) => ok(request, await footer.list()),
  );
  app.post(
    paths.footerSave,
    { config: EDITORS, schema: { body: footerSaveBody, response: answers(savedData) } },
    async (request) => ok(request, await footer.save(request, request.body)),
  );
  app.post(
    paths.footerContact,
    { config: EDITORS, schema: { body: footerContactBody, response: answers(savedData) } },
    async (request) => ok(request, await footer.saveContact(request, request.body)),
  );
  app.post(
    paths.footerDelete,
    { config: EDITORS, schema: { body: idBody, response: answers(savedData) } },
    async (request) => ok(request, await footer.remove(request, request.body.id)),
  );
};
