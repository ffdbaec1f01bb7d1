import { randomUUID } from 'node:crypto';
import type { CaptchaAnswer } from '@can/contracts/member';
import svgCaptcha from 'svg-captcha';
import type { Clock } from '../../platform/clock';
import { BusinessRuleError } from '../../platform/errors';
import { enforceLimits } from '../../platform/rate-limit';
import type { Store } from '../../platform/store';

/** How long a picture's answer is accepted. */
export const CAPTCHA_TTL_MS = 5 * 60_000;

// Letters and digits that cannot be mistaken for one another on a small picture.
const CHARACTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghjkmnpqrstuvwxyz23456789';

interface StoredCaptcha {
  answer: string;
  createdAt: number;
}

export interface CaptchaServiceDeps {
  store: Store;
  clock: Clock;
  /** Tests only (CAPTCHA_TEST_ANSWER): every captcha also accepts this answer. */
  testAnswer?: string;
}

/**
 * Image captchas: an SVG picture with an id; the answer is kept on the shared store, checked
 * case-insensitively, and used up by the first check, right or wrong. Used by the member SMS
 * login and by any other call that sends an SMS code (check-in).
 */
export function createCaptchaService({ store, clock, testAnswer }: CaptchaServiceDeps) {
  const key = (uuid: string) => `captcha:${uuid}`;
  return {
    /** A new picture for the client at `ip`; at most 60 a minute from one address. */
    async create(ip: string): Promise<CaptchaAnswer> {
      await enforceLimits(store, [{ key: `captcha:ip:${ip}`, max: 60, windowMs: 60_000 }]);
      const picture = svgCaptcha.create({
        size: 4,
        charPreset: CHARACTERS,
        noise: 2,
        color: true,
        background: '#f3f6fb',
        width: 120,
        height: 44,
        fontSize: 48,
      });
      const uuid = randomUUID();
      const stored: StoredCaptcha = {
        answer: picture.text.toLowerCase(),
        createdAt: clock.now().getTime(),
      };
      await store.set(key(uuid), JSON.stringify(stored), CAPTCHA_TTL_MS);
      return {
        uuid,
        img: `data:image/svg+xml;base64,${Buffer.from(picture.data).toString('base64')}`,
        expiresInSeconds: CAPTCHA_TTL_MS / 1000,
      };
    },

    /** Throws a 601 unless `answer` is this captcha's (used up either way). */
    async verify(uuid: string, answer: string): Promise<void> {
      const raw = uuid ? await store.take(key(uuid)) : null;
      const stored = raw ? (JSON.parse(raw) as StoredCaptcha) : null;
      if (!stored || clock.now().getTime() - stored.createdAt > CAPTCHA_TTL_MS) {
        throw new BusinessRuleError('captchaExpired');
      }
      const given = answer.trim().toLowerCase();
      const accepted =
        given === stored.answer || (!!testAnswer && given === testAnswer.toLowerCase());
      if (!accepted) throw new BusinessRuleError('captchaWrong');
    },
  };
}

export type CaptchaService = ReturnType<typeof createCaptchaService>;
