import type { StaffAccount, StaffCreateBody, StaffUpdateBody } from '@can/contracts/admin-auth';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../../db/database';
import type { StaffTable } from '../../../db/schema';
import { BusinessRuleError, NotFoundError } from '../../../platform/errors';
import type { Selectable } from 'kysely';
import { hashPassword } from '../auth';
import type { StaffSessions } from '../auth';
import { staffOf } from '../auth';
import type { AdminDeps } from '../deps';

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
export function createStaffService(deps: AdminDeps & { sessions: StaffSessions }) {
  const { db, clock, audit, sessions } = deps;

  async function activeAdmins(trx: Db) {
    const { n } = await trx
      .selectFrom('staff')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('role', '=', 'admin')
      .where('active', '=', 1)
      .executeTakeFirstOrThrow();
    return Number(n);
  }

  return {
    async list(): Promise<StaffAccount[]> {
      const rows = await db.selectFrom('staff').selectAll().orderBy('username').execute();
      return rows.map((row) => toAccount(row, clock.now()));
    },

    async create(request: FastifyRequest, body: Required<StaffCreateBody>): Promise<StaffAccount> {
      const hash = await hashPassword(body.password);
      const now = clock.now().toISOString();
      return db.transaction().execute(async (trx) => {
        const taken = await trx
          .selectFrom('staff')
          .select('id')
          .where('username', '=', body.username)
          .executeTakeFirst();
        if (taken) throw new BusinessRuleError('staffUsernameTaken');
        const row = await trx
          .insertInto('staff')
          .values({
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
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        await audit.record(trx, request, {
          action: 'staff.create',
          target: `staff:${row.id}`,
          after: auditView(row),
        });
        return toAccount(row, clock.now());
      });
    },

    async update(request: FastifyRequest, body: StaffUpdateBody): Promise<StaffAccount> {
      const me = staffOf(request);
      const id = Number(body.id);
      const hash = body.password ? await hashPassword(body.password) : undefined;
      return db.transaction().execute(async (trx) => {
        const before = await trx
          .selectFrom('staff')
          .selectAll()
          .where('id', '=', id)
          .executeTakeFirst();
        if (!before) throw new NotFoundError('staffNotFound');
        const demoted = body.role !== undefined && body.role !== 'admin';
        const disabled = body.active === false;
        if (id === me.id && (demoted || disabled)) throw new BusinessRuleError('staffSelfChange');
        const after = await trx
          .updateTable('staff')
          .set({
            ...(body.name !== undefined && { name: body.name }),
            ...(body.role !== undefined && { role: body.role }),
            ...(body.active !== undefined && { active: body.active ? 1 : 0 }),
            ...(hash && { password_hash: hash }),
            ...(body.unlock && { locked_until: null, failed_logins: 0 }),
            updated_at: clock.now().toISOString(),
          })
          .where('id', '=', id)
          .returningAll()
          .executeTakeFirstOrThrow();
        if (before.role === 'admin' && (await activeAdmins(trx)) === 0)
          throw new BusinessRuleError('staffLastAdmin');
        if (hash || disabled) await sessions.revokeAll(trx, id);
        await audit.record(trx, request, {
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
