import type { FaqEntry, FaqSaveBody } from '@can/contracts/admin-catalog';
import type { Selectable } from 'kysely';
import type { Db } from '../../../db/database';
import { inTransaction } from '../../../db/transaction';
import type { FaqQuestionTable } from '../../../db/schema';
import type { Clock } from '../../../platform/clock';
import { BusinessRuleError, NotFoundError } from '../../../platform/errors';
import type { AuditActor, AuditLog } from '../audit';
import { editable, flag, storable, storableHtml } from './i18n-fields';
import * as repo from './repo/faq';

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
export function createFaqEditor({ db, clock, audit }: { db: Db; clock: Clock; audit: AuditLog }) {
  return {
    async list() {
      const [categories, questions] = await Promise.all([repo.categories(db), repo.questions(db)]);
      return {
        categories: categories.map((c) => ({ id: c.id, key: c.key, name: editable(c.name_i18n) })),
        questions: questions.map(entryOf),
      };
    },

    async save(actor: AuditActor, body: FaqSaveBody) {
      return inTransaction(db, async (trx) => {
        const category = await repo.findCategory(trx, body.categoryId);
        if (!category)
          throw new BusinessRuleError('catalogUnknownReference', { field: 'categoryId' });
        const before = body.id === undefined ? undefined : await repo.findQuestion(trx, body.id);
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
        if (before) await repo.updateQuestion(trx, before.id, values);
        else id = await repo.insertQuestion(trx, values);
        const after = await repo.findQuestion(trx, id!);
        await audit.record(trx, actor, {
          action: before ? 'faq.update' : 'faq.create',
          target: `faq:${id}`,
          before: before && entryOf(before),
          after: after && entryOf(after),
        });
        return { id: id! };
      });
    },

    async setVisible(actor: AuditActor, id: number, visible: boolean) {
      return inTransaction(db, async (trx) => {
        const row = await repo.findQuestion(trx, id);
        if (!row) throw new NotFoundError();
        await repo.updateQuestion(trx, id, {
          published: flag(visible),
          updated_at: clock.now().toISOString(),
        });
        await audit.record(trx, actor, {
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
