import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The signed token of a member's e-mail confirmation link: `e.<member>.<expiry>.<address>.<sig>`,
 * where <address> is a short hash of the address it confirms. Nothing is stored: the HMAC under
 * the server's key proves it, and a link for an address that was replaced since does nothing
 * (its hash no longer matches the address waiting).
 */
export function memberEmailTokens(secret: string) {
  const key = createHmac('sha256', 'member-email-links').update(secret).digest();
  const sign = (body: string) =>
    createHmac('sha256', key).update(body).digest('base64url').slice(0, 32);
  const hashOf = (address: string) =>
    createHash('sha256').update(address).digest('base64url').slice(0, 16);

  return {
    make(memberId: number, address: string, expiresAt: number): string {
      const body = ['e', memberId, expiresAt, hashOf(address)].join('.');
      return `${body}.${sign(body)}`;
    },
    /** The member and the address hash a token names, or null: forged, malformed or expired. */
    read(
      token: string,
      now: number,
    ): { memberId: number; addressIs: (a: string) => boolean } | null {
      const parts = token.split('.');
      const signature = parts.pop() ?? '';
      const expected = Buffer.from(sign(parts.join('.')));
      const given = Buffer.from(signature);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      const [prefix, id, expiry, hash] = parts;
      if (prefix !== 'e' || !/^\d{1,12}$/.test(id ?? '') || !(Number(expiry) > now)) return null;
      return { memberId: Number(id), addressIs: (a: string) => hashOf(a) === hash };
    },
  };
}

export type MemberEmailTokens = ReturnType<typeof memberEmailTokens>;
