import type { Locale } from '@can/contracts/locale';

/** Fixed targets of the frame (spec sections 1 and 9); each one is a real page. */
export const VISA_FREE_PATH = '/guide/visa-free';
export const MESSAGES_PATH = '/notification/list';
export const MEMBER_CENTRE_PATH = '/user/index';
export const MEMBER_LOGIN_PATH = '/user/login';
export const MEMBER_LOGOUT_API = '/byairport-cms/user/logout';

/** Bank of China's foreign-exchange reference rates, in the visitor's language where it exists. */
export function exchangeRatesUrl(locale: Locale): string {
  return locale === 'zh-CN'
    ? 'https://www.boc.cn/sourcedb/whpj/'
    : 'https://www.boc.cn/sourcedb/whpj/enindex.html';
}

/** The featured article: 9685 in Chinese, 9687 in the other languages, shown with its date. */
export function featuredArticlePath(locale: Locale): string {
  return `/headline/detail?articleId=${locale === 'zh-CN' ? 9685 : 9687}&showDate=1`;
}

/** The fair and expo pages: the single page article of the trade-fair and airport-expo folders. */
export const PROMO_PATHS = {
  tradeFair: '/headline/detail?articleId=9806&showDate=0',
  expo: '/headline/detail?articleId=9807&showDate=0',
} as const;
