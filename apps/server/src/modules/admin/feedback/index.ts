import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../../db/database';
import type { Clock } from '../../../platform/clock';
import type { Mailer } from '../../../platform/mailer';
import type { AuditLog } from '../audit';
import { feedbackRoutes } from './routes';
import { createFeedbackService } from './service';

export interface FeedbackAdminDeps {
  db: Db;
  clock: Clock;
  audit: AuditLog;
  /** Replies go out through it (outbox table by default, SMTP with SMTP_URL). */
  mailer: Mailer;
}

/** The service desk's inbox over the contact form's messages. */
export const feedbackAdmin: FastifyPluginAsyncZod<FeedbackAdminDeps> = async (app, deps) => {
  await app.register(feedbackRoutes, { feedback: createFeedbackService(deps) });
};
