import type { AuditEntry, AuditFilter, AuditPage } from '@can/contracts/admin-auth';
import type { AuditAction } from '@can/contracts/admin-paths';
import type { StaffIdentity } from '@can/contracts/admin-auth';
import type { Db } from '../../../db/database';
import type { Clock } from '../../../platform/clock';
import * as repo from './repo';

export interface AuditRecord {
  /** What was done, `<thing>.<verb>`: `notification.publish`, `flight.update`, `staff.create`. */
  action: AuditAction;
  /** What it was done to: `article:123`, `flight:<id>`, `staff:7`. */
  target: string;
  before?: unknown;
  after?: unknown;
}

/** Who made a change: the signed-in staff member (null on a public call) and the request's id. */
export interface AuditActor {
  staff: Pick<StaffIdentity, 'id' | 'username'> | null;
  requestId: string;
}

/** Keys whose values never reach the audit log, at any depth. */
const SECRET_KEY = /password|token|secret|session|cookie|signature|hash/i;

export function redactSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redactSecrets);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [
      key,
      SECRET_KEY.test(key) ? '[redacted]' : redactSecrets(inner),
    ]),
  );
}

const json = (value: unknown) =>
  value === undefined || value === null ? null : JSON.stringify(redactSecrets(value));

const parse = (text: string | null): unknown => {
  if (text === null) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
};

/**
 * The audit log: who changed what, when, with the values before and after. Written inside the
 * transaction of the change, so a change and its record land together or not at all.
 */
export function createAuditLog(clock: Clock) {
  return {
    async record(db: Db, actor: AuditActor, entry: AuditRecord): Promise<void> {
      await repo.insertEntry(db, {
        at: clock.now().toISOString(),
        staff_id: actor.staff?.id ?? null,
        staff_username: actor.staff?.username ?? '',
        action: entry.action,
        target: entry.target,
        before_json: json(entry.before),
        after_json: json(entry.after),
        request_id: actor.requestId,
      });
    },

    async list(db: Db, query: AuditFilter): Promise<AuditPage> {
      const { total: count, rows } = await repo.listEntries(db, query);
      return {
        list: rows.map((row): AuditEntry => ({
          id: row.id,
          at: row.at,
          staffUsername: row.staff_username,
          action: row.action,
          target: row.target,
          before: parse(row.before_json),
          after: parse(row.after_json),
          requestId: row.request_id,
        })),
        pageNum: query.pageNum,
        pageSize: query.pageSize,
        pages: Math.ceil(count / query.pageSize),
        total: count,
      };
    },
  };
}

export type AuditLog = ReturnType<typeof createAuditLog>;
