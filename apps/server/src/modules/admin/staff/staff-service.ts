import type {
  StaffAccount,
  StaffCreateBody,
  StaffIdentity,
  StaffUpdateBody,
} from '@can/contracts/admin-auth';
import type { Selectable } from 'kysely';
import type { Db } from '../../../db/database';
import type { StaffTable } from '../../../db/schema';
import { inTransaction } from '../../../db/transaction';
import type { Clock } from '../../../platform/clock';
import { BusinessRuleError, NotFoundError } from '../../../platform/errors';
import type { AuditActor, AuditLog } from '../audit';
import { hashPassword, type StaffSessions } from '../auth';
import * as repo from './repo';

type StaffRow = Selectable<StaffTable>;

function toAccount(row: StaffRow, now: Date): StaffAccount {
  return {
    id: row.id,
    username: row.username,
    name: row.name,
    role: row.role as StaffAccount['role'],
    active: row.active === 1,
    lockedUntil: row.locked_until,
    locked: row.locked_until !== null && Date.parse(row.locked_until) > now.getTime(),
    lastLoginAt: row.last_login_at,
    createdAt: row.created_at,
  };
}

/** What the audit log keeps of an account: never the hash. */
const auditView = (row: StaffRow) => ({
  username: row.username,
  name: row.name,
  role: row.role,
  active: row.active === 1,
});

/** Staff accounts, managed by admins. At least one active admin always remains. */
export function createStaffService(deps: {
  db: Db;
  clock: Clock;
  audit: AuditLog;
  sessions: StaffSessions;
}) {
  const { db, clock, audit, sessions } = deps;

  return {
    async list(): Promise<StaffAccount[]> {
      const rows = await repo.listStaff(db);
      return rows.map((row) => toAccount(row, clock.now()));
    },

    async create(actor: AuditActor, body: Required<StaffCreateBody>): Promise<StaffAccount> {
      const hash = await hashPassword(body.password);
      const now = clock.now().toISOString();
      return inTransaction(db, async (trx) => {
        if (await repo.usernameTaken(trx, body.username))
          throw new BusinessRuleError('staffUsernameTaken');
        const row = await repo.insertStaff(trx, {
          username: body.username,
          name: body.name,
          role: body.role,
          password_hash: hash,
          active: 1,
          failed_logins: 0,
          locked_until: null,
          created_at: now,
          updated_at: now,
          last_login_at: null,
        });
        await audit.record(trx, actor, {
          action: 'staff.create',
          target: `staff:${row.id}`,
          after: auditView(row),
        });
        return toAccount(row, clock.now());
      });
    },

    /** `me`: the admin making the change, who may not demote or disable themself. */
    async update(
      me: StaffIdentity,
      actor: AuditActor,
      body: StaffUpdateBody,
    ): Promise<StaffAccount> {
      const id = Number(body.id);
      const hash = body.password ? await hashPassword(body.password) : undefined;
      return inTransaction(db, async (trx) => {
        const before = await repo.findStaff(trx, id);
        if (!before) throw new NotFoundError('staffNotFound');
        const demoted = body.role !== undefined && body.role !== 'admin';
        const disabled = body.active === false;
        if (id === me.id && (demoted || disabled)) throw new BusinessRuleError('staffSelfChange');
        const after = await repo.updateStaff(trx, id, {
          ...(body.name !== undefined && { name: body.name }),
          ...(body.role !== undefined && { role: body.role }),
          ...(body.active !== undefined && { active: body.active ? 1 : 0 }),
          ...(hash && { password_hash: hash }),
          ...(body.unlock && { locked_until: null, failed_logins: 0 }),
          updated_at: clock.now().toISOString(),
        });
        if (before.role === 'admin' && (await repo.countActiveAdmins(trx)) === 0)
          throw new BusinessRuleError('staffLastAdmin');
        if (hash || disabled) await sessions.revokeAll(trx, id);
        await audit.record(trx, actor, {
          action: 'staff.update',
          target: `staff:${id}`,
          before: auditView(before),
          after: {
            ...auditView(after),
            ...(hash && { newPasswordSet: true }),
            ...(body.unlock && { unlocked: true }),
          },
        });
        return toAccount(after, clock.now());
      });
    },
  };
}

export type StaffService = ReturnType<typeof createStaffService>;
