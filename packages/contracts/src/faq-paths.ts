/**
 * FAQ calls and constants, zod-free so a page can name a call or show a category without loading
 * schemas (re-exported by paths.ts).
 */
export const faqPaths = {
  categories: '/byairport-cms/faq/categories',
  list: '/byairport-cms/faq/list',
  detail: '/byairport-cms/faq/detail',
  search: '/byairport-cms/faq/search',
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
