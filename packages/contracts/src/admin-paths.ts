/**
 * The back office's own calls (staff sign-in, accounts, audit log) and its roles. Zod-free, so
 * the admin pages can name a call without loading schemas. Every admin call lives under
 * ADMIN_API_PREFIX: GET reads, POST changes, ids in the query or body.
 */
export const ADMIN_API_PREFIX = '/byairport-cms/admin/';

/** The roles of issue 9. `admin` may do everything, the others only their area. */
export const STAFF_ROLES = ['admin', 'editor', 'operations', 'service'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** The staff session cookie: httpOnly, SameSite=Strict, path ADMIN_API_PREFIX. */
export const STAFF_COOKIE = 'can_staff';

export const adminPaths = {
  login: '/byairport-cms/admin/auth/login',
  logout: '/byairport-cms/admin/auth/logout',
  me: '/byairport-cms/admin/auth/me',
  changePassword: '/byairport-cms/admin/auth/changePassword',
  staffList: '/byairport-cms/admin/staff/list',
  staffCreate: '/byairport-cms/admin/staff/create',
  staffUpdate: '/byairport-cms/admin/staff/update',
  auditList: '/byairport-cms/admin/audit/list',
} as const;

export const STAFF_USERNAME = /^[a-z][a-z0-9._-]{2,39}$/;
export const STAFF_PASSWORD_MIN = 10;
export const STAFF_PASSWORD_MAX = 128;

/**
 * Every action the audit log records, `<thing>.<verb>`: the server can write no other, and the
 * audit page offers them as filters (a filter matches by prefix, so `flight` finds both).
 */
export const AUDIT_ACTIONS = [
  'alerts.end',
  'article.create',
  'article.publish',
  'article.unpublish',
  'article.update',
  'checkin.mark',
  'cityTerminal.create',
  'cityTerminal.delete',
  'cityTerminal.update',
  'coachRoute.delete',
  'coachRoute.update',
  'disruption.update',
  'faq.create',
  'faq.hide',
  'faq.show',
  'faq.update',
  'feedback.close',
  'feedback.reopen',
  'feedback.reply',
  'flight.cancel',
  'flight.update',
  'folder.update',
  'footer.contact',
  'footer.create',
  'footer.delete',
  'footer.update',
  'hotel.hide',
  'hotel.show',
  'hotel.update',
  'media.upload',
  'nav.create',
  'nav.hide',
  'nav.show',
  'nav.update',
  'notification.create',
  'notification.publish',
  'notification.unpublish',
  'notification.update',
  'picture.create',
  'picture.hide',
  'picture.show',
  'picture.update',
  'seat.release',
  'shop.delete',
  'shop.update',
  'staff.create',
  'staff.password',
  'staff.update',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
