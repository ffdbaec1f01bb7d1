/** The captcha module's public API, for any module that asks for a picture code. */
export { createCaptchaService, type CaptchaService, CAPTCHA_TTL_MS } from './captcha-service';
export { captchaRoutes } from './routes';
