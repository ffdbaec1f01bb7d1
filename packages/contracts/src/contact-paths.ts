/**
 * Contact-form call and limits, zod-free so a page can name the call or show a limit without
 * loading schemas (re-exported by paths.ts).
 */
export const contactPaths = {
  submit: '/byairport-cms/contact/submit',
} as const;

/** Lengths the contact form accepts (spec section 5), checked by contact.ts on both sides. */
export const CONTACT_LIMITS = {
  title: { min: 2, max: 60 },
  name: { min: 1, max: 40 },
  email: { max: 100 },
  content: { min: 10, max: 2000 },
} as const;
