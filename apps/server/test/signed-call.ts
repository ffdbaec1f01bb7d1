import type { FastifyInstance } from 'fastify';
import { signedRequest, type SignInput } from './signing';

export interface SignedCallOptions {
  query?: Record<string, unknown>;
  body?: unknown;
  locale?: string;
  /** Headers besides the signature's: a member or check-in token, a staff cookie. */
  headers?: Record<string, string | undefined>;
}

/**
 * A call signed as the browser signs it, at the test clock's time, through `inject`: the one
 * way module tests and their kits call the API (member, check-in, back office).
 */
export function signedCall(
  t: { app: FastifyInstance; clock: { now(): Date } },
  method: SignInput['method'],
  path: string,
  options: SignedCallOptions = {},
) {
  const request = signedRequest({
    method,
    path,
    query: options.query,
    body: options.body,
    locale: options.locale,
    timestamp: t.clock.now().getTime(),
  });
  const headers: Record<string, string> = { ...request.headers };
  for (const [name, value] of Object.entries(options.headers ?? {}))
    if (value !== undefined) headers[name] = value;
  return t.app.inject({ ...request, headers });
}
