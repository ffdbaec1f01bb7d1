/**
 * Paths and limits of the back office's notifications and editorial content (issue 9), zod-free
 * so an admin page can name a call without loading schemas.
 */
const notifications = '/byairport-cms/admin/notifications';
const articles = '/byairport-cms/admin/articles';

export const adminContentPaths = {
  notificationList: `${notifications}/list`,
  notificationGet: `${notifications}/get`,
  notificationCreate: `${notifications}/create`,
  notificationUpdate: `${notifications}/update`,
  notificationPublish: `${notifications}/publish`,
  notificationUnpublish: `${notifications}/unpublish`,
  articleList: `${articles}/list`,
  articleGet: `${articles}/get`,
  articleCreate: `${articles}/create`,
  articleUpdate: `${articles}/update`,
  articlePublish: `${articles}/publish`,
  articleUnpublish: `${articles}/unpublish`,
  /** POST: keeps a draft (saved or not) for a short while and answers a preview token. */
  previewCreate: `${articles}/createPreview`,
  /** GET ?token=: the kept draft in the public article shape, for signed-in staff only. */
  preview: `${articles}/preview`,
} as const;

/** The kinds of article the content editor manages (notifications have their own pages). */
export const EDITORIAL_KINDS = [
  'headline',
  'airport-notice',
  'company-notice',
  'announcement',
  'page',
] as const;
export type EditorialKind = (typeof EDITORIAL_KINDS)[number];

export const CONTENT_STATUSES = ['draft', 'published'] as const;
export type ContentStatus = (typeof CONTENT_STATUSES)[number];

/**
 * The languages a back-office list can be filtered on as missing (issue 19): Chinese and English
 * are written with every record, French and Korean often follow later.
 */
export const MISSING_FILTER_LOCALES = ['fr-FR', 'ko-KR'] as const;
export type MissingFilterLocale = (typeof MISSING_FILTER_LOCALES)[number];

export const CONTENT_LIMITS = {
  title: 200,
  summary: 500,
  /** Characters of HTML per language. */
  content: 200_000,
  /** Minutes a preview token stays valid. */
  previewMinutes: 30,
} as const;

/** The public page that shows a preview token's draft in the public layout. */
export const PREVIEW_PAGE_PATH = '/preview/article';
