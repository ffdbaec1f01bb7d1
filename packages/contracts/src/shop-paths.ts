/**
 * Shops, dining, lounges and services calls (zod-free, so a page can name a call without loading
 * schemas).
 */
export const shopPaths = {
  list: '/byairport-cms/shop/list',
  detail: '/byairport-cms/shop/detail',
  categories: '/byairport-cms/shop/categories',
} as const;
