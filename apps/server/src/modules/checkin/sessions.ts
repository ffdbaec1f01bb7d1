import { ResultCode } from '@can/contracts';
import type { Db } from '../../db/database';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import { hashToken, newToken } from '../../platform/secret-token';
import * as repo from './repo';

/** A check-in session lasts 30 minutes: long enough for the four steps, short on a shared PC. */
export const CHECKIN_TOKEN_TTL_MS = 30 * 60_000;

/** Random tokens (256 bits), kept only as their SHA-256; unknown or expired → code 402. */
export function createCheckinSessions(db: Db, clock: Clock) {
  return {
    async open(passengerId: number): Promise<{ token: string; expiresIn: number }> {
      const now = clock.now();
      await repo.deleteExpiredTokens(db, now.toISOString());
      const token = newToken();
      await repo.insertToken(db, {
        token_hash: hashToken(token),
        passenger_id: passengerId,
        created_at: now.toISOString(),
        expires_at: new Date(now.getTime() + CHECKIN_TOKEN_TTL_MS).toISOString(),
      });
      return { token, expiresIn: CHECKIN_TOKEN_TTL_MS / 1000 };
    },

    /** The passenger of a `checkin_token` header's token; throws the 402 envelope error otherwise. */
    async passengerOf(token: string): Promise<number> {
      const row = token && token.length <= 100 ? await repo.tokenRow(db, hashToken(token)) : null;
      if (!row || row.expires_at <= clock.now().toISOString()) {
        throw new AppError(ResultCode.checkinSession, 'checkinSession');
      }
      return row.passenger_id;
    },
  };
}

export type CheckinSessions = ReturnType<typeof createCheckinSessions>;
