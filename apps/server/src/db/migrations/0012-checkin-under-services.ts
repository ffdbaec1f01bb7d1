import type { Kysely } from 'kysely';

// Frozen: see 0001. Online check-in is a passenger service (spec section 1), not a flight page:
// a site seeded before this moves its menu entry from Flights to the top of Services, and bumps
// the menu version so travellers' kept menus are replaced on their next visit. A site whose
// editors have moved it elsewhere is left as they chose. A new site is seeded so already.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const parentOf = async (path: string) =>
    (await db.selectFrom('nav_menu').select('id').where('path', '=', path).executeTakeFirst())
      ?.id as number | undefined;
  const flights = await parentOf('/flight');
  const services = await parentOf('/passenger-service');
  if (flights === undefined || services === undefined) return;
  const moved = await db
    .updateTable('nav_menu')
    .set({ parent_id: services, sort: -1 })
    .where('path', '=', '/service/checkIn')
    .where('parent_id', '=', flights)
    .executeTakeFirst();
  if (Number(moved.numUpdatedRows) === 0) return;
  const now = new Date();
  const value = now.getTime().toString(36);
  await db
    .insertInto('app_setting')
    .values({ key: 'cms.navMenuVersion', value, updated_at: now.toISOString() })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value, updated_at: now.toISOString() }))
    .execute();
}
