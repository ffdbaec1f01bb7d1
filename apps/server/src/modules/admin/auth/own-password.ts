import type { Db } from '../../../db/database';
import { inTransaction } from '../../../db/transaction';
import type { Clock } from '../../../platform/clock';
import { BusinessRuleError } from '../../../platform/errors';
import type { AuditActor, AuditLog } from '../audit';
import { hashPassword, verifyPassword } from './password';
import * as repo from './repo';
import type { StaffSessions } from './staff-sessions';

/**
 * A staff member changing their own password: the current one must be given. Every session of
 * the account ends with the change (the caller issues a new one for this browser).
 */
export function createPasswordChange(deps: {
  db: Db;
  clock: Clock;
  audit: AuditLog;
  sessions: StaffSessions;
}) {
  const { db, clock, audit, sessions } = deps;
  return async function changePassword(
    actor: AuditActor,
    staffId: number,
    passwords: { currentPassword: string; newPassword: string },
  ): Promise<void> {
    const stored = await repo.passwordHashOf(db, staffId);
    if (!(await verifyPassword(passwords.currentPassword, stored)))
      throw new BusinessRuleError('staffPasswordWrong');
    const hash = await hashPassword(passwords.newPassword);
    await inTransaction(db, async (trx) => {
      await repo.setPasswordHash(trx, staffId, hash, clock.now().toISOString());
      await sessions.revokeAll(trx, staffId);
      await audit.record(trx, actor, { action: 'staff.password', target: `staff:${staffId}` });
    });
  };
}

export type PasswordChange = ReturnType<typeof createPasswordChange>;
