import type { RouteObject } from 'react-router';
import type { AdminNavItem } from '../shell/nav-item';

/** Flight operations: duty managers change what the boards show. */
export const routes: RouteObject[] = [
  { path: 'flight-ops', lazy: () => import('./pages/flight-ops-page') },
];

export const navItems: AdminNavItem[] = [
  {
    group: 'operations',
    to: '/admin/flight-ops',
    ns: 'admin-ops',
    labelKey: 'nav.flightOps',
    roles: ['operations'],
    order: 30,
  },
];
