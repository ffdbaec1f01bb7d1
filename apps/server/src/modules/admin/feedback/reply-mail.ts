import { LOCALES, type Locale } from '@can/contracts';
import type { MailMessage } from '../../../platform/mailer';
import { message } from '../../../platform/messages';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

const paragraphs = (text: string) =>
  text
    .split(/\n{2,}/)
    .map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
    .join('\n');

/** The language the sender wrote in (stored as zh-CN, en-US…), zh-CN when unknown. */
export function mailLocale(stored: string): Locale {
  return (LOCALES as readonly string[]).includes(stored) ? (stored as Locale) : 'zh-CN';
}

function airportDateTime(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(locale, {
    timeZone: 'Asia/Shanghai',
    dateStyle: 'long',
    timeStyle: 'short',
    hourCycle: 'h23',
  }).format(new Date(iso));
}

/**
 * The email that carries a reply, in the sender's language: greeting, the reply, a pointer to
 * the member centre for members, the original message quoted, and the airport's signature.
 * Plain text first; the HTML part says the same with every text escaped.
 */
export function replyMail(
  original: {
    email: string;
    name: string;
    title: string;
    content: string;
    locale: string;
    created_at: string;
    member_id: number | null;
  },
  reply: string,
): MailMessage {
  const locale = mailLocale(original.locale);
  const greeting = message(locale, 'feedbackMailGreeting', { name: original.name });
  const quoteHead = message(locale, 'feedbackMailQuote', {
    date: airportDateTime(original.created_at, locale),
  });
  const memberNote = original.member_id !== null ? message(locale, 'feedbackMailMemberCentre') : '';
  const signature = message(locale, 'feedbackMailSignature');
  const quoted = original.content
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n');
  const text = [greeting, reply, memberNote, `${quoteHead}\n${quoted}`, signature]
    .filter(Boolean)
    .join('\n\n');
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    paragraphs(reply),
    memberNote ? `<p>${escapeHtml(memberNote)}</p>` : '',
    `<p>${escapeHtml(quoteHead)}</p>`,
    `<blockquote>${paragraphs(original.content)}</blockquote>`,
    `<p>${escapeHtml(signature).replace(/\n/g, '<br>')}</p>`,
  ]
    .filter(Boolean)
    .join('\n');
  return {
    to: original.email,
    subject: message(locale, 'feedbackMailSubject', { title: original.title }),
    text,
    html,
  };
}
