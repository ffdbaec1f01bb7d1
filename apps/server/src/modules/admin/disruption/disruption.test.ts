import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { disruptionPaths, flightPaths, type DisruptionState } from '@can/contracts';
import { adminOpsPaths } from '@can/contracts/admin-ops-paths';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  createTestDatabase,
  onRedis,
  type TestApp,
  type TestDatabase,
} from '../../../../test/test-app';
import { ManualClock } from '../../../platform/clock';
import { MemoryStore } from '../../../platform/store';
import { adminCall, staffSession } from '../admin-test-kit';

const MESSAGES = {
  'zh-CN': '台风"海鸥"影响，今日大量航班取消。',
  'en-US': 'Typhoon Haiou: many flights are cancelled today.',
  'fr-FR': 'Typhon Haiou : de nombreux vols sont annulés aujourd’hui.',
  'ko-KR': '태풍 하이어우로 오늘 많은 항공편이 결항되었습니다.',
};

/** Opens the live stream and collects its "site" events. */
function siteEvents(port: number) {
  const events: DisruptionState[] = [];
  const waiters: (() => void)[] = [];
  let res: IncomingMessage | undefined;
  const req = httpRequest({ port, host: '127.0.0.1', path: flightPaths.stream });
  const ready = new Promise<IncomingMessage>((resolve) => {
    req.on('response', (response) => {
      res = response;
      let buffer = '';
      response.on('data', (chunk: Buffer) => {
        buffer += chunk.toString();
        let match: RegExpExecArray | null;
        while ((match = /event: site\ndata: (.*)\n\n/.exec(buffer))) {
          events.push(JSON.parse(match[1]!) as DisruptionState);
          buffer = buffer.slice(match.index + match[0].length);
          for (const wake of waiters.splice(0)) wake();
        }
      });
      resolve(response);
    });
  });
  req.end();
  /** Resolves once `count` site events have arrived. */
  const received = async (count: number) => {
    while (events.length < count) await new Promise<void>((r) => waiters.push(r));
    return events;
  };
  return { ready, received, close: () => (res?.destroy(), req.destroy()) };
}

describe('crisis mode across two instances', () => {
  let database: TestDatabase;
  let a: TestApp;
  let b: TestApp;
  let portB: number;
  let pageDir: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    pageDir = mkdtempSync(join(tmpdir(), 'can-disruption-'));
    const shared = onRedis ? undefined : new MemoryStore(new ManualClock());
    const options = {
      database,
      now: new Date('2026-11-22T09:00:00+08:00'),
      storePrefix: `disruption:${Date.now()}:`,
      deps: shared ? { store: shared } : {},
    };
    a = await createTestApp(options);
    b = await createTestApp({ ...options, env: { DISRUPTION_PAGE_DIR: pageDir } });
    await b.app.listen({ port: 0, host: '127.0.0.1' });
    portB = (b.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
    await database?.drop();
    rmSync(pageDir, { recursive: true, force: true });
  });

  it('is off at first: the notice is empty, a public read, and the static page says only how to reach us', async () => {
    const response = await b.app.inject({ url: disruptionPaths.current });
    expect(response.json()).toMatchObject({
      code: 200,
      data: { active: false, message: '', transport: '' },
    });
    expect(response.headers['cache-control']).toMatch(/^public, max-age=15/);
    expect(response.headers.etag).toMatch(/^W\//);
    const page = readFileSync(join(pageDir, 'index.html'), 'utf8');
    expect(page).toContain('020-36066999');
    expect(page).toContain('cannot be reached');
    expect(page).not.toContain('<script');
  });

  it('refuses to switch on without the message in all four languages, and changes nothing', async () => {
    const { cookie } = await staffSession(a, 'operations');
    const refused = await adminCall(a, 'POST', disruptionPaths.adminUpdate, {
      cookie,
      locale: 'en_US',
      body: { active: true, message: { ...MESSAGES, 'ko-KR': ' ' } },
    });
    expect(refused.code).toBe(400);
    expect(refused.msg).toContain('ko-KR');
    const still = await a.app.inject({ url: disruptionPaths.current });
    expect(still.json().data.active).toBe(false);
  });

  it('switched on by operations on one instance: the other tells its open pages, answers in each language and rewrites the static page', async () => {
    const stream = siteEvents(portB);
    await stream.ready;
    const [first] = await stream.received(1);
    expect(first).toMatchObject({ active: false });

    const { cookie } = await staffSession(a, 'operations');
    const on = await adminCall(a, 'POST', disruptionPaths.adminUpdate, {
      cookie,
      body: {
        active: true,
        message: MESSAGES,
        transport: { 'en-US': 'Airport Express buses run every 30 minutes.' },
      },
    });
    expect(on.code).toBe(200);

    const events = await stream.received(2);
    stream.close();
    expect(events[1]).toMatchObject({ active: true, message: MESSAGES });

    const ko = await b.app.inject({ url: disruptionPaths.current, headers: { locale: 'ko_KR' } });
    expect(ko.json().data).toMatchObject({ active: true, message: MESSAGES['ko-KR'] });
    // No French transport text: the English one stands in.
    const fr = await b.app.inject({ url: disruptionPaths.current, headers: { locale: 'fr_FR' } });
    expect(fr.json().data).toMatchObject({
      message: MESSAGES['fr-FR'],
      transport: 'Airport Express buses run every 30 minutes.',
    });

    await b.app.disruption.settled();
    const page = readFileSync(join(pageDir, 'index.html'), 'utf8');
    for (const text of Object.values(MESSAGES))
      expect(page).toContain(text.replaceAll('"', '&quot;'));

    const audit = await a.deps.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'disruption.update')
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]!.after_json).toContain('Typhoon Haiou');
  });

  it('is switched off again, keeping its texts for next time', async () => {
    const { cookie } = await staffSession(b, 'admin');
    const off = await adminCall(b, 'POST', disruptionPaths.adminUpdate, {
      cookie,
      body: { active: false, message: {} },
    });
    expect(off.code).toBe(200);
    const read = await adminCall<{ active: boolean; message: typeof MESSAGES }>(
      b,
      'GET',
      disruptionPaths.admin,
      { cookie },
    );
    expect(read.data).toMatchObject({ active: false, message: MESSAGES });
    expect((await b.app.inject({ url: disruptionPaths.current })).json().data.active).toBe(false);
  });
});

