/** The SMS module's public API: gateways, the code service (login, check-in) and the route. */
export type { SmsGateway, SmsMessage } from './sms-gateway';
export { smsGatewayFor } from './gateway-for';
export { createSmsCodeService, type SmsCodeService, SMS_RULES } from './sms-codes';
export { mainlandMobile, smsCodeFormat } from './mobile-number';
export { smsRoutes } from './routes';
