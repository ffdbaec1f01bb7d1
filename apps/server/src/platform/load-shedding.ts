import { getHeapStatistics } from 'node:v8';
import underPressure from '@fastify/under-pressure';
import { cmsPaths, flightPaths } from '@can/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { message } from './messages';

/**
 * What a request is worth keeping when the process is overloaded, lowest first:
 * 1 page-view statistics; 2 reads (pages, public and signed reads), which a cache in front serves
 * stale meanwhile; 3 writes (check-in, member, back office, contact). Health checks and hashed
 * assets are never shed.
 */
export type RequestRank = 1 | 2 | 3 | 'never';

/** The original's read calls, POSTs that change nothing. */
const READ_POSTS: ReadonlySet<string> = new Set([
  flightPaths.list,
  flightPaths.search,
  flightPaths.detail,
]);

/** A last path segment with a dot names a file (scripts, pictures, icons): cheap to serve. */
const FILE_LIKE = /\/[^/]*\.[a-z0-9]+$/i;

export function rankOf(method: string, path: string): RequestRank {
  if (path === '/healthz' || path === '/readyz' || FILE_LIKE.test(path)) return 'never';
  if (path === cmsPaths.pageView) return 1;
  if (method === 'GET' || method === 'HEAD' || READ_POSTS.has(path)) return 2;
  return 3;
}

export interface SheddingLimits {
  /**
   * Mean event-loop delay over a second (ms) from which statistics are shed, then reads, then
   * everything. A busy but healthy instance stays under 50 ms (64 connections of board reads);
   * a mean of half a second means requests already wait longer than a stale copy is worth.
   */
  statsDelayMs: number;
  readsDelayMs: number;
  allDelayMs: number;
  /** Heap used (bytes) from which statistics and reads are shed. */
  heapBytes: number;
  /** How often the process is sampled (ms). */
  sampleIntervalMs: number;
}

/** The limits from the first delay (SHED_DELAY_MS): reads at twice it, everything at six times. */
export function limitsFrom(statsDelayMs: number): SheddingLimits {
  return {
    statsDelayMs,
    readsDelayMs: statsDelayMs * 2,
    allDelayMs: statsDelayMs * 6,
    heapBytes: Math.round(getHeapStatistics().heap_size_limit * 0.85),
    sampleIntervalMs: 1_000,
  };
}

export const DEFAULT_LIMITS: SheddingLimits = limitsFrom(500);

/** Up to which rank requests are shed, given what under-pressure measured. */
export function shedUpTo(
  type: string,
  value: number | undefined,
  limits: SheddingLimits,
): 1 | 2 | 3 {
  if (type === underPressure.TYPE_EVENT_LOOP_DELAY) {
    // No sample in the interval (under-pressure reports Infinity): the process was not scheduled
    // at all, which says more about the machine than about this process's load. Statistics only.
    if (value === undefined || !Number.isFinite(value)) return 1;
    const delay = value;
    if (delay >= limits.allDelayMs) return 3;
    return delay >= limits.readsDelayMs ? 2 : 1;
  }
  return 2;
}

type PressureHandler = NonNullable<
  NonNullable<Parameters<typeof underPressure>[1]>['pressureHandler']
>;

/** Retry-After (s): soon for a brief spike, later when it is severe. */
const RETRY_AFTER_S = { 1: 10, 2: 15, 3: 30 } as const;

/**
 * Load shedding (issue 20): `@fastify/under-pressure` samples event-loop delay and heap, and an
 * overloaded process answers 503 with `Retry-After` and the envelope, in order: statistics first,
 * then reads, writes last.
 */
export const loadShedding = fp<{ limits?: Partial<SheddingLimits> }>(
  async (app, options) => {
    const limits = { ...DEFAULT_LIMITS, ...options.limits };
    await app.register(underPressure, {
      maxEventLoopDelay: limits.statsDelayMs,
      maxHeapUsedBytes: limits.heapBytes,
      sampleInterval: limits.sampleIntervalMs,
      // A value returned is sent as the answer and the request goes no further (under-pressure's
      // handlePressure); its types say void, so the handler is cast.
      pressureHandler: ((
        request: FastifyRequest,
        reply: FastifyReply,
        type: string,
        value?: number,
      ) => {
        const rank = rankOf(request.method, request.url.split('?', 1)[0] ?? '');
        const upTo = shedUpTo(type, value, limits);
        if (rank === 'never' || rank > upTo) return undefined;
        request.log.warn({ type, value, rank }, 'request shed: process overloaded');
        reply
          .status(503)
          .header('retry-after', String(RETRY_AFTER_S[upTo]))
          .header('cache-control', 'no-store');
        return { code: 503, msg: message(request.locale, 'overloaded'), data: null };
      }) as unknown as PressureHandler,
    });
  },
  { name: 'load-shedding', dependencies: ['request-context'] },
);
