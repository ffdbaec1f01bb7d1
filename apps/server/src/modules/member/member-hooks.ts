import { MEMBER_TOKEN_HEADER } from '@can/contracts';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/database';
import type { Clock } from '../../platform/clock';
import type { MemberSessions } from './member-sessions';
import { POINTS } from './points-ledger';
import { appendPoints, memberById } from './repo';

/** The `authenticated_token` header of a request ('' when absent). */
export function tokenOf(request: FastifyRequest): string {
  const value = request.headers[MEMBER_TOKEN_HEADER];
  const token = Array.isArray(value) ? value[0] : value;
  return typeof token === 'string' ? token.trim() : '';
}

/**
 * What other modules need from the member area, and nothing more:
 * - memberIdOf: the member of a request's `authenticated_token` header, null when absent or
 *   invalid (the contact form links a message to the member who sent it);
 * - onMemberMessage: the 10-point ledger entry for a member's contact message, written inside
 *   the caller's transaction so the message and its points land together.
 */
export function createMemberHooks(sessions: MemberSessions, clock: Clock, db: Db) {
  return {
    /**
     * The member of a request, their login mobile and confirmed e-mail address (flight alerts
     * go there), or null.
     */
    async memberContactOf(
      request: FastifyRequest,
    ): Promise<{ memberId: number; mobile: string; email: string | null } | null> {
      const session = await sessions.resolve(tokenOf(request));
      if (!session) return null;
      const member = await memberById(db, session.memberId);
      return member ? { memberId: member.id, mobile: member.mobile, email: member.email } : null;
    },
    async memberIdOf(request: FastifyRequest): Promise<number | null> {
      return (await sessions.resolve(tokenOf(request)))?.memberId ?? null;
    },
    async onMemberMessage(trx: Db, memberId: number, messageId: number): Promise<void> {
      await appendPoints(trx, {
        memberId,
        points: POINTS.contactMessage,
        reason: 'contactMessage',
        reference: String(messageId),
        at: clock.now(),
      });
    },
  };
}

export type MemberHooks = ReturnType<typeof createMemberHooks>;
