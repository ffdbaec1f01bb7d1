import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { ResultCode, type Locale } from '@can/contracts';
import { SMS_RESEND_SECONDS, type SendSmsAnswer } from '@can/contracts/member';
import { airportDayOf } from '../../platform/airport-time';
import type { Clock } from '../../platform/clock';
import { AppError, BusinessRuleError, TooManyRequestsError } from '../../platform/errors';
import type { Log } from '../../platform/log';
import { message, type MessageKey } from '../../platform/messages';
import { enforceLimits } from '../../platform/rate-limit';
import type { Store } from '../../platform/store';
import { mainlandMobile, smsCodeFormat } from './mobile-number';
import { SmsDeliveryError, type SmsGateway } from './sms-gateway';

/** Issue 6 and spec section 9: how codes are sent and checked. */
export const SMS_RULES = {
  codeValidMs: 5 * 60_000,
  resendMs: SMS_RESEND_SECONDS * 1000,
  perNumberPerDay: 10,
  perAddressPerHour: 30,
  wrongCodesBeforeLock: 5,
  lockMs: 15 * 60_000,
} as const;

const DAY_MS = 24 * 60 * 60_000;

/** A 429 with its own message (the SMS limits say which limit was hit). */
class SmsLimitError extends TooManyRequestsError {
  override readonly messageKey: MessageKey;
  override readonly params: Record<string, string | number>;
  constructor(seconds: number, key: MessageKey, params: Record<string, string | number>) {
    super(seconds);
    this.messageKey = key;
    this.params = params;
  }
}

interface StoredCode {
  hash: string;
  sentAt: number;
}

export interface SmsCodeServiceDeps {
  store: Store;
  clock: Clock;
  gateway: SmsGateway;
  log: Log;
  /** Codes one address may ask for per hour (SMS_PER_IP_PER_HOUR; default 30). */
  perAddressPerHour?: number;
}

export interface SendCodeInput {
  /** What the code is for (`login`, `checkin`); codes of one purpose never open another. */
  purpose: string;
  mobile: string;
  /** The client address, for the per-address limit. */
  ip: string;
  locale: Locale;
  /** The message text for the code, from the server catalogue ({code}, {minutes}). */
  textKey: MessageKey;
  /** Checks and normalizes the number; mainland numbers only unless a caller says otherwise. */
  mobileRule?: (value: string) => string;
}

const hashOf = (purpose: string, mobile: string, code: string) =>
  createHash('sha256').update(`${purpose}:${mobile}:${code}`).digest('hex');

/**
 * Six-digit SMS codes kept (hashed) on the shared store: valid 5 minutes, used once, one send
 * a minute and ten a day per number, thirty an hour per address, locked for 15 minutes after
 * five wrong tries. Every rule reads the injected clock.
 */
