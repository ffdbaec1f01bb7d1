import * as z from 'zod/mini';
import { recordId } from './record-id';
import { FLIGHT_STATUS_CODES } from './flights';
import { ALERT_CHANNELS } from './alert-paths';
import { FEEDBACK_REPLY_MAX, FEEDBACK_STATUSES } from './admin-service-paths';

export * from './admin-service-paths';

const id = recordId;
export const feedbackStatus = z.enum(FEEDBACK_STATUSES);

/** GET feedback/list: one status at a time (the inbox's tabs), newest first, with a search. */
export const feedbackListQuery = z.object({
  status: z._default(feedbackStatus, 'new'),
  keyword: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  pageNum: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(10_000)), 1),
  pageSize: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100)), 20),
});
export type FeedbackListQuery = z.input<typeof feedbackListQuery>;

export const feedbackSummary = z.object({
  id: z.int(),
  title: z.string(),
  name: z.string(),
  email: z.string(),
  /** The first characters of the message, for the list. */
  excerpt: z.string(),
  status: feedbackStatus,
  /** Sent by a signed-in member: the reply also shows in the member centre. */
  fromMember: z.boolean(),
  locale: z.string(),
  /** ISO 8601 with offset. */
  createdAt: z.string(),
  repliedAt: z.nullable(z.string()),
  closedAt: z.nullable(z.string()),
});
export type FeedbackSummary = z.infer<typeof feedbackSummary>;

export const feedbackPage = z.object({
  list: z.array(feedbackSummary),
  pageNum: z.int(),
  pageSize: z.int(),
  pages: z.int(),
  total: z.int(),
  /** Messages in each status (whatever the keyword), for the tabs. */
  counts: z.object({ new: z.int(), answered: z.int(), closed: z.int() }),
});
export type FeedbackPage = z.infer<typeof feedbackPage>;

export const feedbackDetailQuery = z.object({ id });

export const feedbackDetail = z.extend(feedbackSummary, {
  content: z.string(),
  reply: z.nullable(z.string()),
  repliedBy: z.nullable(z.string()),
  closedBy: z.nullable(z.string()),
  /** The Mailer's id of the email that carried the reply (null: not sent by email). */
  replyMailId: z.nullable(z.string()),
});
export type FeedbackDetail = z.infer<typeof feedbackDetail>;

/** POST feedback/reply: plain text (the member centre and the email show it as written). */
export const feedbackReplyBody = z.object({
  id,
  reply: z.string().check(z.trim(), z.minLength(1), z.maxLength(FEEDBACK_REPLY_MAX)),
});
export type FeedbackReplyBody = z.input<typeof feedbackReplyBody>;

/** POST feedback/close and feedback/reopen. */
export const feedbackIdBody = z.object({ id });
export type FeedbackIdBody = z.input<typeof feedbackIdBody>;

const dayCount = z.object({ day: z.string(), count: z.int() });

/** GET dashboard/summary: today's figures (airport day) and the charts' series. */
export const dashboardSummary = z.object({
  /** The airport-local day, YYYY-MM-DD. */
  today: z.string(),
  /** ISO 8601 with offset. */
  generatedAt: z.string(),
  figures: z.object({
    pageViewsToday: z.int(),
    flightsToday: z.int(),
    delayedToday: z.int(),
    cancelledToday: z.int(),
    checkInsToday: z.int(),
    openFeedback: z.int(),
  }),
  /** Oldest first, every day present (0 when nothing). */
  pageViewsByDay: z.array(dayCount),
  /** The most viewed paths over the same days, most first. */
  topPaths: z.array(z.object({ path: z.string(), views: z.int() })),
  /** Today's passenger flights by status, departures and arrivals. */
  flightsByStatus: z.array(
    z.object({ status: z.enum(FLIGHT_STATUS_CODES), departures: z.int(), arrivals: z.int() }),
  ),
  checkInsByDay: z.array(dayCount),
  /** Flight alert messages today (airport day), one row per channel: sent, and given up on. */
  alertsToday: z.array(
    z.object({ channel: z.enum(ALERT_CHANNELS), sent: z.int(), failed: z.int() }),
  ),
});
export type DashboardSummary = z.infer<typeof dashboardSummary>;
