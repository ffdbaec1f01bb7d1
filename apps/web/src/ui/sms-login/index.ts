/** The SMS + picture-code login both the member login and the check-in authentication use. */
export { SmsLoginFields, type MobileInput } from './sms-login-fields';
export type { NoticeLook } from './sms-login-notice';
export {
  useSmsLogin,
  type SmsLogin,
  type SmsLoginNotice,
  type SmsLoginOptions,
  type SmsLoginTexts,
  type SmsLoginValues,
} from './use-sms-login';
export { getCaptcha, smsCodeSender, useSmsCaptcha } from './sms-login-api';
