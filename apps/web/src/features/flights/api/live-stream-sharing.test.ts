import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeEventSource } from '../testing/fake-event-source';
import { departure } from '../testing/flight-fixtures';
import type * as FlightStream from '../../../lib/live-stream';

type StreamModule = typeof FlightStream;

/** navigator.locks as browsers have it, for one lock name: granted in turn, abortable in line. */
function fakeLocks() {
  const line: { grant: () => void; aborted: boolean }[] = [];
  let held = false;
  const pump = () => {
    while (!held && line.length) {
      const next = line.shift()!;
      if (next.aborted) continue;
      held = true;
      next.grant();
    }
  };
  return {
    request(_name: string, options: { signal?: AbortSignal }, callback: () => Promise<void>) {
      return new Promise<void>((resolve, reject) => {
        const entry = {
          aborted: false,
          grant: () =>
            void callback().then(() => {
              held = false;
              resolve();
              pump();
            }),
        };
        options.signal?.addEventListener('abort', () => {
          if (line.includes(entry)) {
            entry.aborted = true;
            reject(new DOMException('aborted', 'AbortError'));
          }
        });
        line.push(entry);
        pump();
      });
    },
  };
}

/** One tab: its own copy of the module, as each tab of a browser has. */
async function openTab(): Promise<StreamModule> {
  vi.resetModules();
  return import('../../../lib/live-stream');
}

const settle = () => new Promise((r) => setTimeout(r, 20));

describe('one live stream per browser, shared by its tabs', () => {
  beforeEach(() => {
    FakeEventSource.instances = [];
    vi.stubGlobal('EventSource', FakeEventSource);
    Object.defineProperty(navigator, 'locks', { value: fakeLocks(), configurable: true });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    Reflect.deleteProperty(navigator, 'locks');
  });

  it('opens one stream for seven tabs, passes its changes to all, and hands it on when the holder closes', async () => {
    const tabs: StreamModule[] = [];
    for (let i = 0; i < 7; i++) tabs.push(await openTab());
    expect(new Set(tabs).size).toBe(7);
    const received = tabs.map(() => [] as string[]);
    const stops = tabs.map((tab, i) =>
      tab.subscribeFlightUpdates((updates) => received[i]!.push(...updates.map((u) => u.flightId))),
    );
    await settle();
    expect(FakeEventSource.instances).toHaveLength(1);

    const stream = FakeEventSource.current();
    stream.open();
    await settle();
    expect(tabs.map((t) => t.streamState())).toEqual(Array(7).fill('live'));

    const record = departure('CZ3101', '08:05');
    stream.emit('flights', [{ flightId: record.flightId, changed: ['gate'], record }]);
    await vi.waitFor(() => expect(received.every((r) => r.includes(record.flightId))).toBe(true));

    // The tab holding the stream closes: the next one in line opens it.
    stops[0]!();
    await settle();
    expect(stream.readyState).toBe(FakeEventSource.CLOSED);
    expect(FakeEventSource.instances).toHaveLength(2);
    const next = FakeEventSource.current();
    next.open();
    next.emit('flights', [
      { flightId: 'second', changed: ['status'], record: { ...record, flightId: 'second' } },
    ]);
    await vi.waitFor(() => expect(received.slice(1).every((r) => r.includes('second'))).toBe(true));
    expect(received[0]).not.toContain('second');
    for (const stop of stops.slice(1)) stop();
  });

  it('falls back to polling in every tab when the server turns the stream away', async () => {
    const [a, b] = [await openTab(), await openTab()];
    const stopA = a.subscribeFlightUpdates(() => undefined);
    const stopB = b.subscribeFlightUpdates(() => undefined);
    await settle();
    const stream = FakeEventSource.current();
    stream.readyState = FakeEventSource.CLOSED;
    stream.dispatch('error', new Event('error'));
    await settle();
    expect(a.streamState()).toBe('polling');
    expect(b.streamState()).toBe('polling');
    stopA();
    stopB();
  });

  it('tells a tab that joins late the state of crisis mode', async () => {
    const a = await openTab();
    const stopA = a.subscribeFlightUpdates(() => undefined);
    await settle();
    const notice = {
      active: true,
      message: { 'zh-CN': '台风', 'en-US': 'Typhoon', 'fr-FR': 'Typhon', 'ko-KR': '태풍' },
      transport: { 'zh-CN': '', 'en-US': '', 'fr-FR': '', 'ko-KR': '' },
      updatedAt: '2026-11-27T03:00:00.000Z',
    };
    FakeEventSource.current().open();
    FakeEventSource.current().emit('site', notice);
    // A malformed state is dropped, never passed on.
    FakeEventSource.current().emit('site', { ...notice, message: { 'en-US': 'Typhoon' } });
    const b = await openTab();
    const seen: unknown[] = [];
    const stopB = b.subscribeSiteState((state) => seen.push(state));
    await vi.waitFor(() => expect(seen).toEqual([notice]));
    stopA();
    stopB();
  });
});

describe('jitter', () => {
  it('waits between once and one and a half times the delay', async () => {
    const { jittered } = await openTab();
    expect(jittered(30_000, () => 0)).toBe(30_000);
    expect(jittered(30_000, () => 0.999)).toBeLessThan(45_000);
    expect(jittered(30_000, () => 0.5)).toBe(37_500);
  });
});
