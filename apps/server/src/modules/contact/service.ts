import { createHmac } from 'node:crypto';
import type { Locale } from '@can/contracts';
import { contactMessageBody, type ContactReceipt } from '@can/contracts/contact';
import type { Db } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import { airportIso } from '../../platform/airport-time';
import type { Clock } from '../../platform/clock';
import { enforceLimits } from '../../platform/rate-limit';
import type { Store } from '../../platform/store';
import { ContactInvalidError } from './contact-errors';
import { insertContactMessage } from './repo';

/** Per sender address and per email address (spec section 5: replies go by email). */
// Per address: generous, as travellers share the airport's Wi-Fi and its public address.
export const CONTACT_LIMITS_PER_IP = { max: 30, windowMs: 3_600_000 };
export const CONTACT_LIMITS_PER_EMAIL = { max: 3, windowMs: 3_600_000 };

/** Called inside the transaction that stores a member's message (the member centre's link). */
export type OnMemberMessage = (trx: Db, memberId: number, messageId: number) => Promise<void>;

export interface ContactServiceDeps {
  db: Db;
  store: Store;
  clock: Clock;
  /** Key of the hash kept of the sender's address (the address itself is not stored). */
  ipHashKey: string;
  onMemberMessage?: OnMemberMessage;
}

export interface ContactSubmission {
  /** The form as sent, checked here so the refusal names the fields in the sender's language. */
  message: unknown;
  locale: Locale;
  /** The sender's address: counted by the limits, stored only as a keyed hash. */
  ip: string;
  /** The logged-in member sending it, or null (visitors). */
  memberId: number | null;
}

/** The contact form: checked, rate limited, stored durably with the member's points. */
export function createContactService({
  db,
  store,
  clock,
  ipHashKey,
  onMemberMessage,
}: ContactServiceDeps) {
  return {
    async submit({ message, locale, ip, memberId }: ContactSubmission): Promise<ContactReceipt> {
      const parsed = contactMessageBody.safeParse(message ?? {});
      if (!parsed.success) {
        const fields = new Map<string, string>();
        for (const issue of parsed.error.issues) {
          const field = String(issue.path[0] ?? 'request');
          if (!fields.has(field)) fields.set(field, issue.message);
        }
        throw new ContactInvalidError(
          locale,
          [...fields].map(([field, issue]) => ({ field, issue })),
        );
      }
      const body = parsed.data;
      await enforceLimits(store, [
        { key: `contact:ip:${ip}`, ...CONTACT_LIMITS_PER_IP },
        { key: `contact:email:${body.email.toLowerCase()}`, ...CONTACT_LIMITS_PER_EMAIL },
      ]);
      const now = clock.now();
      const id = await inTransaction(db, async (trx) => {
        const messageId = await insertContactMessage(trx, {
          member_id: memberId,
          title: body.title,
          name: body.name,
          email: body.email,
          content: body.content,
          locale,
          status: 'received',
          reply: null,
          replied_at: null,
          created_at: now.toISOString(),
          ip_hash: createHmac('sha256', ipHashKey).update(ip).digest('hex'),
        });
        if (memberId !== null && onMemberMessage) await onMemberMessage(trx, memberId, messageId);
        return messageId;
      });
      return { id, createdAt: airportIso(now) };
    },
  };
}

export type ContactService = ReturnType<typeof createContactService>;
