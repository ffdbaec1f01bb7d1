import type { RouteObject } from 'react-router';
import type { AdminNavItem } from '../shell/nav-item';

/** Site content other than articles (role editor), under /admin/catalog/…. */
export const routes: RouteObject[] = [
  { path: 'catalog/nav', lazy: () => import('./pages/nav-menu-page') },
  { path: 'catalog/pictures', lazy: () => import('./pages/pictures-page') },
  { path: 'catalog/footer', lazy: () => import('./pages/footer-page') },
  { path: 'catalog/faq', lazy: () => import('./pages/faq-page') },
  { path: 'catalog/hotels', lazy: () => import('./pages/hotels-page') },
  { path: 'catalog/shops', lazy: () => import('./pages/shops-page') },
  { path: 'catalog/transport', lazy: () => import('./pages/transport-page') },
];

const editor = (to: string, labelKey: string, order: number): AdminNavItem => ({
  group: 'content',
  to: `/admin/catalog/${to}`,
  ns: 'admin-catalog',
  labelKey,
  roles: ['editor'],
  order,
});

export const navItems: AdminNavItem[] = [
  editor('nav', 'side.nav', 30),
  editor('pictures', 'side.pictures', 31),
  editor('footer', 'side.footer', 32),
  editor('faq', 'side.faq', 33),
  editor('hotels', 'side.hotels', 34),
  editor('shops', 'side.shops', 35),
  editor('transport', 'side.transport', 36),
];
