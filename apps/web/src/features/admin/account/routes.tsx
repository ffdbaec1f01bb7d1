import type { RouteObject } from 'react-router';
import type { AdminNavItem } from '../shell/nav-item';

export const routes: RouteObject[] = [{ path: 'account', lazy: () => import('./account-page') }];

export const navItems: AdminNavItem[] = [
  {
    group: 'account',
    to: '/admin/account',
    ns: 'admin',
    labelKey: 'nav.account',
    roles: 'anyStaff',
    order: 99,
  },
];
