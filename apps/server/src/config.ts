import { z } from 'zod';

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined));

const databaseUrl = z
  .string()
  .trim()
  .default('sqlite:./data/airport.db')
  .refine((v) => /^sqlite:.+/.test(v) || /^postgres(ql)?:\/\/.+/.test(v), {
    message: 'must be sqlite:<file> or postgres://…',
  });

const configSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().trim().min(1).default('127.0.0.1'),
    PORT: z.coerce.number().int().min(0).max(65535).default(8080),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    DATABASE_URL: databaseUrl,
    REDIS_URL: optionalText.refine((v) => !v || /^rediss?:\/\/.+/.test(v), {
      message: 'must be redis://… or rediss://…',
    }),
    SMS_PROVIDER: z.enum(['console', 'aliyun']).default('console'),
    /** SMS_PROVIDER=aliyun: Alibaba Cloud SMS credentials, approved sign name and code template. */
    ALIYUN_SMS_ACCESS_KEY_ID: optionalText,
    ALIYUN_SMS_ACCESS_KEY_SECRET: optionalText,
    ALIYUN_SMS_SIGN_NAME: optionalText,
    ALIYUN_SMS_TEMPLATE_CODE: optionalText,
    ALIYUN_SMS_ENDPOINT: z.string().trim().url().default('https://dysmsapi.aliyuncs.com/'),
    QWEATHER_KEY: optionalText,
    QWEATHER_HOST: optionalText.refine((v) => !v || /^[a-z0-9.-]+(:\d+)?$|^https?:\/\//i.test(v), {
      message: 'must be a host name or an http(s) URL',
    }),
    SIGNING_PRIVATE_KEY: optionalText,
    /** Outgoing mail (feedback replies): unset writes to the mail_outbox table and the log. */
    SMTP_URL: optionalText.refine((v) => !v || /^smtps?:\/\/[^/\s]+/.test(v), {
      message: 'must be smtp://user:pass@host:587 or smtps://user:pass@host:465',
    }),
    MAIL_FROM: z.string().trim().min(3).default('广州白云国际机场 <service@gbiac.net>'),
    ADMIN_PASSWORD: optionalText,
    ONLINE_SERVICE_URL: z.string().trim().default('https://webchat.gbiac.net/'),
    ONLINE_SERVICE_APP_URL: z.string().trim().default('https://webchat.gbiac.net/h5/'),
    IMAGE_BASE_URL: z.string().trim().default('/media/'),
    CAPTCHA_TEST_ANSWER: optionalText,
    /** Tests only: lets browser journeys move the server's clock (POST /byairport-cms/test/clock). */
    TEST_CLOCK_CONTROL: z
      .enum(['true', 'false', '1', '0'])
      .default('false')
      .transform((v) => v === 'true' || v === '1'),
    /**
     * Tests only, with TEST_CLOCK_CONTROL: the server's clock starts this far from the system
     * clock (ms, may be negative), so journeys can run at a chosen airport time (23:59, 00:01).
     */
    TEST_CLOCK_OFFSET_MS: z.coerce.number().int().default(0),
    WEB_DIST_DIR: optionalText,
    TRUST_PROXY: z
      .enum(['true', 'false', '1', '0'])
      .default('false')
      .transform((v) => v === 'true' || v === '1'),
    SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).default(10_000),
    /**
     * Where the static disruption page is kept written (index.html), for nginx to serve when
     * every origin is down (deploy/nginx). Unset: not written.
     */
    DISRUPTION_PAGE_DIR: optionalText,
    /**
     * Live streams (flight/stream) one instance holds at most; more are answered 503 with
     * Retry-After, and those browsers poll the cacheable board instead.
     */
    STREAM_MAX_SUBSCRIBERS: z.coerce.number().int().min(1).default(2_000),
    /**
     * Mean event-loop delay (ms) from which an overloaded instance sheds page-view statistics;
     * reads from twice it, everything from six times it (platform/load-shedding.ts).
     */
    SHED_DELAY_MS: z.coerce.number().int().min(10).default(500),
    /**
     * SMS codes one client address may ask for per hour (spec section 9: 30). Raise it only
     * where many travellers share one address the server sees (a proxy without TRUST_PROXY).
     */
    SMS_PER_IP_PER_HOUR: z.coerce.number().int().min(1).default(30),
    /**
     * The site's public address, for the links in flight alerts (issue 22): the flight, the
     * unsubscribe and the e-mail confirmation pages. Unset: http://HOST:PORT.
     */
    SITE_URL: optionalText.refine((v) => !v || /^https?:\/\/[^/\s]+/.test(v), {
      message: 'must be an http(s) URL',
    }),
    /** Alert SMS one mobile number gets in a day (airport time) at most; more are not sent. */
    ALERT_SMS_DAILY_CAP: z.coerce.number().int().min(1).default(20),
    /**
     * Alert messages one instance hands its gateways per second at most, for providers that
     * limit how fast they are called (0: as fast as they accept).
     */
    ALERT_SENDS_PER_SECOND: z.coerce.number().int().min(0).default(0),
    /**
     * Web push services the server may post alerts to, comma-separated: host suffixes (https
     * only) or exact origins. Default: the browsers' own (FCM, Mozilla, Windows, Apple).
     */
    ALERT_PUSH_HOSTS: optionalText,
  })
  .superRefine((c, ctx) => {
    if (c.SMS_PROVIDER === 'aliyun') {
      for (const key of [
        'ALIYUN_SMS_ACCESS_KEY_ID',
        'ALIYUN_SMS_ACCESS_KEY_SECRET',
        'ALIYUN_SMS_SIGN_NAME',
        'ALIYUN_SMS_TEMPLATE_CODE',
      ] as const) {
        if (!c[key])
          ctx.addIssue({
            code: 'custom',
            path: [key],
            message: 'is required when SMS_PROVIDER=aliyun',
          });
      }
    }
    if (c.NODE_ENV === 'production' && c.TEST_CLOCK_CONTROL) {
      ctx.addIssue({
        code: 'custom',
        path: ['TEST_CLOCK_CONTROL'],
        message: 'is for tests only and is refused when NODE_ENV=production',
      });
    }
    if (c.TEST_CLOCK_OFFSET_MS !== 0 && !c.TEST_CLOCK_CONTROL) {
      ctx.addIssue({
        code: 'custom',
        path: ['TEST_CLOCK_OFFSET_MS'],
        message: 'needs TEST_CLOCK_CONTROL=true (tests only)',
      });
    }
    if (c.NODE_ENV === 'production' && c.CAPTCHA_TEST_ANSWER) {
      ctx.addIssue({
        code: 'custom',
        path: ['CAPTCHA_TEST_ANSWER'],
        message: 'is for tests only and is refused when NODE_ENV=production',
      });
    }
  });

export type Config = z.infer<typeof configSchema>;

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Reads the environment once at start; every bad key is listed, not just the first. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((i) => `${i.path.join('.') || '(env)'}: ${i.message}`),
    );
  }
  return parsed.data;
}

export function testConfig(overrides: Partial<Record<string, string>> = {}): Config {
  return loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...overrides });
}
