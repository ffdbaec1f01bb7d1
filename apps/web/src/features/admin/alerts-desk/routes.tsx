import type { RouteObject } from 'react-router';
import type { AdminNavItem } from '../shell/nav-item';

/** Flight alerts at the service desk: a traveller's alerts found by contact and ended. */
export const routes: RouteObject[] = [
  { path: 'alerts', lazy: () => import('./pages/alerts-desk-page') },
];

export const navItems: AdminNavItem[] = [
  {
    group: 'service',
    to: '/admin/alerts',
    ns: 'admin-service',
    labelKey: 'nav.alertsDesk',
    roles: ['service'],
    order: 45,
  },
];
