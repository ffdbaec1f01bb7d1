import type { RouteObject } from 'react-router';
import type { AdminNavItem } from '../shell/nav-item';

/** The back-office home (/admin): today's figures and charts for every staff member. */
export const routes: RouteObject[] = [
  { index: true, lazy: () => import('./pages/dashboard-page') },
];

export const navItems: AdminNavItem[] = [
  {
    group: 'home',
    to: '/admin',
    ns: 'admin-service',
    labelKey: 'nav.dashboard',
    roles: 'anyStaff',
    order: 0,
  },
];
