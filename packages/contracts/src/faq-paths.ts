/**
 * FAQ and contact-form calls and constants, zod-free so a page can name a call or show a limit
 * without loading schemas (re-exported by paths.ts).
 */
export const faqPaths = {
  categories: '/byairport-cms/faq/categories',
  list: '/byairport-cms/faq/list',
  detail: '/byairport-cms/faq/detail',
  search: '/byairport-cms/faq/search',
} as const;

export const contactPaths = {
  submit: '/byairport-cms/contact/submit',
} as const;

/** The FAQ categories of spec section 1, besides "all" (no filter). */
export const FAQ_CATEGORY_KEYS = [
  'security',
  'airline',
  'police',
  'inspection',
  'traffic',
] as const;
export type FaqCategoryKey = (typeof FAQ_CATEGORY_KEYS)[number];

/** Lengths the contact form accepts (spec section 5), checked by contact.ts on both sides. */
export const CONTACT_LIMITS = {
  title: { min: 2, max: 60 },
  name: { min: 1, max: 40 },
  email: { max: 100 },
  content: { min: 10, max: 2000 },
} as const;
