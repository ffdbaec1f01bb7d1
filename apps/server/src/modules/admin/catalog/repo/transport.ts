import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../../../../db/database';
import type { TransportCityTerminalTable, TransportCoachRouteTable } from '../../../../db/schema';

const TABLE = { terminal: 'transport_city_terminal', coachRoute: 'transport_coach_route' } as const;

export const terminals = (db: Db) =>
  db.selectFrom('transport_city_terminal').selectAll().orderBy('sort').orderBy('id').execute();

export const routes = (db: Db) =>
  db.selectFrom('transport_coach_route').selectAll().orderBy('sort').orderBy('id').execute();

export const findTerminal = (db: Db, id: number) =>
  db.selectFrom('transport_city_terminal').selectAll().where('id', '=', id).executeTakeFirst();

export const findRoute = (db: Db, id: number) =>
  db.selectFrom('transport_coach_route').selectAll().where('id', '=', id).executeTakeFirst();

export async function updateTerminal(
  db: Db,
  id: number,
  values: Updateable<TransportCityTerminalTable>,
): Promise<void> {
  await db.updateTable('transport_city_terminal').set(values).where('id', '=', id).execute();
}

export async function insertTerminal(
  db: Db,
  values: Insertable<TransportCityTerminalTable>,
): Promise<number> {
  return (
    await db
      .insertInto('transport_city_terminal')
      .values(values)
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
}

export async function updateRoute(
  db: Db,
  id: number,
  values: Updateable<TransportCoachRouteTable>,
): Promise<void> {
  await db.updateTable('transport_coach_route').set(values).where('id', '=', id).execute();
}

/** A removed city terminal leaves its routes in place, without a terminal (set null). */
export async function detachRoutes(db: Db, terminalId: number): Promise<void> {
  await db
    .updateTable('transport_coach_route')
    .set({ city_terminal_id: null })
    .where('city_terminal_id', '=', terminalId)
    .execute();
}

export async function remove(db: Db, kind: keyof typeof TABLE, id: number): Promise<void> {
  await db.deleteFrom(TABLE[kind]).where('id', '=', id).execute();
}
