/**
 * Flight alerts at the service desk (issue 22): find a traveller's live alert subscriptions by
 * mobile number or e-mail address and end them. Zod-free, so the admin pages can name a call
 * without loading schemas.
 */
export const adminAlertsPaths = {
  /** GET ?mobile | email: the live subscriptions of that contact (the contact masked). */
  find: '/byairport-cms/admin/alerts/find',
  /** POST { mobile | email, ids? }: ends them (the ids given, else all); the contact is erased. */
  end: '/byairport-cms/admin/alerts/end',
} as const;

/** How many subscriptions one end call may name (a contact has at most a few). */
export const DESK_ALERT_IDS_MAX = 100;
