import type { RouteObject } from 'react-router';
import type { AdminNavItem } from '../shell/nav-item';

export const routes: RouteObject[] = [{ path: 'staff', lazy: () => import('./staff-page') }];

export const navItems: AdminNavItem[] = [
  {
    group: 'administration',
    to: '/admin/staff',
    ns: 'admin',
    labelKey: 'nav.staff',
    roles: [],
    order: 90,
  },
];
