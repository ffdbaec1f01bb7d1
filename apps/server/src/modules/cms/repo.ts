import type { Db } from '../../db/database';

export async function listNavMenus(db: Db) {
  return db.selectFrom('nav_menu').selectAll().orderBy('sort').orderBy('id').execute();
}

export async function findFolder(db: Db, urlKey: string) {
  return db.selectFrom('folder').selectAll().where('url_key', '=', urlKey).executeTakeFirst();
}

export async function listRollPictures(db: Db, urlKey: string) {
  return db
    .selectFrom('roll_picture')
    .selectAll()
    .where('url_key', '=', urlKey)
    .where('published', '=', 1)
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

const summaryColumns = [
  'id',
  'kind',
  'url_key',
  'title_i18n',
  'summary_i18n',
  'published_at',
] as const;

/** Articles published as a pair of records (one Chinese, one for the other languages). */
export async function listPairedArticles(db: Db) {
  return db
    .selectFrom('article')
    .select(['id', 'title_i18n', 'counterpart_id'])
    .where('counterpart_id', 'is not', null)
    .execute();
}

/** Published articles, leaving out the ids in `hidden`. */
function publishedArticles(db: Db, hidden: number[]) {
  const published = db.selectFrom('article').where('published', '=', 1);
  return hidden.length > 0 ? published.where('id', 'not in', hidden) : published;
}

/** The published articles under a key, newest first, leaving out the ids in `hidden`. */
export async function listArticlesByKey(
  db: Db,
  urlKey: string,
  offset: number,
  limit: number,
  hidden: number[] = [],
) {
  const base = publishedArticles(db, hidden).where('url_key', '=', urlKey);
  const [rows, count] = await Promise.all([
    base
      .select(summaryColumns)
      .orderBy('published_at', 'desc')
      .orderBy('id', 'desc')
      .offset(offset)
      .limit(limit)
      .execute(),
    base.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

export async function listArticlesByKind(
  db: Db,
  kind: string,
  limit: number,
  hidden: number[] = [],
) {
  return publishedArticles(db, hidden)
    .where('kind', '=', kind)
    .select(summaryColumns)
    .orderBy('published_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

export async function latestArticleWithContent(db: Db, kind: string) {
  return db
    .selectFrom('article')
    .selectAll()
    .where('kind', '=', kind)
    .where('published', '=', 1)
    .orderBy('published_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export async function findArticle(db: Db, id: number) {
  return db
    .selectFrom('article')
    .selectAll()
    .where('id', '=', id)
    .where('published', '=', 1)
    .executeTakeFirst();
}

/** The published articles just newer and just older than `row` in its folder (list order). */
export async function findNeighbours(
  db: Db,
  row: { id: number; url_key: string; published_at: string },
  hidden: number[],
) {
  const base = publishedArticles(db, hidden)
    .select(['id', 'title_i18n'])
    .where('url_key', '=', row.url_key);
  const [newer, older] = await Promise.all([
    base
      .where((eb) =>
        eb.or([
          eb('published_at', '>', row.published_at),
          eb.and([eb('published_at', '=', row.published_at), eb('id', '>', row.id)]),
        ]),
      )
      .orderBy('published_at', 'asc')
      .orderBy('id', 'asc')
      .limit(1)
      .executeTakeFirst(),
    base
      .where((eb) =>
        eb.or([
          eb('published_at', '<', row.published_at),
          eb.and([eb('published_at', '=', row.published_at), eb('id', '<', row.id)]),
        ]),
      )
      .orderBy('published_at', 'desc')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst(),
  ]);
  return { newer, older };
}

export async function listFooter(db: Db) {
  const [columns, items] = await Promise.all([
    db.selectFrom('footer_column').selectAll().orderBy('sort').orderBy('id').execute(),
    db.selectFrom('footer_item').selectAll().orderBy('sort').orderBy('id').execute(),
  ]);
  return { columns, items };
}
