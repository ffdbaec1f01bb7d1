import type { RouteObject } from 'react-router';
import { routes as accountRoutes } from './account/routes';
import { routes as alertsDeskRoutes } from './alerts-desk/routes';
import { routes as auditRoutes } from './audit/routes';
import { routes as catalogRoutes } from './catalog/routes';
import { routes as checkinSupportRoutes } from './checkin-support/routes';
import { routes as contentRoutes } from './content/routes';
import { routes as dashboardRoutes } from './dashboard/routes';
import { routes as disruptionRoutes } from './disruption/routes';
import { routes as feedbackRoutes } from './feedback/routes';
import { routes as flightOpsRoutes } from './flight-ops/routes';
import { routes as staffRoutes } from './staff/routes';

/**
 * The back office under /admin, outside the public frame: the sign-in page, then every area's
 * pages inside the admin layout (which checks the staff session). Each area adds its routes
 * here; pages load lazily, and nothing here is loaded by the public pages.
 */
export const adminRoutes: RouteObject = {
  path: 'admin',
  lazy: () => import('./admin-root'),
  children: [
    { path: 'login', lazy: () => import('./shell/login-page') },
    {
      lazy: () => import('./shell/admin-layout-route'),
      children: [
        ...dashboardRoutes,
        ...feedbackRoutes,
        ...alertsDeskRoutes,
        ...disruptionRoutes,
        ...flightOpsRoutes,
        ...checkinSupportRoutes,
        ...contentRoutes,
        ...catalogRoutes,
        ...staffRoutes,
        ...auditRoutes,
        ...accountRoutes,
        { path: '*', lazy: () => import('./shell/admin-not-found') },
      ],
    },
  ],
};
