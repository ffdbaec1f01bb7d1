import type { RouteObject } from 'react-router';
import type { AdminNavItem } from '../shell/nav-item';

export const routes: RouteObject[] = [{ path: 'audit', lazy: () => import('./audit-page') }];

export const navItems: AdminNavItem[] = [
  {
    group: 'administration',
    to: '/admin/audit',
    ns: 'admin',
    labelKey: 'nav.audit',
    roles: [],
    order: 95,
  },
];
