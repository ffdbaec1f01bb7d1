import type { StaffRole } from '@can/contracts/admin-paths';

/** One entry of the back office's side navigation, shown to the roles that may use it. */
export interface AdminNavItem {
  to: string;
  /** The namespace holding labelKey (each area has its own). */
  ns: string;
  labelKey: string;
  /** Roles besides admin (admins see everything); 'anyStaff' for all. */
  roles: readonly Exclude<StaffRole, 'admin'>[] | 'anyStaff';
  /** Sort order in the side navigation (lower first). */
  order?: number;
}

export function visibleTo(item: AdminNavItem, role: StaffRole): boolean {
  return role === 'admin' || item.roles === 'anyStaff' || item.roles.includes(role);
}
