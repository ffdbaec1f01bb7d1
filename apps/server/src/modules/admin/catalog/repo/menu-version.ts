import type { Db } from '../../../../db/database';
import { getSetting } from '../../../../db/settings-repo';

/**
 * The nav menu's version, in app_setting. Travellers keep the menu per tab (SET_ROUTES_…);
 * the page reads this version from the client config at every visit and fetches the menu again
 * when it changed, so an edit reaches them on their next visit.
 */
export const MENU_VERSION_SETTING = 'cms.navMenuVersion';

export async function bumpMenuVersion(db: Db, now: Date): Promise<string> {
  const value = now.getTime().toString(36);
  await db
    .insertInto('app_setting')
    .values({ key: MENU_VERSION_SETTING, value, updated_at: now.toISOString() })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value, updated_at: now.toISOString() }))
    .execute();
  return value;
}

export async function menuVersion(db: Db): Promise<string> {
  return (await getSetting(db, MENU_VERSION_SETTING)) ?? '0';
}
