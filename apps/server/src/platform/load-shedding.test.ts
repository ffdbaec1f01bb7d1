import { cmsPaths, flightPaths } from '@can/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { DEFAULT_LIMITS, rankOf, shedUpTo } from './load-shedding';

describe('what is shed first', () => {
  it('ranks statistics lowest, then reads, then writes; health and assets never', () => {
    expect(rankOf('POST', cmsPaths.pageView)).toBe(1);
    expect(rankOf('GET', flightPaths.board)).toBe(2);
    expect(rankOf('GET', '/flight/departures')).toBe(2);
    expect(rankOf('POST', flightPaths.list)).toBe(2);
    expect(rankOf('POST', '/byairport-cms/checkin/checkin')).toBe(3);
    expect(rankOf('POST', '/byairport-cms/admin/disruption/update')).toBe(3);
    expect(rankOf('GET', '/readyz')).toBe('never');
    expect(rankOf('GET', '/assets/app-1a2b3c.js')).toBe('never');
    expect(rankOf('GET', '/page-start.js')).toBe('never');
    expect(rankOf('GET', '/media/banners/default.svg')).toBe('never');
  });

  it('sheds more the longer the event loop is held up; a full heap sheds reads, not writes', () => {
    expect(shedUpTo('eventLoopDelay', 600, DEFAULT_LIMITS)).toBe(1);
    expect(shedUpTo('eventLoopDelay', 1200, DEFAULT_LIMITS)).toBe(2);
    expect(shedUpTo('eventLoopDelay', 3500, DEFAULT_LIMITS)).toBe(3);
    // No sample at all: the machine did not run the process; only statistics are shed.
    expect(shedUpTo('eventLoopDelay', Infinity, DEFAULT_LIMITS)).toBe(1);
    expect(shedUpTo('heapUsedBytes', 2 ** 31, DEFAULT_LIMITS)).toBe(2);
  });
});

describe('an instance whose heap is over its limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Any heap is over one byte: the process counts as overloaded from its first sample on. The
    // delays are set out of reach, so only the heap counts however busy the test machine is.
    t = await createTestApp({
      deps: {
        sheddingLimits: {
          heapBytes: 1,
          sampleIntervalMs: 50,
          // 0: under-pressure does not watch the event loop at all (a sample with no
          // measurement in it would otherwise count, on a slow machine, as a stalled loop).
          statsDelayMs: 0,
          readsDelayMs: 0,
          allDelayMs: 0,
        },
      },
    });
    while (!t.app.isUnderPressure()) await new Promise((r) => setTimeout(r, 5));
  });
  afterAll(() => t.close());

  it('answers reads and statistics 503 with Retry-After in the envelope, in the reader’s language', async () => {
    const board = await t.app.inject({
      url: `${flightPaths.board}?type=1&depOrArr=1`,
      headers: { locale: 'fr_FR' },
    });
    expect(board.statusCode).toBe(503);
    expect(board.headers['retry-after']).toBe('15');
    expect(board.headers['cache-control']).toBe('no-store');
    expect(board.json()).toMatchObject({ code: 503, msg: expect.stringMatching(/réessayer/) });
    const stats = await t.signed({ method: 'POST', path: cmsPaths.pageView, body: { path: '/' } });
    expect(stats.statusCode).toBe(503);
  });

  it('still takes writes and health checks', async () => {
    const write = await t.signed({
      method: 'POST',
      path: '/byairport-cms/contact/submit',
      body: {},
    });
    expect(write.statusCode).toBe(200);
    expect(write.json().code).toBe(400);
    expect((await t.app.inject({ url: '/healthz' })).statusCode).toBe(200);
  });
});