describe("today's disrupted flights", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ now: new Date('2026-11-22T09:00:00+08:00') });
  });
  afterAll(() => t.close());

  it('lists the cancelled and delayed flights with their airlines’ hotlines, a flight cancelled by operations among them', async () => {
    const board = await t.app.inject({
      url: `${flightPaths.board}?type=1&depOrArr=1&day=0&pageNum=1&pageSize=200`,
    });
    const flight = board
      .json()
      .data.list.find((r: { flightStatus: string }) =>
        ['scheduled', 'checkin'].includes(r.flightStatus),
      );
    const { cookie } = await staffSession(t, 'operations');
    const cancel = await adminCall(t, 'POST', adminOpsPaths.flightCancel, {
      cookie,
      body: { flightId: flight.flightId },
    });
    expect(cancel.code, cancel.msg).toBe(200);

    const response = await t.app.inject({ url: disruptionPaths.flights });
    expect(response.headers['cache-control']).toMatch(/^public, max-age=15/);
    const { data } = response.json();
    expect(data.cancelled.map((r: { flightId: string }) => r.flightId)).toContain(flight.flightId);
    expect(data.cancelledTotal).toBe(data.cancelled.length);
    for (const r of data.cancelled) expect(r.flightStatus).toBe('cancelled');
    for (const r of data.delayed) expect(r.flightStatus).toBe('delayed');
    expect(data.hotlines[flight.airline]).toMatch(/\d/);
    // Only what the page needs: no gates, counters or codeshare lists.
    expect(Object.keys(data.cancelled[0])).not.toContain('boardingGate');
  });
});

describe('live stream subscriber limit', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp({ env: { STREAM_MAX_SUBSCRIBERS: '1' } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(() => t.close());

  it('turns away a stream over the limit with 503 and Retry-After, and takes one again when a place frees', async () => {
    const first = siteEvents(port);
    expect((await first.ready).statusCode).toBe(200);
    const refused = await fetch(`http://127.0.0.1:${port}${flightPaths.stream}`);
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('30');
    expect(await refused.json()).toMatchObject({ code: 503 });
    first.close();
    // The first stream's close reaches the server a moment later: poll until its place is free.
    let again: Response | undefined;
    for (let i = 0; i < 100; i++) {
      const controller = new AbortController();
      again = await fetch(`http://127.0.0.1:${port}${flightPaths.stream}`, {
        signal: controller.signal,
      });
      controller.abort();
      if (again.status === 200) break;
      await new Promise((r) => setImmediate(r));
    }
    expect(again?.status).toBe(200);
  });
});
