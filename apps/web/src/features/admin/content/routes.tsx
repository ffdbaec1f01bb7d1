import type { RouteObject } from 'react-router';
import type { AdminNavItem } from '../shell/nav-item';

/** Notifications and editorial content (issue 9), for editors (and admins). */
export const routes: RouteObject[] = [
  { path: 'notifications', lazy: () => import('./pages/notifications-page') },
  { path: 'notifications/:id', lazy: () => import('./pages/notification-editor-page') },
  { path: 'articles', lazy: () => import('./pages/articles-page') },
  { path: 'articles/:id', lazy: () => import('./pages/article-editor-page') },
];

export const navItems: AdminNavItem[] = [
  {
    group: 'content',
    to: '/admin/notifications',
    ns: 'admin-content',
    labelKey: 'nav.notifications',
    roles: ['editor'],
    order: 20,
  },
  {
    group: 'content',
    to: '/admin/articles',
    ns: 'admin-content',
    labelKey: 'nav.articles',
    roles: ['editor'],
    order: 21,
  },
];
