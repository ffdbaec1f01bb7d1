import { MEMBER_TOKEN_HEADER } from '@can/contracts';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/database';
import type { Clock } from '../../platform/clock';
import { hashToken, newToken } from '../../platform/secret-token';

/** How long a member stays logged in without logging in again. */
export const TOKEN_TTL_MS = 7 * 24 * 60 * 60_000;

/** The `authenticated_token` header of a request ('' when absent). */
export function tokenOf(request: FastifyRequest): string {
  const value = request.headers[MEMBER_TOKEN_HEADER];
  const token = Array.isArray(value) ? value[0] : value;
  return typeof token === 'string' ? token.trim() : '';
}

export interface MemberSession {
  memberId: number;
  expiresAt: string;
}

/**
 * Member tokens: 32 random bytes (base64url) handed out once; only their SHA-256 is stored, with
 * an expiry; logout marks the row revoked.
 */
export function createMemberSessions(db: Db, clock: Clock) {
  return {
    async issue(memberId: number): Promise<{ token: string; expiresAt: string }> {
      const token = newToken();
      const now = clock.now();
      const expiresAt = new Date(now.getTime() + TOKEN_TTL_MS).toISOString();
      await db
        .insertInto('member_token')
        .values({
          token_hash: hashToken(token),
          member_id: memberId,
          created_at: now.toISOString(),
          expires_at: expiresAt,
          revoked_at: null,
        })
        .execute();
      return { token, expiresAt };
    },

    /** The session of a token, or null when it is unknown, revoked or expired. */
    async resolve(token: string): Promise<MemberSession | null> {
      if (!token || token.length > 200) return null;
      const row = await db
        .selectFrom('member_token')
        .select(['member_id', 'expires_at'])
        .where('token_hash', '=', hashToken(token))
        .where('revoked_at', 'is', null)
        .executeTakeFirst();
      if (!row || Date.parse(row.expires_at) <= clock.now().getTime()) return null;
      return { memberId: row.member_id, expiresAt: row.expires_at };
    },

    async revoke(token: string): Promise<void> {
      if (!token || token.length > 200) return;
      await db
        .updateTable('member_token')
        .set({ revoked_at: clock.now().toISOString() })
        .where('token_hash', '=', hashToken(token))
        .where('revoked_at', 'is', null)
        .execute();
    },
  };
}

export type MemberSessions = ReturnType<typeof createMemberSessions>;
