import type { Db } from '../../db/database';

/** Every outlet of a terminal, to place on its map. */
export async function shopsOfTerminal(db: Db, terminal: string) {
  return db
    .selectFrom('shop')
    .select(['id', 'name_i18n', 'category', 'floor', 'near', 'location_i18n'])
    .where('terminal', '=', terminal)
    .orderBy('sort')
    .execute();
}
