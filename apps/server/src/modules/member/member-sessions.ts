import type { Db } from '../../db/database';
import type { Clock } from '../../platform/clock';
import { hashToken, newToken } from '../../platform/secret-token';
import * as repo from './repo';

/** How long a member stays logged in without logging in again. */
export const TOKEN_TTL_MS = 7 * 24 * 60 * 60_000;

export interface MemberSession {
  memberId: number;
  expiresAt: string;
}

/**
 * Member tokens: 32 random bytes (base64url) handed out once; only their SHA-256 is stored, with
 * an expiry; logout marks the row revoked. Callers pass the token's value (member-hooks.ts reads
 * it from a request).
 */
export function createMemberSessions(db: Db, clock: Clock) {
  return {
    async issue(memberId: number): Promise<{ token: string; expiresAt: string }> {
      const token = newToken();
      const now = clock.now();
      const expiresAt = new Date(now.getTime() + TOKEN_TTL_MS).toISOString();
      await repo.insertToken(db, {
        token_hash: hashToken(token),
        member_id: memberId,
        created_at: now.toISOString(),
        expires_at: expiresAt,
      });
      return { token, expiresAt };
    },

    /** The session of a token, or null when it is unknown, revoked or expired. */
    async resolve(token: string): Promise<MemberSession | null> {
      if (!token || token.length > 200) return null;
      const row = await repo.unrevokedToken(db, hashToken(token));
      if (!row || Date.parse(row.expires_at) <= clock.now().getTime()) return null;
      return { memberId: row.member_id, expiresAt: row.expires_at };
    },

    async revoke(token: string): Promise<void> {
      if (!token || token.length > 200) return;
      await repo.revokeToken(db, hashToken(token), clock.now().toISOString());
    },
  };
}

export type MemberSessions = ReturnType<typeof createMemberSessions>;
