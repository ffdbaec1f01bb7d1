import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Public reads that a shared cache (nginx, a CDN) may keep (issue 20, decision 024): fresh for
 * 15 s, then served stale while the cache asks again (60 s), and for a day when the origin fails.
 */
export const LIVE_READ_CACHE =
  'public, max-age=15, stale-while-revalidate=60, stale-if-error=86400';

/** An encoded answer and its validator, made once and served to every reader of it. */
export interface CacheableAnswer {
  body: Buffer;
  /** A weak validator: the same answer compressed or not is the same to the reader. */
  etag: string;
}

export function cacheableAnswer(value: unknown): CacheableAnswer {
  const body = Buffer.from(JSON.stringify(value));
  const hash = createHash('sha256').update(body).digest('base64url').slice(0, 27);
  return { body, etag: `W/"${hash}"` };
}

/** RFC 9110 §13.1.2: `*`, or any listed tag equal to ours under weak comparison. */
export function etagMatches(ifNoneMatch: string | string[] | undefined, etag: string): boolean {
  if (ifNoneMatch === undefined) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  const ours = opaque(etag);
  return [ifNoneMatch]
    .flat()
    .flatMap((value) => value.split(','))
    .some((tag) => tag.trim() === '*' || opaque(tag) === ours);
}

/**
 * Sends a public answer with its validator and caching headers: `304` and no body to a reader
 * who holds it already. `vary` names request headers the answer depends on (the `locale`).
 */
export function sendCacheable(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: CacheableAnswer,
  options: { cacheControl: string; vary?: string },
): FastifyReply {
  reply.header('cache-control', options.cacheControl).header('etag', answer.etag);
  if (options.vary) reply.header('vary', options.vary);
  if (etagMatches(request.headers['if-none-match'], answer.etag)) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(answer.body);
}
