import { sql, type Insertable, type Selectable } from 'kysely';
import type { Db } from '../../../db/database';
import type { ArticleTable } from '../../../db/schema';

export type ArticleRow = Selectable<ArticleTable>;

export interface ArticleFilter {
  kinds: readonly string[];
  locale?: string | undefined;
  published?: boolean | undefined;
  q?: string | undefined;
}

/** LIKE pattern of a literal text (its % _ and \ kept literal with the escape character \). */
const contains = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function filtered(db: Db, filter: ArticleFilter) {
  let query = db.selectFrom('article').where('kind', 'in', [...filter.kinds]);
  if (filter.published !== undefined)
    query = query.where('published', '=', filter.published ? 1 : 0);
  // Texts are JSON objects keyed by locale: a language is present when its key is.
  if (filter.locale) query = query.where('title_i18n', 'like', `%"${filter.locale}":%`);
  if (filter.q) {
    const pattern = contains(filter.q);
    query = query.where(sql<boolean>`lower(title_i18n) like ${pattern} escape '\\'`);
  }
  return query;
}

export async function listArticles(db: Db, filter: ArticleFilter, offset: number, limit: number) {
  const base = filtered(db, filter);
  const [rows, count] = await Promise.all([
    base
      .select(['id', 'kind', 'url_key', 'title_i18n', 'published', 'published_at', 'updated_at'])
      .orderBy('updated_at', 'desc')
      .orderBy('id', 'desc')
      .offset(offset)
      .limit(limit)
      .execute(),
    base.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

export async function findArticle(db: Db, id: number, kinds: readonly string[]) {
  return db
    .selectFrom('article')
    .selectAll()
    .where('id', '=', id)
    .where('kind', 'in', [...kinds])
    .executeTakeFirst();
}

export async function insertArticle(db: Db, row: Insertable<ArticleTable>): Promise<number> {
  const inserted = await db
    .insertInto('article')
    .values(row)
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(inserted.id);
}

export async function updateArticle(
  db: Db,
  id: number,
  changes: Partial<Omit<Insertable<ArticleTable>, 'id'>>,
) {
  await db.updateTable('article').set(changes).where('id', '=', id).execute();
}

export async function deleteArticle(db: Db, id: number) {
  await db.deleteFrom('article').where('id', '=', id).execute();
}

/** The highest article id ever handed out that is still stored. */
export async function maxArticleId(db: Db): Promise<number> {
  const row = await db
    .selectFrom('article')
    .select((eb) => eb.fn.max('id').as('max'))
    .executeTakeFirst();
  return Number(row?.max ?? 0);
}

export async function folderExists(db: Db, urlKey: string): Promise<boolean> {
  const row = await db
    .selectFrom('folder')
    .select('url_key')
    .where('url_key', '=', urlKey)
    .executeTakeFirst();
  return Boolean(row);
}
