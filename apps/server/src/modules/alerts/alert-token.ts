import { createHmac, timingSafeEqual } from 'node:crypto';

/** What a link's token allows: ending a subscription, or confirming its e-mail address. */
export type AlertTokenPurpose = 'unsubscribe' | 'confirm';

const PREFIX: Record<AlertTokenPurpose, string> = { unsubscribe: 'u', confirm: 'c' };

/**
 * Signed tokens for the links in alert messages (issue 22): `u.<id>.<signature>` ends a
 * subscription with one tap and no login; `c.<id>.<expiry>.<signature>` confirms an e-mail
 * address until it expires. Nothing is stored: the HMAC under the server's key proves them,
 * and a subscription that ended answers its token with "ended" (idempotent).
 */
export function alertTokens(secret: string) {
  const key = createHmac('sha256', 'flight-alert-links').update(secret).digest();
  const sign = (body: string) =>
    createHmac('sha256', key).update(body).digest('base64url').slice(0, 32);

  return {
    make(purpose: AlertTokenPurpose, id: number, expiresAt?: number): string {
      const body = [PREFIX[purpose], id, ...(expiresAt ? [expiresAt] : [])].join('.');
      return `${body}.${sign(body)}`;
    },
    /** The subscription id a token names, or null when it is forged, malformed or expired. */
    read(purpose: AlertTokenPurpose, token: string, now: number): number | null {
      const parts = token.split('.');
      const signature = parts.pop() ?? '';
      const body = parts.join('.');
      const expected = Buffer.from(sign(body));
      const given = Buffer.from(signature);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      const [prefix, id, expiry] = parts;
      if (prefix !== PREFIX[purpose] || !/^\d{1,12}$/.test(id ?? '')) return null;
      if (purpose === 'confirm' && !(Number(expiry) > now)) return null;
      return Number(id);
    },
  };
}

export type AlertTokens = ReturnType<typeof alertTokens>;
