import * as z from 'zod/mini';
import { recordId } from './record-id';
import { LOCALES } from './locale';

export { cmsPaths } from './paths';

const urlKey = z
  .string()
  .check(
    z.trim(),
    z.minLength(1),
    z.maxLength(80),
    z.regex(/^[A-Za-z0-9_-]+$/, 'letters, digits, - and _ only'),
  );

// ---------- navigation ----------

export interface NavMenu {
  id: number;
  /** Route path; for an external entry (buyNow) the absolute URL opened in a new tab. */
  path: string;
  urlkey: string;
  name: string;
  /** key=value pairs joined by &, passed to the view as URL-encoded props. */
  query: string;
  /** The view registry name of the page this entry shows. */
  component: string;
  hidden: boolean;
  sort: number;
  childrenNavMenus: NavMenu[];
}

export const navMenu: z.ZodMiniType<NavMenu> = z.lazy(() =>
  z.object({
    id: z.int(),
    path: z.string(),
    urlkey: z.string(),
    name: z.string(),
    query: z.string(),
    component: z.string(),
    hidden: z.boolean(),
    sort: z.int(),
    childrenNavMenus: z.array(navMenu),
  }),
);
export const navMenusData = z.object({ navMenuDTOs: z.array(navMenu) });
export type NavMenusData = z.infer<typeof navMenusData>;

// ---------- folders and banners ----------

export const urlKeyQuery = z.object({ urlKey });
export type UrlKeyQuery = z.infer<typeof urlKeyQuery>;

export const folder = z.object({ urlKey: z.string(), name: z.string(), bannerUrl: z.string() });
export type Folder = z.infer<typeof folder>;

export const rollPicture = z.object({
  id: z.int(),
  title: z.string(),
  content: z.string(),
  /** Path of the picture under the image base URL. */
  imageUrl: z.string(),
  /** Absolute URL of the picture when it is hosted elsewhere; "" otherwise. */
  imageNetUrl: z.string(),
  /** Where a click goes: http(s) opens a new window, a path navigates, "" or # does nothing. */
  url: z.string(),
  isApp: z.boolean(),
  sort: z.int(),
});
export type RollPicture = z.infer<typeof rollPicture>;
export const rollPictureList = z.array(rollPicture);

// ---------- articles ----------

export const ARTICLE_KINDS = [
  'headline',
  'airport-notice',
  'company-notice',
  'notification',
  'announcement',
  'page',
] as const;
export type ArticleKind = (typeof ARTICLE_KINDS)[number];

export const articleSummary = z.object({
  id: z.int(),
  kind: z.enum(ARTICLE_KINDS),
  urlKey: z.string(),
  title: z.string(),
  summary: z.string(),
  /** ISO 8601 with offset, airport time. */
  publishedAt: z.string(),
  /** The language the title and summary are in: the reader's, or a fallback (issue 19). */
  lang: z.enum(LOCALES),
});
export type ArticleSummary = z.infer<typeof articleSummary>;

const articleNeighbour = z.object({ id: z.int(), title: z.string(), lang: z.enum(LOCALES) });
export type ArticleNeighbour = z.infer<typeof articleNeighbour>;

export const article = z.extend(articleSummary, {
  /** Sanitized HTML. */
  content: z.string(),
  /** The language the content is in: the reader's, or a fallback where it is not written yet. */
  contentLang: z.enum(LOCALES),
  /** When an editor last changed the article (ISO 8601 with offset, airport time). */
  updatedAt: z.string(),
  folderName: z.string(),
  /** The same article in the other interface language, if any (9685 ⇄ 9687). */
  counterpartId: z.nullable(z.int()),
  /** The neighbours in the folder's list (newest first): `previous` is the newer one. */
  previous: z.optional(z.nullable(articleNeighbour)),
  next: z.optional(z.nullable(articleNeighbour)),
});
export type Article = z.infer<typeof article>;

const pageNumber = (max: number, fallback: number) =>
  z._default(z.pipe(z.coerce.number(), z.int().check(z.minimum(1), z.maximum(max))), fallback);

export const pageQuery = z.object({
  pageNum: pageNumber(10_000, 1),
  pageSize: pageNumber(100, 10),
});

export const articleListQuery = z.extend(pageQuery, { urlKey });
export type ArticleListQuery = z.input<typeof articleListQuery>;

export function pageOf<T extends z.ZodMiniType>(item: T) {
  return z.object({
    list: z.array(item),
    pageNum: z.int(),
    pageSize: z.int(),
    pages: z.int(),
    total: z.int(),
  });
}
export const articlePage = pageOf(articleSummary);
export type ArticlePage = z.infer<typeof articlePage>;

export const articleDetailQuery = z.object({
  articleId: recordId,
});

export const announcementData = z.object({
  tbArticles: z.array(
    z.object({ id: z.int(), title: z.string(), content: z.string(), publishedAt: z.string() }),
  ),
});
export type AnnouncementData = z.infer<typeof announcementData>;

export const notificationsData = z.object({
  list: z.array(articleSummary),
  /** The newest notification id, or -1 when there is none (compare with the read marker). */
  latestId: z.int(),
});
export type NotificationsData = z.infer<typeof notificationsData>;

export const homeIndexData = z.object({
  rollPictures: rollPictureList,
  headlines: z.array(articleSummary),
  airportNotices: z.array(articleSummary),
  companyNotices: z.array(articleSummary),
});
export type HomeIndexData = z.infer<typeof homeIndexData>;

// ---------- footer ----------

export const footerChild = z.object({
  type: z.enum(['img', 'label', 'link']),
  content: z.string(),
  link: z.string(),
  urlkey: z.string(),
  prama: z.string(),
  showDate: z.boolean(),
});
export type FooterChild = z.infer<typeof footerChild>;

export const footerColumn = z.object({ title: z.string(), children: z.array(footerChild) });
export type FooterColumn = z.infer<typeof footerColumn>;

export const filing = z.object({ text: z.string(), link: z.string() });

export const footerData = z.object({
  columns: z.array(footerColumn),
  contact: z.object({
    hotline: z.string(),
    address: z.string(),
    qrCodeUrl: z.string(),
    qrCodeLabel: z.string(),
  }),
  /** ICP filing and public-security filing, chosen by the request's host name. */
  icp: filing,
  police: filing,
});
export type FooterData = z.infer<typeof footerData>;

// ---------- statistics ----------

export const pageViewBody = z.object({
  path: z
    .string()
    .check(z.trim(), z.minLength(2), z.maxLength(300), z.regex(/^#\//, 'a path prefixed by #')),
});
export type PageViewBody = z.infer<typeof pageViewBody>;
