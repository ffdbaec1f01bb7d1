import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('configuration', () => {
  it('has working defaults for a fresh machine', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      HOST: '127.0.0.1',
      PORT: 8080,
      DATABASE_URL: 'sqlite:./data/airport.db',
      SMS_PROVIDER: 'console',
    });
    expect(config.REDIS_URL).toBeUndefined();
  });

  it('lists every bad key at once', () => {
    try {
      loadConfig({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://x',
        REDIS_URL: 'localhost:6379',
        LOG_LEVEL: 'loud',
      });
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      const problems = (err as ConfigError).problems.join('\n');
      for (const key of ['PORT', 'DATABASE_URL', 'REDIS_URL', 'LOG_LEVEL'])
        expect(problems).toContain(key);
    }
  });

  it('refuses CAPTCHA_TEST_ANSWER in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', CAPTCHA_TEST_ANSWER: 'abcd' })).toThrow(
      /CAPTCHA_TEST_ANSWER/,
    );
    expect(loadConfig({ NODE_ENV: 'test', CAPTCHA_TEST_ANSWER: 'abcd' }).CAPTCHA_TEST_ANSWER).toBe(
      'abcd',
    );
  });

  it('starts the test clock at an offset only with TEST_CLOCK_CONTROL', () => {
    expect(() => loadConfig({ TEST_CLOCK_OFFSET_MS: '3600000' })).toThrow(/TEST_CLOCK_OFFSET_MS/);
    expect(
      loadConfig({ TEST_CLOCK_CONTROL: 'true', TEST_CLOCK_OFFSET_MS: '-3600000' })
        .TEST_CLOCK_OFFSET_MS,
    ).toBe(-3_600_000);
  });

  it('accepts PostgreSQL and Redis URLs', () => {
    const config = loadConfig({
      DATABASE_URL: 'postgres://u:p@127.0.0.1:5432/can',
      REDIS_URL: 'redis://127.0.0.1:6379',
    });
    expect(config.DATABASE_URL).toMatch(/^postgres/);
    expect(config.REDIS_URL).toBe('redis://127.0.0.1:6379');
  });
});
