import { answers } from '@can/contracts';
import {
  adminCatalogPaths as paths,
  faqListData,
  savedData,
  visibilityData,
  faqSaveBody,
  visibilityBody,
  type FaqEntry,
  type FaqSaveBody,
} from '@can/contracts/admin-catalog';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Selectable } from 'kysely';
import type { FaqQuestionTable } from '../../../db/schema';
import { ok } from '../../../platform/envelope';
import { BusinessRuleError, NotFoundError } from '../../../platform/errors';
import type { AdminDeps } from '../deps';
import { EDITORS } from './editor-roles';
import { editable, flag, storable, storableHtml } from './i18n-fields';

function entryOf(row: Selectable<FaqQuestionTable>): FaqEntry {
  return {
    id: row.id,
    categoryId: row.category_id,
    question: editable(row.question_i18n),
    answer: editable(row.answer_i18n),
    sort: row.sort,
    visible: Boolean(row.published),
    updatedAt: row.updated_at,
  };
}

/** FAQ questions: the public FAQ reads published ones only, so hiding takes one off at once. */
export function createFaqEditor({ db, clock, audit }: AdminDeps) {
  const findQuestion = (trx: typeof db, id: number) =>
    trx.selectFrom('faq_question').selectAll().where('id', '=', id).executeTakeFirst();
  return {
    async list() {
      const [categories, questions] = await Promise.all([
        db.selectFrom('faq_category').selectAll().orderBy('sort').orderBy('id').execute(),
        db
          .selectFrom('faq_question')
          .selectAll()
          .orderBy('category_id')
          .orderBy('sort')
          .orderBy('id')
          .execute(),
      ]);
      return {
        categories: categories.map((c) => ({ id: c.id, key: c.key, name: editable(c.name_i18n) })),
        questions: questions.map(entryOf),
      };
    },

    async save(request: FastifyRequest, body: FaqSaveBody) {
      return db.transaction().execute(async (trx) => {
        const category = await trx
          .selectFrom('faq_category')
          .select('id')
          .where('id', '=', body.categoryId)
          .executeTakeFirst();
        if (!category)
          throw new BusinessRuleError('catalogUnknownReference', { field: 'categoryId' });
        const before = body.id === undefined ? undefined : await findQuestion(trx, body.id);
        if (body.id !== undefined && !before) throw new NotFoundError();
        const values = {
          category_id: body.categoryId,
          question_i18n: storable(body.question),
          answer_i18n: storableHtml(body.answer),
          sort: body.sort,
          published: flag(body.visible),
          updated_at: clock.now().toISOString(),
        };
        let id = body.id;
        if (before)
          await trx.updateTable('faq_question').set(values).where('id', '=', before.id).execute();
        else
          id = (
            await trx
              .insertInto('faq_question')
              .values(values)
              .returning('id')
              .executeTakeFirstOrThrow()
          ).id;
        const after = await findQuestion(trx, id!);
        await audit.record(trx, request, {
          action: before ? 'faq.update' : 'faq.create',
          target: `faq:${id}`,
          before: before && entryOf(before),
          after: after && entryOf(after),
        });
        return { id: id! };
      });
    },

    async setVisible(request: FastifyRequest, id: number, visible: boolean) {
      return db.transaction().execute(async (trx) => {
        const row = await findQuestion(trx, id);
        if (!row) throw new NotFoundError();
        await trx
          .updateTable('faq_question')
          .set({ published: flag(visible), updated_at: clock.now().toISOString() })
          .where('id', '=', id)
          .execute();
        await audit.record(trx, request, {
          action: visible ? 'faq.show' : 'faq.hide',
          target: `faq:${id}`,
          before: { visible: Boolean(row.published) },
          after: { visible },
        });
        return { id, visible };
      });
    },
  };
}

export const faqRoutes: FastifyPluginAsyncZod<AdminDeps> = async (app, deps) => {
  const faq = createFaqEditor(deps);
  app.get(
    paths.faqList,
    { config: EDITORS, schema: { response: answers(faqListData) } },
    async (request) => ok(request, await faq.list()),
  );
  app.post(
    paths.faqSave,
    { config: EDITORS, schema: { body: faqSaveBody, response: answers(savedData) } },
    async (request) => ok(request, await faq.save(request, request.body)),
  );
  app.post(
    paths.faqVisibility,
    { config: EDITORS, schema: { body: visibilityBody, response: answers(visibilityData) } },
    async (request) =>
      ok(request, await faq.setVisible(request, request.body.id, request.body.visible)),
  );
};
