import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';

export interface ShopFilters {
  terminal?: string;
  flow?: string;
  scope?: string;
  side?: string;
  category?: string;
  kind?: string;
  keyword?: string;
  /** "HH:mm" airport time: only outlets open then. */
  openAt?: string;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function where(filters: ShopFilters) {
  return (eb: ExpressionBuilder<Database, 'shop'>) => {
    const all: Expression<SqlBool>[] = [];
    for (const key of ['terminal', 'flow', 'scope', 'side', 'category', 'kind'] as const) {
      const value = filters[key];
      if (value) all.push(eb(key, '=', value));
    }
    if (filters.keyword)
      all.push(
        sql<SqlBool>`search_text like ${`%${escapeLike(filters.keyword.toLowerCase())}%`} escape '\\'`,
      );
    const at = filters.openAt;
    if (at)
      all.push(
        eb.or([
          eb('hours_kind', '=', 'allDay'),
          eb.and([
            eb('closes', '>', eb.ref('opens')),
            eb('opens', '<=', at),
            eb('closes', '>', at),
          ]),
          eb.and([
            eb('closes', '<=', eb.ref('opens')),
            eb.or([eb('opens', '<=', at), eb('closes', '>', at)]),
          ]),
        ]),
      );
    return eb.and(all);
  };
}

export async function listShops(db: Db, filters: ShopFilters, offset: number, limit: number) {
  const base = db.selectFrom('shop').where(where(filters));
  const [rows, count] = await Promise.all([
    base.selectAll().orderBy('sort').orderBy('id').offset(offset).limit(limit).execute(),
    base.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

export async function findShop(db: Db, id: number) {
  return db.selectFrom('shop').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function countByCategory(db: Db, terminal?: string) {
  let query = db
    .selectFrom('shop')
    .select(['category', (eb) => eb.fn.countAll<number | string>().as('count')])
    .groupBy('category');
  if (terminal) query = query.where('terminal', '=', terminal);
  return query.execute();
}
