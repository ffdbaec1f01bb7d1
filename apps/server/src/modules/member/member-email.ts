import { ResultCode, type Locale } from '@can/contracts';
import type { MemberEmailAnswer } from '@can/contracts/member';
import { MEMBER_CONFIRM_EMAIL_PAGE } from '@can/contracts/member';
import type { Db } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import type { Clock } from '../../platform/clock';
import { AppError, BusinessRuleError } from '../../platform/errors';
import { maskedAddress, type Mailer } from '../../platform/mailer';
import { message } from '../../platform/messages';
import { escapeHtml } from '../../platform/page-shell';
import { enforceLimits } from '../../platform/rate-limit';
import type { Store } from '../../platform/store';
import { memberEmailTokens } from './email-token';
import * as repo from './repo';

export interface MemberEmailDeps {
  db: Db;
  store: Store;
  clock: Clock;
  mailer: Mailer;
  /** The server's signing secret: the links' HMAC key is derived from it. */
  secret: string;
  /** The site's public address, where the link points. */
  siteUrl: string;
}

const HOUR = 60 * 60_000;
const LINK_MS = 24 * HOUR;
const EMAIL = /^[^\s@<>()[\]\\,;:"]{1,64}@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]{2,}$/;

const masked = (address: string | null) => (address ? maskedAddress(address) : null);

/** The mail that asks the member to open the link (text and HTML, every value escaped). */
function confirmMail(locale: Locale, url: string) {
  const body = message(locale, 'memberEmailBody');
  const ignore = message(locale, 'memberEmailIgnore');
  const signature = message(locale, 'alertMailSignature');
  const p = (text: string) => `<p>${escapeHtml(text).replace(/\n/g, '<br>')}</p>`;
  return {
    subject: message(locale, 'memberEmailSubject'),
    text: [`${body}\n${url}`, ignore, `-- \n${signature}`].join('\n\n'),
    html: [
      `<div lang="${locale}">`,
      p(body),
      `<p><a href="${escapeHtml(url)}">${escapeHtml(message(locale, 'memberEmailLink'))}</a></p>`,
      p(ignore),
      p(signature),
      '</div>',
    ].join('\n'),
  };
}

/**
 * A member's e-mail address (issue 22: flight alerts by e-mail). A new address waits for the
 * link mailed to it (24 h); the confirmed one stays in use until then. The link needs no login,
 * since it may open on another device, and does nothing once another address has replaced it.
 */
export function createMemberEmail(deps: MemberEmailDeps) {
  const { db, clock } = deps;
  const tokens = memberEmailTokens(deps.secret);
  const base = deps.siteUrl.replace(/\/+$/, '');

  async function answerOf(memberId: number): Promise<MemberEmailAnswer> {
    const member = await repo.memberById(db, memberId);
    return {
      email: masked(member?.email ?? null),
      emailPending: masked(member?.email_pending ?? null),
    };
  }

  return {
    async set(input: {
      memberId: number;
      email: string;
      ip: string;
      locale: Locale;
    }): Promise<MemberEmailAnswer> {
      const address = input.email.trim().toLowerCase();
      if (!EMAIL.test(address) || address.length > 200) {
        throw new AppError(
          ResultCode.invalidInput,
          'alertsBadEmail',
          {},
          {
            fields: [{ field: 'email', issue: 'invalid' }],
          },
        );
      }
      const member = await repo.memberById(db, input.memberId);
      if (!member) throw new Error(`member ${input.memberId} of a live session is missing`);
      if (member.email === address) {
        await repo.setMemberEmails(db, member.id, { email_pending: null });
        return answerOf(member.id);
      }
      await enforceLimits(deps.store, [
        { key: `member-email:${member.id}`, max: 5, windowMs: 24 * HOUR },
        { key: `member-email-to:${address}`, max: 5, windowMs: 24 * HOUR },
        { key: `member-email-ip:${input.ip}`, max: 20, windowMs: HOUR },
      ]);
      const token = tokens.make(member.id, address, clock.now().getTime() + LINK_MS);
      const url = `${base}${MEMBER_CONFIRM_EMAIL_PAGE}?token=${token}`;
      await inTransaction(db, async (trx) => {
        await repo.setMemberEmails(trx, member.id, { email_pending: address });
        await deps.mailer.send({ to: address, ...confirmMail(input.locale, url) }, trx);
      });
      return answerOf(member.id);
    },

    async confirm(token: string): Promise<MemberEmailAnswer> {
      const read = tokens.read(token, clock.now().getTime());
      const member = read ? await repo.memberById(db, read.memberId) : undefined;
      if (!read || !member) throw new BusinessRuleError('memberEmailBadLink');
      // Opened again after it worked (even with another address waiting since): still a success.
      if (member.email && read.addressIs(member.email)) return answerOf(member.id);
      const pending = member.email_pending;
      if (
        !pending ||
        !read.addressIs(pending) ||
        !(await repo.confirmPendingEmail(db, member.id, pending))
      )
        throw new BusinessRuleError('memberEmailBadLink');
      return answerOf(member.id);
    },

    async remove(memberId: number): Promise<MemberEmailAnswer> {
      await repo.setMemberEmails(db, memberId, { email: null, email_pending: null });
      return answerOf(memberId);
    },

    /** The confirmed address in clear, for flight alerts by e-mail. */
    async confirmedOf(memberId: number): Promise<string | null> {
      return (await repo.memberById(db, memberId))?.email ?? null;
    },
  };
}

export type MemberEmail = ReturnType<typeof createMemberEmail>;
