import * as z from 'zod/mini';
import { recordId } from './record-id';
import { FAQ_CATEGORY_KEYS } from './faq-paths';

export { faqPaths, FAQ_CATEGORY_KEYS, type FaqCategoryKey } from './faq-paths';

const pageNumber = (max: number, fallback: number) =>
  z._default(z.pipe(z.coerce.number(), z.int().check(z.minimum(1), z.maximum(max))), fallback);
/** What the traveller typed; blank means no search. */
const keyword = z._default(z.string().check(z.trim(), z.maxLength(100)), '');
/** A category key, or "" / "all" for every category. */
const categoryFilter = z._default(z.enum(['', 'all', ...FAQ_CATEGORY_KEYS]), '');

export const faqCategory = z.object({
  key: z.enum(FAQ_CATEGORY_KEYS),
  name: z.string(),
  /** Published questions in the category. */
  count: z.int(),
});
export type FaqCategory = z.infer<typeof faqCategory>;

export const faqCategoriesData = z.object({
  categories: z.array(faqCategory),
  /** Published questions in every category together ("all"). */
  total: z.int(),
});
export type FaqCategoriesData = z.infer<typeof faqCategoriesData>;

export const faqListQuery = z.object({
  category: categoryFilter,
  keyword,
  pageNum: pageNumber(10_000, 1),
  pageSize: pageNumber(50, 10),
  /** Answer the page that holds this question instead of pageNum (a deep link). */
  questionId: z.optional(recordId),
});
export type FaqListQuery = z.input<typeof faqListQuery>;

export const faqQuestion = z.object({
  id: z.int(),
  category: z.enum(FAQ_CATEGORY_KEYS),
  categoryName: z.string(),
  question: z.string(),
  /** Sanitized HTML. */
  answer: z.string(),
  /** ISO 8601 with offset, airport time. */
  updatedAt: z.string(),
});
export type FaqQuestion = z.infer<typeof faqQuestion>;

export const faqListData = z.object({
  list: z.array(faqQuestion),
  pageNum: z.int(),
  pageSize: z.int(),
  pages: z.int(),
  total: z.int(),
});
export type FaqListData = z.infer<typeof faqListData>;

export const faqDetailQuery = z.object({ id: recordId });

export const faqSearchQuery = z.object({
  keyword: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
  limit: pageNumber(10, 5),
});
export type FaqSearchQuery = z.input<typeof faqSearchQuery>;

export const faqSearchHit = z.object({
  id: z.int(),
  category: z.enum(FAQ_CATEGORY_KEYS),
  categoryName: z.string(),
  question: z.string(),
  /** Plain text: the start of the answer, for a preview. */
  excerpt: z.string(),
  /** Relevance; higher is better. */
  score: z.number(),
});
export type FaqSearchHit = z.infer<typeof faqSearchHit>;

export const faqSearchData = z.object({ list: z.array(faqSearchHit) });
export type FaqSearchData = z.infer<typeof faqSearchData>;
