/**
 * Path of the captcha call (spec section 7), used by the member login and online check-in.
 * Zod-free, so a page can name the call without loading schemas (re-exported by paths.ts).
 */
export const captchaPaths = {
  create: '/byairport-cms/captcha/create',
} as const;
