import { sql, type Insertable, type Selectable } from 'kysely';
import { LOCALES, type Locale } from '@can/contracts';
import type { Db } from '../../../db/database';
import type { ArticleTable } from '../../../db/schema';

export type ArticleRow = Selectable<ArticleTable>;

export interface ArticleFilter {
  kinds: readonly string[];
  locale?: string | undefined;
  /** Only articles lacking this language (see `complete`). */
  missing?: Locale | undefined;
  published?: boolean | undefined;
  q?: string | undefined;
}

/** LIKE pattern of a literal text (its % _ and \ kept literal with the escape character \). */
const contains = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/*
 * Texts are JSON objects keyed by locale, written compactly by JSON.stringify, where a quote
 * inside a text is escaped: `"fr-FR":"` starts the French text and `"fr-FR":""` is an empty one.
 * Plain LIKE reads them alike on SQLite and PostgreSQL.
 */
const hasText = (column: 'title_i18n' | 'content_i18n', locale: Locale) =>
  sql<boolean>`(${sql.ref(column)} like ${`%"${locale}":"%`} and ${sql.ref(column)} not like ${`%"${locale}":""%`})`;

/** An article is complete in a language when both its title and its text are written in it. */
const complete = (locale: Locale) =>
  sql<boolean>`(${hasText('title_i18n', locale)} and ${hasText('content_i18n', locale)})`;

/** The languages an article lacks, as "fr-FR,ko-KR," (LOCALES order; "" when none). */
const missingLocales = sql.join(
  LOCALES.map((l) => sql`(case when ${complete(l)} then '' else ${sql.lit(`${l},`)} end)`),
  sql` || `,
);

function filtered(db: Db, filter: ArticleFilter) {
  let query = db.selectFrom('article').where('kind', 'in', [...filter.kinds]);
  if (filter.published !== undefined)
    query = query.where('published', '=', filter.published ? 1 : 0);
  // Texts are JSON objects keyed by locale: a language is present when its key is.
  if (filter.locale) query = query.where('title_i18n', 'like', `%"${filter.locale}":%`);
  if (filter.missing) query = query.where(sql<boolean>`not ${complete(filter.missing)}`);
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
      .select(sql<string>`${missingLocales}`.as('missing_locales'))
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

/** A folder's names by language (JSON), or undefined when there is no such folder. */
export async function folderNames(db: Db, urlKey: string): Promise<string | undefined> {
  const folder = await db
    .selectFrom('folder')
    .select('name_i18n')
    .where('url_key', '=', urlKey)
    .executeTakeFirst();
  return folder?.name_i18n;
}