export function createSmsCodeService({
  store,
  clock,
  gateway,
  log,
  perAddressPerHour = SMS_RULES.perAddressPerHour,
}: SmsCodeServiceDeps) {
  const keys = (purpose: string, mobile: string) => ({
    code: `sms:code:${purpose}:${mobile}`,
    wrong: `sms:wrong:${purpose}:${mobile}`,
    lock: `sms:lock:${purpose}:${mobile}`,
    resend: `sms:resend:${mobile}`,
  });

  async function refuseWhileLocked(lockKey: string, now: number) {
    const lockedAt = Number((await store.get(lockKey)) ?? 0);
    const left = lockedAt + SMS_RULES.lockMs - now;
    if (lockedAt && left > 0) {
      throw new BusinessRuleError('smsCodeLocked', { minutes: Math.ceil(left / 60_000) });
    }
  }

  async function claimResendSlot(resendKey: string, now: number) {
    if (await store.setIfAbsent(resendKey, String(now), SMS_RULES.resendMs)) return;
    const previous = Number((await store.get(resendKey)) ?? 0);
    const left = previous + SMS_RULES.resendMs - now;
    if (left > 0) {
      const seconds = Math.ceil(left / 1000);
      throw new SmsLimitError(seconds, 'smsTooSoon', { seconds });
    }
    await store.set(resendKey, String(now), SMS_RULES.resendMs);
  }

  return {
    async send(input: SendCodeInput): Promise<SendSmsAnswer> {
      const mobile = (input.mobileRule ?? mainlandMobile)(input.mobile);
      const k = keys(input.purpose, mobile);
      const now = clock.now().getTime();
      await refuseWhileLocked(k.lock, now);
      await claimResendSlot(k.resend, now);
      const day = await store.increment(`sms:day:${airportDayOf(new Date(now))}:${mobile}`, DAY_MS);
      if (day.count > SMS_RULES.perNumberPerDay) {
        throw new SmsLimitError(Math.ceil(day.resetInMs / 1000), 'smsDailyLimit', {
          max: SMS_RULES.perNumberPerDay,
        });
      }
      await enforceLimits(store, [
        { key: `sms:ip:${input.ip}`, max: perAddressPerHour, windowMs: 60 * 60_000 },
      ]);

      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      const stored: StoredCode = { hash: hashOf(input.purpose, mobile, code), sentAt: now };
      // The store keeps it a little longer than it is valid; validity is judged by the clock.
      await store.set(k.code, JSON.stringify(stored), SMS_RULES.codeValidMs + 60_000);
      const minutes = SMS_RULES.codeValidMs / 60_000;
      try {
        await gateway.send({
          mobile,
          purpose: input.purpose,
          content: message(input.locale, input.textKey, { code, minutes }),
          templateParams: { code },
        });
      } catch (error) {
        await Promise.all([store.delete(k.code), store.delete(k.resend)]);
        log.warn(
          error instanceof SmsDeliveryError
            ? {
                provider: error.provider,
                providerCode: error.providerCode,
                requestId: error.requestId,
              }
            : { provider: gateway.name, err: error },
          'sms not sent',
        );
        throw new AppError(ResultCode.unexpected, 'smsSendFailed');
      }
      return {
        resendInSeconds: SMS_RULES.resendMs / 1000,
        validForSeconds: SMS_RULES.codeValidMs / 1000,
      };
    },

    /** Throws unless `code` is the number's current code for `purpose`; a right code is used up. */
    async verify(input: {
      purpose: string;
      mobile: string;
      code: string;
      mobileRule?: (value: string) => string;
    }): Promise<string> {
      const mobile = (input.mobileRule ?? mainlandMobile)(input.mobile);
      const code = smsCodeFormat(input.code);
      const k = keys(input.purpose, mobile);
      const now = clock.now().getTime();
      await refuseWhileLocked(k.lock, now);
      const raw = await store.get(k.code);
      const stored = raw ? (JSON.parse(raw) as StoredCode) : null;
      if (!stored || now - stored.sentAt > SMS_RULES.codeValidMs) {
        throw new BusinessRuleError('smsCodeExpired');
      }
      const given = Buffer.from(hashOf(input.purpose, mobile, code));
      if (!timingSafeEqual(given, Buffer.from(stored.hash))) {
        const wrong = await store.increment(k.wrong, SMS_RULES.lockMs);
        if (wrong.count >= SMS_RULES.wrongCodesBeforeLock) {
          await store.set(k.lock, String(now), SMS_RULES.lockMs);
          await Promise.all([store.delete(k.code), store.delete(k.wrong)]);
          throw new BusinessRuleError('smsCodeLocked', { minutes: SMS_RULES.lockMs / 60_000 });
        }
        throw new BusinessRuleError('smsCodeWrong', {
          remaining: SMS_RULES.wrongCodesBeforeLock - wrong.count,
        });
      }
      // Single use: only the request that removes it may log in.
      if ((await store.take(k.code)) !== raw) throw new BusinessRuleError('smsCodeExpired');
      await store.delete(k.wrong);
      return mobile;
    },
  };
}

export type SmsCodeService = ReturnType<typeof createSmsCodeService>;
