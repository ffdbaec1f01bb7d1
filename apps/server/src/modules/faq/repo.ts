import type { Db } from '../../db/database';

export async function listCategories(db: Db) {
  return db.selectFrom('faq_category').selectAll().orderBy('sort').orderBy('id').execute();
}

/** Every published question with its category key, in display order. */
export async function listPublishedQuestions(db: Db) {
  return db
    .selectFrom('faq_question as q')
    .innerJoin('faq_category as c', 'c.id', 'q.category_id')
    .select([
      'q.id',
      'q.question_i18n',
      'q.answer_i18n',
      'q.updated_at',
      'c.key as category_key',
      'c.name_i18n as category_name_i18n',
    ])
    .where('q.published', '=', 1)
    .orderBy('c.sort')
    .orderBy('q.sort')
    .orderBy('q.id')
    .execute();
}

export type QuestionRow = Awaited<ReturnType<typeof listPublishedQuestions>>[number];
