import type { RouteObject } from 'react-router';
import type { AdminNavItem } from '../shell/nav-item';

/** The service desk's inbox of contact-form messages. */
export const routes: RouteObject[] = [
  { path: 'feedback', lazy: () => import('./pages/feedback-page') },
];

export const navItems: AdminNavItem[] = [
  {
    group: 'service',
    to: '/admin/feedback',
    ns: 'admin-service',
    labelKey: 'nav.feedback',
    roles: ['service'],
    order: 40,
  },
];
