import type { Db } from '../../db/database';

export async function listCoachRoutes(db: Db) {
  return db.selectFrom('transport_coach_route').selectAll().orderBy('sort').orderBy('id').execute();
}

export async function findCoachRoute(db: Db, id: number) {
  return db.selectFrom('transport_coach_route').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function listItems(db: Db) {
  return db.selectFrom('transport_item').selectAll().orderBy('sort').orderBy('id').execute();
}

export async function listCityTerminals(db: Db) {
  return db
    .selectFrom('transport_city_terminal')
    .selectAll()
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

export async function findCityTerminal(db: Db, id: number) {
  return db
    .selectFrom('transport_city_terminal')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
}
