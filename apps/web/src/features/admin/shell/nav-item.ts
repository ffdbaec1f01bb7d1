import type { StaffRole } from '@can/contracts/admin-paths';

/** The side navigation's sections, in this order; all but home and account under a heading. */
export const NAV_GROUPS = [
  'home',
  'content',
  'operations',
  'service',
  'administration',
  'account',
] as const;
export type NavGroup = (typeof NAV_GROUPS)[number];
export const groupHasHeading = (group: NavGroup) => group !== 'home' && group !== 'account';

/** One entry of the back office's side navigation, shown to the roles that may use it. */
export interface AdminNavItem {
  group: NavGroup;
  to: string;
  /** The namespace holding labelKey (each area has its own). */
  ns: string;
  labelKey: string;
  /** Roles besides admin (admins see everything); 'anyStaff' for all. */
  roles: readonly Exclude<StaffRole, 'admin'>[] | 'anyStaff';
  /** Sort order within its section (lower first). */
  order?: number;
}

export function visibleTo(item: AdminNavItem, role: StaffRole): boolean {
  return role === 'admin' || item.roles === 'anyStaff' || item.roles.includes(role);
}

/**
 * The navigation entry a back-office address belongs to: the one whose path is the longest
 * start of it (/admin/notifications/42 belongs to /admin/notifications), or none.
 */
export function navItemOf<T extends Pick<AdminNavItem, 'to'>>(items: T[], pathname: string) {
  const path = pathname.replace(/\/+$/, '') || '/';
  return items
    .filter((item) =>
      item.to === '/admin' ? path === '/admin' : path === item.to || path.startsWith(`${item.to}/`),
    )
    .sort((a, b) => b.to.length - a.to.length)[0];
}
