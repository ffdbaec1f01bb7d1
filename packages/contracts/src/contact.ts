import * as z from 'zod/mini';
import { CONTACT_LIMITS } from './contact-paths';

export { contactPaths, CONTACT_LIMITS } from './contact-paths';

const EMAIL = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,24}$/;

const text = (min: number, max: number, required: string, short: string, long: string) =>
  z
    .string(required)
    .check(z.trim(), z.minLength(1, required), z.minLength(min, short), z.maxLength(max, long));

/**
 * The contact form of spec sections 3 and 5: title, name, email, question content. The same
 * schema checks the form in the browser and the body on the server. Each issue's message is a
 * key of the `contact` texts (validation.<key>), so both sides can say it in the visitor's language.
 */
export const contactMessageBody = z.object({
  title: text(
    CONTACT_LIMITS.title.min,
    CONTACT_LIMITS.title.max,
    'titleRequired',
    'titleTooShort',
    'titleTooLong',
  ),
  name: text(
    CONTACT_LIMITS.name.min,
    CONTACT_LIMITS.name.max,
    'nameRequired',
    'nameRequired',
    'nameTooLong',
  ),
  email: z
    .string('emailRequired')
    .check(
      z.trim(),
      z.minLength(1, 'emailRequired'),
      z.maxLength(CONTACT_LIMITS.email.max, 'emailTooLong'),
      z.regex(EMAIL, 'emailInvalid'),
    ),
  content: text(
    CONTACT_LIMITS.content.min,
    CONTACT_LIMITS.content.max,
    'contentRequired',
    'contentTooShort',
    'contentTooLong',
  ),
});
export type ContactMessageBody = z.infer<typeof contactMessageBody>;
export type ContactMessageInput = z.input<typeof contactMessageBody>;

export const contactReceipt = z.object({
  id: z.int(),
  /** ISO 8601 with offset, airport time. */
  createdAt: z.string(),
});
export type ContactReceipt = z.infer<typeof contactReceipt>;
