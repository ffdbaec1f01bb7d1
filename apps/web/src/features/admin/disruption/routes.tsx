import type { RouteObject } from 'react-router';
import type { AdminNavItem } from '../shell/nav-item';

/** Disruption mode (crisis mode): operations put one message on every page of the site. */
export const routes: RouteObject[] = [
  { path: 'disruption', lazy: () => import('./pages/disruption-page') },
];

export const navItems: AdminNavItem[] = [
  {
    group: 'operations',
    to: '/admin/disruption',
    ns: 'admin-ops',
    labelKey: 'nav.disruption',
    roles: ['operations'],
    order: 25,
  },
];
