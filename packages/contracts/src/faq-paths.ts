/** FAQ and contact-form calls, zod-free so a caller can name a call without loading schemas. */
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
