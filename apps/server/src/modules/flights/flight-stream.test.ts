import { request as httpRequest, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  createTestDatabase,
  onRedis,
  type TestApp,
  type TestDatabase,
} from '../../../test/test-app';
import { ManualClock } from '../../platform/clock';
import { MemoryStore } from '../../platform/store';
import type { FlightUpdate } from './flight-updates';

/** Opens the stream and resolves with the first "flights" event. */
function firstFlightsEvent(port: number): {
  ready: Promise<IncomingMessage>;
  event: Promise<FlightUpdate[]>;
  close(): void;
} {
  let res: IncomingMessage | undefined;
  let resolveEvent!: (u: FlightUpdate[]) => void;
  const event = new Promise<FlightUpdate[]>((r) => (resolveEvent = r));
  const req = httpRequest({ port, host: '127.0.0.1', path: '/byairport-flight/flight/stream' });
  const ready = new Promise<IncomingMessage>((resolve) => {
    req.on('response', (response) => {
      res = response;
      let buffer = '';
      response.on('data', (chunk: Buffer) => {
        buffer += chunk.toString();
        const match = /event: flights\ndata: (.*)\n\n/.exec(buffer);
        if (match) resolveEvent(JSON.parse(match[1]!) as FlightUpdate[]);
      });
      resolve(response);
    });
  });
  req.end();
  return { ready, event, close: () => (res?.destroy(), req.destroy()) };
}

describe('flight update stream', () => {
  const start = new Date('2026-11-22T09:00:00+08:00');
  let database: TestDatabase;
  let a: TestApp;
  let b: TestApp;
  let portB: number;

  beforeAll(async () => {
    database = await createTestDatabase();
    const shared = onRedis ? undefined : new MemoryStore(new ManualClock());
    const options = {
      database,
      now: start,
      storePrefix: `stream:${Date.now()}:`,
      deps: shared ? { store: shared } : {},
    };
    a = await createTestApp(options);
    b = await createTestApp(options);
    await b.app.listen({ port: 0, host: '127.0.0.1' });
    portB = (b.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
    await database?.drop();
  });

  it('pushes status, time and gate changes to open boards on every instance', async () => {
    const stream = firstFlightsEvent(portB);
    const response = await stream.ready;
    expect(response.headers['content-type']).toMatch(/text\/event-stream/);
    // Ten minutes later, flights have started boarding or departed: instance A notices and publishes.
    a.clock.advance(10 * 60_000);
    b.clock.advance(10 * 60_000);
    const published = await a.app.flightUpdates.tick();
    expect(published.length).toBeGreaterThan(0);
    const received = await stream.event;
    stream.close();
    expect(received.map((u) => u.flightId)).toEqual(published.map((u) => u.flightId));
    const u = received[0]!;
    expect(u.changed.length).toBeGreaterThan(0);
    expect(u.record.flightStatusEn).toBeTruthy();
  });

  it('publishes nothing when nothing changed', async () => {
    expect(await a.app.flightUpdates.tick()).toEqual([]);
  });
});
