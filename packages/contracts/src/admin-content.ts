import * as z from 'zod/mini';
import { recordId } from './record-id';
import {
  CONTENT_LIMITS,
  CONTENT_STATUSES,
  EDITORIAL_KINDS,
  MISSING_FILTER_LOCALES,
} from './admin-content-paths';
import { ARTICLE_KINDS, article } from './cms';
import { LOCALES, type Locale } from './locale';

export {
  adminContentPaths,
  CONTENT_LIMITS,
  CONTENT_STATUSES,
  EDITORIAL_KINDS,
  MISSING_FILTER_LOCALES,
  PREVIEW_PAGE_PATH,
} from './admin-content-paths';
export type { ContentStatus, EditorialKind, MissingFilterLocale } from './admin-content-paths';

/*
 * Back office, notifications and editorial content (issue 9). Every text is kept per interface
 * language; the HTML of `content` comes from the rich-text editor and is sanitized by the server
 * when written and again when served.
 */

const id = recordId;
const locale = z.enum(LOCALES);
const urlKey = z
  .string()
  .check(z.trim(), z.minLength(1), z.maxLength(80), z.regex(/^[A-Za-z0-9_-]+$/));

/** One language's texts. An empty title leaves the language out. */
export const localeTexts = z.object({
  title: z.string().check(z.trim(), z.maxLength(CONTENT_LIMITS.title)),
  summary: z._default(z.string().check(z.trim(), z.maxLength(CONTENT_LIMITS.summary)), ''),
  content: z._default(z.string().check(z.maxLength(CONTENT_LIMITS.content)), ''),
});
export type LocaleTexts = z.infer<typeof localeTexts>;

export const textsByLocale = z.object({
  'zh-CN': z.optional(localeTexts),
  'en-US': z.optional(localeTexts),
  'fr-FR': z.optional(localeTexts),
  'ko-KR': z.optional(localeTexts),
});
export type TextsByLocale = Partial<Record<Locale, LocaleTexts>>;
export type TextsByLocaleInput = z.input<typeof textsByLocale>;

const pageNumber = (max: number, fallback: number) =>
  z._default(z.pipe(z.coerce.number(), z.int().check(z.minimum(1), z.maximum(max))), fallback);

// ---------- lists ----------

export const notificationListQuery = z.object({
  /** Only items written in this language. */
  locale: z.optional(locale),
  /** Only items lacking this language: its title or its text is empty (issue 19). */
  missing: z.optional(z.enum(MISSING_FILTER_LOCALES)),
  status: z.optional(z.enum(CONTENT_STATUSES)),
  /** Words of the title (any language). */
  q: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  pageNum: pageNumber(10_000, 1),
  pageSize: pageNumber(100, 20),
});
export type NotificationListQuery = z.input<typeof notificationListQuery>;

export const adminArticleListQuery = z.extend(notificationListQuery, {
  kind: z.optional(z.enum(EDITORIAL_KINDS)),
});
export type AdminArticleListQuery = z.input<typeof adminArticleListQuery>;

export const adminArticleSummary = z.object({
  id: z.int(),
  kind: z.enum(ARTICLE_KINDS),
  urlKey: z.string(),
  status: z.enum(CONTENT_STATUSES),
  /** In the language asked for (the list's filter, else the request's), with the usual fallback. */
  title: z.string(),
  /** The languages the item is written in (it has a title in them). */
  locales: z.array(locale),
  /** The languages whose title or text is empty, in LOCALES order (issue 19). */
  missing: z.array(locale),
  /** ISO 8601 with offset, airport time; null for a draft. */
  publishedAt: z.nullable(z.string()),
  /** ISO 8601 (UTC); also the version an edit must name. */
  updatedAt: z.string(),
});
export type AdminArticleSummary = z.infer<typeof adminArticleSummary>;

export const adminArticlePage = z.object({
  list: z.array(adminArticleSummary),
  pageNum: z.int(),
  pageSize: z.int(),
  pages: z.int(),
  total: z.int(),
});
export type AdminArticlePage = z.infer<typeof adminArticlePage>;

// ---------- one item ----------

export const contentIdQuery = z.object({ id });
export const contentIdBody = z.object({ id });
export type ContentIdBody = z.input<typeof contentIdBody>;

export const adminArticle = z.object({
  id: z.int(),
  kind: z.enum(ARTICLE_KINDS),
  urlKey: z.string(),
  status: z.enum(CONTENT_STATUSES),
  publishedAt: z.nullable(z.string()),
  updatedAt: z.string(),
  texts: z.partialRecord(locale, localeTexts),
});
export type AdminArticle = z.infer<typeof adminArticle>;

export const notificationCreateBody = z.object({ texts: textsByLocale });
export type NotificationCreateBody = z.input<typeof notificationCreateBody>;

export const notificationUpdateBody = z.object({
  id,
  /** The updatedAt the editor loaded: a newer one means someone else saved in between. */
  updatedAt: z.string().check(z.maxLength(40)),
  texts: textsByLocale,
});
export type NotificationUpdateBody = z.input<typeof notificationUpdateBody>;

export const articleCreateBody = z.object({
  kind: z.enum(EDITORIAL_KINDS),
  /** The folder of a page; news kinds live in the folder of their kind. */
  urlKey: z.optional(urlKey),
  texts: textsByLocale,
});
export type ArticleCreateBody = z.input<typeof articleCreateBody>;

export const articleUpdateBody = z.extend(notificationUpdateBody, {});
export type ArticleUpdateBody = z.input<typeof articleUpdateBody>;

// ---------- preview ----------

export const previewCreateBody = z.object({
  kind: z.enum(ARTICLE_KINDS),
  urlKey: z.optional(urlKey),
  locale,
  title: z.string().check(z.trim(), z.minLength(1), z.maxLength(CONTENT_LIMITS.title)),
  summary: z._default(z.string().check(z.trim(), z.maxLength(CONTENT_LIMITS.summary)), ''),
  content: z._default(z.string().check(z.maxLength(CONTENT_LIMITS.content)), ''),
});
export type PreviewCreateBody = z.input<typeof previewCreateBody>;

export const previewTicket = z.object({
  token: z.string(),
  /** ISO 8601 (UTC). */
  expiresAt: z.string(),
  /** The public page showing it: PREVIEW_PAGE_PATH?token=… */
  href: z.string(),
});
export type PreviewTicket = z.infer<typeof previewTicket>;

export const previewQuery = z.object({
  token: z.string().check(z.trim(), z.regex(/^[A-Za-z0-9_-]{20,64}$/)),
});

/** A kept draft in the public article shape, with the language it is written in. */
export const previewArticle = z.extend(article, { locale });
export type PreviewArticle = z.infer<typeof previewArticle>;
