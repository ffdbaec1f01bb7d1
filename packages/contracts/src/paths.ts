/** Every API path in one zod-free place, so a caller can name a call without loading schemas. */
export * from './member-paths';
export * from './captcha-paths';
export * from './sms-paths';
export * from './alert-paths';
export const clientConfigPath = '/byairport-cms/config/client';
export const todayWeatherPath = '/byairport-cms/weather/queryTodayWeather';

/** CMS calls of spec section 7, plus the article, footer and statistics calls the pages need. */
/** The API's OpenAPI 3.1 description and its readable reference page (issue 21). */
export const apiDescriptionPaths = {
  openapi: '/byairport-cms/openapi.json',
  reference: '/byairport-cms/docs',
} as const;

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

/** The original site's flight service (ARCHITECTURE.md, "Flight calls"), plus detail, stream and airlines. */
export const flightPaths = {
  list: '/byairport-flight/flight/list',
  search: '/byairport-flight/flight/searchFlight',
  detail: '/byairport-flight/flight/detail',
  /** Unsigned, cacheable `GET` of a board page (flight/list's query plus an optional keyword). */
  board: '/byairport-flight/flight/board',
  stream: '/byairport-flight/flight/stream',
  airlines: '/byairport-flight/airline/list',
} as const;

/** Crisis mode (issue 20): the public notice and today's disrupted flights, and the operators' switch. */
export const disruptionPaths = {
  /** GET (public read): the disruption notice in the reader's language; `active: false` when none. */
  current: '/byairport-cms/disruption/current',
  /** GET (public read): today's cancelled and delayed passenger flights, both directions. */
  flights: '/byairport-flight/flight/disrupted',
  /** GET: the notice in four languages as operations edit it (roles operations, admin). */
  admin: '/byairport-cms/admin/disruption',
  /** POST { active, message, transport }: switches disruption mode on or off, or edits its texts. */
  adminUpdate: '/byairport-cms/admin/disruption/update',
} as const;

export { faqPaths, FAQ_CATEGORY_KEYS } from './faq-paths';
export { contactPaths, CONTACT_LIMITS } from './contact-paths';
export type { FaqCategoryKey } from './faq-paths';
