import type { NavMenu } from '@can/contracts/cms';

/** Only entries with hidden=false are shown (spec section 2), at every level. */
export function visibleEntries(menu: readonly NavMenu[] | undefined): NavMenu[] {
  return (menu ?? [])
    .filter((entry) => !entry.hidden)
    .map((entry) => ({ ...entry, childrenNavMenus: visibleEntries(entry.childrenNavMenus) }));
}

/** The buyNow entry (and any absolute address) opens in a new tab (spec section 2). */
export function isExternalEntry(entry: NavMenu): boolean {
  return entry.urlkey === 'buyNow' || /^https?:\/\//i.test(entry.path);
}

/** True when the page at `pathname` belongs to the entry or to one of its children. */
export function isCurrentEntry(entry: NavMenu, pathname: string): boolean {
  if (isExternalEntry(entry)) return false;
  if (entry.path === pathname) return true;
  return entry.childrenNavMenus.some((child) => isCurrentEntry(child, pathname));
}
