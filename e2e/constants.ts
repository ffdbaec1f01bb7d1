/**
 * The answer every captcha accepts while the e2e server runs (CAPTCHA_TEST_ANSWER; the server
 * refuses that setting when NODE_ENV=production). Journeys type it wherever a captcha is asked.
 */
export const CAPTCHA_TEST_ANSWER = 'e2e-captcha';

/** The first admin's password on the e2e server (ADMIN_PASSWORD); username `admin`. */
export const E2E_ADMIN_PASSWORD = 'e2e-admin-Passw0rd!';
