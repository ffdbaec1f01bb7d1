import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../../../../db/database';
import type { FaqQuestionTable } from '../../../../db/schema';

/** The FAQ's categories and questions, in the order the public FAQ shows them. */
export const categories = (db: Db) =>
  db.selectFrom('faq_category').selectAll().orderBy('sort').orderBy('id').execute();

export const questions = (db: Db) =>
  db
    .selectFrom('faq_question')
    .selectAll()
    .orderBy('category_id')
    .orderBy('sort')
    .orderBy('id')
    .execute();

export const findCategory = (db: Db, id: number) =>
  db.selectFrom('faq_category').select('id').where('id', '=', id).executeTakeFirst();

export const findQuestion = (db: Db, id: number) =>
  db.selectFrom('faq_question').selectAll().where('id', '=', id).executeTakeFirst();

export async function updateQuestion(
  db: Db,
  id: number,
  values: Updateable<FaqQuestionTable>,
): Promise<void> {
  await db.updateTable('faq_question').set(values).where('id', '=', id).execute();
}

export async function insertQuestion(
  db: Db,
  values: Insertable<FaqQuestionTable>,
): Promise<number> {
  return (
    await db.insertInto('faq_question').values(values).returning('id').executeTakeFirstOrThrow()
  ).id;
}
