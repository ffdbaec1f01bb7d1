/**
 * Path of the SMS code call (spec section 7). Zod-free, so a page can name the call without
 * loading schemas (re-exported by paths.ts).
 */
export const smsPaths = {
  send: '/byairport-cms/sms/sendSms',
} as const;
