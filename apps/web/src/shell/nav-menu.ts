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

/**
 * True when the page at `pathname` belongs to the entry or to one of its children. The steps of
 * a flow named after its entry belong to it: /service/checkIn_list, _seatmap and _board are
 * online check-in's (spec section 2).
 */
export function isCurrentEntry(entry: NavMenu, pathname: string): boolean {
  if (isExternalEntry(entry)) return false;
  if (entry.path === pathname || pathname.startsWith(`${entry.path}_`)) return true;
  return entry.childrenNavMenus.some((child) => isCurrentEntry(child, pathname));
}
