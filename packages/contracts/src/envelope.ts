/**
 * Result codes carried in the body of every API answer (HTTP status stays 200).
 * See ARCHITECTURE.md, "Envelope". No zod here: the page needs these before any schema.
 */
export const ResultCode = {
  ok: 200,
  invalidInput: 400,
  memberSession: 401,
  checkinSession: 402,
  forbidden: 403,
  notFound: 404,
  tooManyRequests: 429,
  unexpected: 500,
  businessRule: 601,
} as const;
export type ResultCode = (typeof ResultCode)[keyof typeof ResultCode];

export interface Envelope<T> {
  code: number | string;
  msg: string;
  data: T;
}

/** A missing code means 200 (spec section 8); the flight service sends numeric strings. */
export function codeOf(body: { code?: number | string | null } | null | undefined): number {
  const raw = body?.code;
  if (raw === undefined || raw === null || raw === '') return ResultCode.ok;
  const n = typeof raw === 'number' ? raw : Number(raw);
  return Number.isFinite(n) ? n : ResultCode.unexpected;
}
