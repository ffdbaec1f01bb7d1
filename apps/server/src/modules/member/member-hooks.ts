import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Clock } from '../../platform/clock';
import { tokenOf, type MemberSessions } from './member-sessions';
import { appendPoints, POINTS } from './points-ledger';

/**
 * What other modules need from the member area, and nothing more:
 * - memberIdOf: the member of a request's `authenticated_token` header, null when absent or
 *   invalid (the contact form links a message to the member who sent it);
 * - onMemberMessage: the 10-point ledger entry for a member's contact message, written inside
 *   the caller's transaction so the message and its points land together.
 */
export function createMemberHooks(sessions: MemberSessions, clock: Clock) {
  return {
    async memberIdOf(request: FastifyRequest): Promise<number | null> {
      return (await sessions.resolve(tokenOf(request)))?.memberId ?? null;
    },
    async onMemberMessage(
      trx: Kysely<Database>,
      memberId: number,
      messageId: number,
    ): Promise<void> {
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
