import { navItems as accountNav } from './account/routes';
import { navItems as alertsDeskNav } from './alerts-desk/routes';
import { navItems as auditNav } from './audit/routes';
import { navItems as catalogNav } from './catalog/routes';
import { navItems as checkinSupportNav } from './checkin-support/routes';
import { navItems as contentNav } from './content/routes';
import { navItems as dashboardNav } from './dashboard/routes';
import { navItems as disruptionNav } from './disruption/routes';
import { navItems as feedbackNav } from './feedback/routes';
import { navItems as flightOpsNav } from './flight-ops/routes';
import type { AdminNavItem } from './shell/nav-item';
import { navItems as staffNav } from './staff/routes';

/** The side navigation: every area's entries (the layout filters them by role and sorts). */
export const adminNavItems: AdminNavItem[] = [
  ...dashboardNav,
  ...feedbackNav,
  ...alertsDeskNav,
  ...disruptionNav,
  ...flightOpsNav,
  ...checkinSupportNav,
  ...contentNav,
  ...catalogNav,
  ...staffNav,
  ...auditNav,
  ...accountNav,
];
