import { createHash } from 'node:crypto';
import { PUBLIC_READS, type PublicReadKind } from '@can/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Public reads that a shared cache (nginx, a CDN) may keep (issue 20, decision 024): fresh for
 * 15 s, then served stale while the cache asks again (60 s), and for a day when the origin fails.
 */
export const LIVE_READ_CACHE =
  'public, max-age=15, stale-while-revalidate=60, stale-if-error=86400';

/** Content (menus, pages, notices, weather): a minute, as the pages rendered from it. */
export const CONTENT_READ_CACHE =
  'public, max-age=60, stale-while-revalidate=300, stale-if-error=86400';

const CACHE_CONTROL: Record<PublicReadKind, string> = {
  live: LIVE_READ_CACHE,
  content: CONTENT_READ_CACHE,
};

/** An encoded answer and its validator, made once and served to every reader of it. */
export interface CacheableAnswer {
  body: Buffer;
  /** A weak validator: the same answer compressed or not is the same to the reader. */
  etag: string;
}

const weakTag = (body: string | Buffer) =>
  `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;

/** An answer encoded once (its JSON, checked by the route's serializer) for many readers. */
export function cacheableAnswer(json: string): CacheableAnswer {
  const body = Buffer.from(json);
  return { body, etag: weakTag(body) };
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
 * Puts a public answer's validator and caching headers on the reply; true when the reader holds
 * that answer already (`If-None-Match`), who then gets `304` and no body. `vary` names request
 * headers the answer depends on (the `locale`).
 */
function markCacheable(
  request: FastifyRequest,
  reply: FastifyReply,
  etag: string,
  options: { cacheControl: string; vary?: string },
): boolean {
  reply.header('cache-control', options.cacheControl).header('etag', etag);
  if (options.vary) reply.header('vary', options.vary);
  if (!etagMatches(request.headers['if-none-match'], etag)) return false;
  reply.code(304);
  return true;
}

/** Sends an answer encoded (and tagged) ahead, with its caching headers. */
export function sendCacheable(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: CacheableAnswer,
  options: { cacheControl: string; vary?: string },
): FastifyReply {
  if (markCacheable(request, reply, answer.etag, options)) return reply.send();
  return reply.type('application/json; charset=utf-8').send(answer.body);
}

/**
 * The caching headers of every public read (`PUBLIC_READS`) that answers without its own: a
 * validator of the encoded answer, its lifetime, `Vary: locale` (the texts are the reader's
 * language), and `304` to a reader who holds it. Registered before compression, so it sees the
 * JSON as sent. Error envelopes say `no-store` (error handler) and are left alone.
 */
export const publicReadHeaders = fp(
  async (app) => {
    app.addHook('onSend', async (request, reply, payload) => {
      if (request.method !== 'GET' && request.method !== 'HEAD') return payload;
      const kind = PUBLIC_READS[request.url.split('?', 1)[0] ?? ''];
      if (!kind || reply.statusCode !== 200 || reply.hasHeader('cache-control')) return payload;
      if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
      const options = { cacheControl: CACHE_CONTROL[kind], vary: 'locale' };
      return markCacheable(request, reply, weakTag(payload), options) ? '' : payload;
    });
  },
  { name: 'public-read-headers' },
);
