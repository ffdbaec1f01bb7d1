import type { RouteObject } from 'react-router';
import type { AdminNavItem } from '../shell/nav-item';

/** Check-in support: the airport's desks help passengers with their check-in. */
export const routes: RouteObject[] = [
  { path: 'checkin-support', lazy: () => import('./pages/checkin-support-page') },
];

export const navItems: AdminNavItem[] = [
  {
    group: 'operations',
    to: '/admin/checkin-support',
    ns: 'admin-ops',
    labelKey: 'nav.checkinSupport',
    roles: ['operations'],
    order: 35,
  },
];
