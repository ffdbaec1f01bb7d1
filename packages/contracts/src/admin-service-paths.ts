/**
 * The service desk's feedback inbox and the back-office home (dashboard). Zod-free, so the admin
 * pages can name a call without loading schemas.
 */
export const adminServicePaths = {
  feedbackList: '/byairport-cms/admin/feedback/list',
  feedbackDetail: '/byairport-cms/admin/feedback/detail',
  feedbackReply: '/byairport-cms/admin/feedback/reply',
  feedbackClose: '/byairport-cms/admin/feedback/close',
  feedbackReopen: '/byairport-cms/admin/feedback/reopen',
  dashboardSummary: '/byairport-cms/admin/dashboard/summary',
} as const;

/** new: not yet answered; answered: a reply was sent; closed: nothing more to do. */
export const FEEDBACK_STATUSES = ['new', 'answered', 'closed'] as const;
export type FeedbackStatus = (typeof FEEDBACK_STATUSES)[number];

export const FEEDBACK_REPLY_MAX = 5000;
/** Days the dashboard's charts cover, today included. */
export const DASHBOARD_DAYS = 14;
