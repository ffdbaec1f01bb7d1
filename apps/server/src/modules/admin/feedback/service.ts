import type {
  FeedbackDetail,
  FeedbackPage,
  FeedbackStatus,
  FeedbackSummary,
} from '@can/contracts/admin-service';
import type { StaffIdentity } from '@can/contracts/admin-auth';
import type { Db } from '../../../db/database';
import { inTransaction } from '../../../db/transaction';
import type { Clock } from '../../../platform/clock';
import { BusinessRuleError, NotFoundError } from '../../../platform/errors';
import type { Log } from '../../../platform/log';
import { MailDeliveryError, type Mailer } from '../../../platform/mailer';
import type { AuditActor, AuditLog } from '../audit';
import * as repo from './repo';
import { replyMail } from './reply-mail';

const EXCERPT = 120;

function summaryOf(row: {
  id: number;
  member_id: number | null;
  title: string;
  name: string;
  email: string;
  content: string;
  locale: string;
  status: string;
  created_at: string;
  replied_at: string | null;
  closed_at: string | null;
}): FeedbackSummary {
  const flat = row.content.replace(/\s+/g, ' ').trim();
  return {
    id: row.id,
    title: row.title,
    name: row.name,
    email: row.email,
    excerpt: flat.length > EXCERPT ? `${flat.slice(0, EXCERPT - 1)}…` : flat,
    status: repo.statusOf(row),
    fromMember: row.member_id !== null,
    locale: row.locale,
    createdAt: row.created_at,
    repliedAt: row.replied_at,
    closedAt: row.closed_at,
  };
}

function detailOf(row: repo.StoredMessage): FeedbackDetail {
  return {
    ...summaryOf(row),
    content: row.content,
    reply: row.reply,
    repliedBy: row.replied_by_name,
    closedBy: row.closed_by_name,
    replyMailId: row.reply_mail_id,
  };
}

/** What the audit log keeps of a message's state (the reply text is the change itself). */
const auditState = (row: { status: string; closed_at: string | null; reply: string | null }) => ({
  status: repo.statusOf(row),
  reply: row.reply,
});

/**
 * The service desk's inbox over the contact form's messages: list, read, reply (stored, marked
 * answered and emailed in one transaction), close and reopen. Every change is audited.
 */
export function createFeedbackService(deps: {
  db: Db;
  clock: Clock;
  audit: AuditLog;
  mailer: Mailer;
}) {
  const { db, clock, audit, mailer } = deps;

  async function load(trx: typeof db, id: number): Promise<repo.StoredMessage> {
    const row = await repo.findMessage(trx, id);
    if (!row) throw new NotFoundError('feedbackNotFound');
    return row;
  }

  return {
    async list(query: {
      status: FeedbackStatus;
      keyword?: string;
      pageNum: number;
      pageSize: number;
    }): Promise<FeedbackPage> {
      const [{ rows, total }, counts] = await Promise.all([
        repo.listMessages(db, {
          status: query.status,
          keyword: query.keyword || undefined,
          offset: (query.pageNum - 1) * query.pageSize,
          limit: query.pageSize,
        }),
        repo.countByStatus(db),
      ]);
      return {
        list: rows.map(summaryOf),
        pageNum: query.pageNum,
        pageSize: query.pageSize,
        pages: Math.ceil(total / query.pageSize),
        total,
        counts,
      };
    },

    async detail(id: number): Promise<FeedbackDetail> {
      return detailOf(await load(db, id));
    },

    /**
     * Stores the reply, marks the message answered and emails it, all or nothing: the mail is
     * sent last inside the transaction (the outbox row joins it), so a refused mail leaves the
     * message as it was and nothing is audited.
     */
    async reply(
      staff: StaffIdentity,
      actor: AuditActor,
      id: number,
      reply: string,
      /** The request's logger: a refused mail is logged with the call. */
      log: Log,
    ): Promise<FeedbackDetail> {
      const now = clock.now().toISOString();
      await inTransaction(db, async (trx) => {
        const before = await load(trx, id);
        if (before.closed_at !== null) throw new BusinessRuleError('feedbackClosed');
        await repo.updateMessage(trx, id, {
          status: 'answered',
          reply,
          replied_at: now,
          replied_by: staff.id,
          reply_mail_id: null,
        });
        // The mail goes last: if it is refused, the transaction undoes the reply above.
        let mailId: string | null = null;
        if (before.email) {
          try {
            mailId = (await mailer.send(replyMail(before, reply), trx)).id;
          } catch (error) {
            if (!(error instanceof MailDeliveryError)) throw error;
            log.warn(
              { feedbackId: id, mailer: error.transport, reason: error.reason },
              'feedback reply not sent',
            );
            throw new BusinessRuleError('feedbackMailFailed');
          }
          await repo.updateMessage(trx, id, { reply_mail_id: mailId });
        }
        await audit.record(trx, actor, {
          action: 'feedback.reply',
          target: `feedback:${id}`,
          before: auditState(before),
          after: { status: 'answered', reply, mailId },
        });
      });
      return detailOf(await load(db, id));
    },

    async close(staff: StaffIdentity, actor: AuditActor, id: number): Promise<FeedbackDetail> {
      const now = clock.now().toISOString();
      await inTransaction(db, async (trx) => {
        const before = await load(trx, id);
        if (before.closed_at !== null) throw new BusinessRuleError('feedbackAlreadyClosed');
        await repo.updateMessage(trx, id, { closed_at: now, closed_by: staff.id });
        await audit.record(trx, actor, {
          action: 'feedback.close',
          target: `feedback:${id}`,
          before: { status: repo.statusOf(before) },
          after: { status: 'closed' },
        });
      });
      return detailOf(await load(db, id));
    },

    async reopen(actor: AuditActor, id: number): Promise<FeedbackDetail> {
      await inTransaction(db, async (trx) => {
        const before = await load(trx, id);
        if (before.closed_at === null) throw new BusinessRuleError('feedbackNotClosed');
        await repo.updateMessage(trx, id, { closed_at: null, closed_by: null });
        await audit.record(trx, actor, {
          action: 'feedback.reopen',
          target: `feedback:${id}`,
          before: { status: 'closed' },
          after: { status: repo.statusOf({ ...before, closed_at: null }) },
        });
      });
      return detailOf(await load(db, id));
    },
  };
}

export type FeedbackService = ReturnType<typeof createFeedbackService>;
