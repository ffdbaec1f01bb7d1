import { z } from 'zod';

/** CMS calls of spec section 7, plus the article, footer and statistics calls the pages need. */
export const cmsPaths = {
  navMenus: '/byairport-cms/folder/getNavMenus',
  rollPictures: '/byairport-cms/folder/queryRollPictureList',
  folderByUrlKey: '/byairport-cms/folder/queryFolderByUrlKey',
  footerMenus: '/byairport-cms/folder/getFooterMenus',
  homeIndex: '/byairport-cms/home/index',
  notifications: '/byairport-cms/home/queryNotificationsList',
  announcement: '/byairport-cms/home/queryAnnouncement',
  articleList: '/byairport-cms/article/list',
  articleDetail: '/byairport-cms/article/detail',
  pageView: '/byairport-cms/stats/pageView',
} as const;

const urlKey = z
  .string()
  .trim()
  .min(1)
  .max(80)
  .regex(/^[A-Za-z0-9_-]+$/, 'letters, digits, - and _ only');

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

export const navMenu: z.ZodType<NavMenu> = z.lazy(() =>
  z.object({
    id: z.number().int(),
    path: z.string(),
    urlkey: z.string(),
    name: z.string(),
    query: z.string(),
    component: z.string(),
    hidden: z.boolean(),
    sort: z.number().int(),
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
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
  /** Path of the picture under the image base URL. */
  imageUrl: z.string(),
  /** Absolute URL of the picture when it is hosted elsewhere; "" otherwise. */
  imageNetUrl: z.string(),
  /** Where a click goes: http(s) opens a new window, a path navigates, "" or # does nothing. */
  url: z.string(),
  isApp: z.boolean(),
  sort: z.number().int(),
});
export type RollPicture = z.infer<typeof rollPicture>;
export const rollPictureList = z.array(rollPicture);

// ---------- articles ----------

export const ARTICLE_KINDS = ['headline', 'airport-notice', 'company-notice', 'notification', 'announcement', 'page'] as const;
export type ArticleKind = (typeof ARTICLE_KINDS)[number];

export const articleSummary = z.object({
  id: z.number().int(),
  kind: z.enum(ARTICLE_KINDS),
  urlKey: z.string(),
  title: z.string(),
  summary: z.string(),
  /** ISO 8601 with offset, airport time. */
  publishedAt: z.string(),
});
export type ArticleSummary = z.infer<typeof articleSummary>;

export const article = articleSummary.extend({
  /** Sanitized HTML. */
  content: z.string(),
  folderName: z.string(),
  /** The same article in the other interface language, if any (9685 ⇄ 9687). */
  counterpartId: z.number().int().nullable(),
});
export type Article = z.infer<typeof article>;

export const pageQuery = z.object({
  pageNum: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
});

export const articleListQuery = pageQuery.extend({ urlKey });
export type ArticleListQuery = z.input<typeof articleListQuery>;

export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    list: z.array(item),
    pageNum: z.number().int(),
    pageSize: z.number().int(),
    pages: z.number().int(),
    total: z.number().int(),
  });
}
export const articlePage = pageOf(articleSummary);
export type ArticlePage = z.infer<typeof articlePage>;

export const articleDetailQuery = z.object({ articleId: z.coerce.number().int().positive() });

export const announcementData = z.object({
  tbArticles: z.array(z.object({ id: z.number().int(), title: z.string(), content: z.string(), publishedAt: z.string() })),
});
export type AnnouncementData = z.infer<typeof announcementData>;

export const notificationsData = z.object({
  list: z.array(articleSummary),
  /** The newest notification id, or -1 when there is none (compare with the read marker). */
  latestId: z.number().int(),
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
  contact: z.object({ hotline: z.string(), address: z.string(), qrCodeUrl: z.string(), qrCodeLabel: z.string() }),
  /** ICP filing and public-security filing, chosen by the request's host name. */
  icp: filing,
  police: filing,
});
export type FooterData = z.infer<typeof footerData>;

// ---------- statistics ----------

export const pageViewBody = z.object({
  path: z
    .string()
    .trim()
    .min(2)
    .max(300)
    .regex(/^#\//, 'a path prefixed by #'),
});
export type PageViewBody = z.infer<typeof pageViewBody>;
