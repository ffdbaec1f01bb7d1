/** A urlKey without the language suffix the language menu adds (airport-notice_en). */
export const baseUrlKey = (urlKey: string) => urlKey.replace(/_(en|zh|fr|ko)$/i, '');

/** Detail pages of spec section 2, by the folder an article belongs to. */
const DETAIL_PATHS: Record<string, string> = {
  headline: '/headline/detail',
  'airport-notice': '/notice/airportDetail',
  'company-notice': '/notice/companyDetail',
  notification: '/notification/detail',
  business: '/business/detail',
};

/** List pages, for the way back from a detail page. */
const LIST_PATHS: Record<string, string> = {
  headline: '/headline/list',
  'airport-notice': '/notice/airport',
  'company-notice': '/notice/company',
  notification: '/notification/list',
};

/** Where an article of the folder `urlKey` opens; other folders use /summary/detail. */
export function articleHref(urlKey: string, articleId: number, showDate: boolean): string {
  const key = baseUrlKey(urlKey);
  const params = new URLSearchParams({ articleId: String(articleId), urlKey: key });
  if (showDate) params.set('showDate', '1');
  return `${DETAIL_PATHS[key] ?? '/summary/detail'}?${params.toString()}`;
}

export function articleListHref(urlKey: string | undefined): string | undefined {
  return urlKey ? LIST_PATHS[baseUrlKey(urlKey)] : undefined;
}
