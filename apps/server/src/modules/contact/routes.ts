import { createHmac } from 'node:crypto';
import { answers } from '@can/contracts';
import { contactMessageBody, contactPaths, contactReceipt } from '@can/contracts/contact';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/database';
import { airportIso } from '../../platform/airport-time';
import type { Clock } from '../../platform/clock';
import { ok } from '../../platform/envelope';
import { enforceLimits } from '../../platform/rate-limit';
import type { Store } from '../../platform/store';
import { ContactInvalidError } from './contact-errors';
import { insertContactMessage } from './repo';

export interface ContactRouteOptions {
  db: Db;
  store: Store;
  clock: Clock;
  /** Key of the hash kept of the sender's address (the address itself is not stored). */
  ipHashKey: string;
  /** The logged-in member sending the message, or null (visitors). Default: always null. */
  memberIdOf?: (request: FastifyRequest) => Promise<number | null>;
  /** Called inside the transaction that stores a member's message (the member centre's link). */
  onMemberMessage?: (trx: Db, memberId: number, messageId: number) => Promise<void>;
}

/** Per sender address and per email address (spec section 5: replies go by email). */
// Per address: generous, as travellers share the airport's Wi-Fi and its public address.
export const CONTACT_LIMITS_PER_IP = { max: 30, windowMs: 3_600_000 };
export const CONTACT_LIMITS_PER_EMAIL = { max: 3, windowMs: 3_600_000 };

/** The contact form (interaction / mail, and the contact-us page): stored durably, rate limited. */
export const contactRoutes: FastifyPluginAsyncZod<ContactRouteOptions> = async (app, options) => {
  const { db, store, clock } = options;
  const memberIdOf = options.memberIdOf ?? (async () => null);

  app.post(
    contactPaths.submit,
    {
      // The body's contract describes the call (OpenAPI); it is checked in the handler instead,
      // so the message names the fields in the visitor's language and data.fields carries the
      // contract's issue keys.
      schema: { body: contactMessageBody, response: answers(contactReceipt) },
      validatorCompiler: () => (value) => ({ value }),
    },
    async (request) => {
      const parsed = contactMessageBody.safeParse(request.body ?? {});
      if (!parsed.success) {
        const fields = new Map<string, string>();
        for (const issue of parsed.error.issues) {
          const field = String(issue.path[0] ?? 'request');
          if (!fields.has(field)) fields.set(field, issue.message);
        }
        throw new ContactInvalidError(
          request.locale,
          [...fields].map(([field, issue]) => ({ field, issue })),
        );
      }
      const body = parsed.data;
      await enforceLimits(store, [
        { key: `contact:ip:${request.ip}`, ...CONTACT_LIMITS_PER_IP },
        { key: `contact:email:${body.email.toLowerCase()}`, ...CONTACT_LIMITS_PER_EMAIL },
      ]);
      const memberId = await memberIdOf(request);
      const now = clock.now();
      const id = await db.transaction().execute(async (trx) => {
        const messageId = await insertContactMessage(trx, {
          member_id: memberId,
          title: body.title,
          name: body.name,
          email: body.email,
          content: body.content,
          locale: request.locale,
          status: 'received',
          reply: null,
          replied_at: null,
          created_at: now.toISOString(),
          ip_hash: createHmac('sha256', options.ipHashKey).update(request.ip).digest('hex'),
        });
        if (memberId !== null && options.onMemberMessage)
          await options.onMemberMessage(trx, memberId, messageId);
        return messageId;
      });
      request.log.info({ contactMessageId: id }, 'contact message stored');
      return ok(request, { id, createdAt: airportIso(now) });
    },
  );
};
