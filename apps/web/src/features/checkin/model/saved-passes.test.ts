import { Blob as NodeBlob } from 'node:buffer';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BoardingPass } from '@can/contracts/checkin';
import {
  KEPT_AFTER_DEPARTURE_MS,
  forgetPass,
  keepUntilOf,
  readSavedPass,
  savePass,
  savedPasses,
} from './saved-passes';

/** A picture as the browser's Response takes it (jsdom's Blob is not the platform's). */
const blob = (parts: (string | Uint8Array)[], options?: { type: string }) =>
  new NodeBlob(parts, options) as unknown as Blob;

/** The Cache API as the browser has it, in memory (jsdom has none). */
class MemoryCache {
  private readonly entries = new Map<string, Response>();
  private key = (request: RequestInfo | URL) =>
    new URL(
      typeof request === 'string' || request instanceof URL ? request : request.url,
      'http://site/',
    ).href;
  async put(request: RequestInfo | URL, response: Response) {
    this.entries.set(this.key(request), response);
  }
  async match(request: RequestInfo | URL) {
    return this.entries.get(this.key(request))?.clone();
  }
  async delete(request: RequestInfo | URL) {
    return this.entries.delete(this.key(request));
  }
  async keys() {
    return [...this.entries.keys()].map((url) => new Request(url));
  }
}

const pass = (segmentId: number, departureTime: string): BoardingPass => ({
  segmentId,
  name: '张伟',
  nameLatin: 'ZHANG/WEI',
  flightNo: 'CZ3101',
  operatingFlightNo: 'CZ3101',
  flightDate: departureTime.slice(0, 10),
  from: 'CAN',
  fromCity: '广州',
  to: 'PEK',
  toCity: '北京',
  departureTime,
  seat: '31A',
  cabin: 'Y',
  cabinName: '经济舱',
  sequenceNo: 12,
  boardingTime: departureTime.slice(0, 11) + '07:30',
  gate: 'B231',
  terminal: 'T2',
  pnr: 'ABC123',
  ticketNo: '7841234567890',
  bcbp: 'M1ZHANG/WEI',
  barcodePath: '/x',
});

describe('boarding passes kept on this device', () => {
  beforeEach(() => {
    const stores = new Map<string, MemoryCache>();
    vi.stubGlobal('caches', {
      open: async (name: string) =>
        stores.get(name) ?? stores.set(name, new MemoryCache()).get(name)!,
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  // 08:00 airport time (UTC+8) is 00:00 UTC.
  const departs = Date.UTC(2026, 10, 27, 0, 0);

  it('keeps a pass until three hours after its flight’s planned departure, airport time', () => {
    expect(keepUntilOf(pass(1, '2026-11-27 08:00'))).toBe(departs + KEPT_AFTER_DEPARTURE_MS);
  });

  it('gives back the pass and its bar code, and lists it, until then', async () => {
    const picture = blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' });
    await savePass(pass(7, '2026-11-27 08:00'), picture, departs - 3_600_000);
    const kept = await readSavedPass(7, departs + 60_000);
    expect(kept?.saved.pass.seat).toBe('31A');
    expect(new Uint8Array(await kept!.barcode.arrayBuffer())).toEqual(
      new Uint8Array([137, 80, 78, 71]),
    );
    expect((await savedPasses(departs)).map((s) => s.pass.segmentId)).toEqual([7]);
  });

  it('forgets a pass once its flight has left, and when the reader removes it', async () => {
    const picture = blob(['png']);
    await savePass(pass(8, '2026-11-27 08:00'), picture, departs - 60_000);
    await savePass(pass(9, '2026-11-27 12:00'), picture, departs - 60_000);
    expect(await readSavedPass(8, departs + KEPT_AFTER_DEPARTURE_MS)).toBeNull();
    expect(
      (await savedPasses(departs + KEPT_AFTER_DEPARTURE_MS)).map((s) => s.pass.segmentId),
    ).toEqual([9]);
    await forgetPass(9);
    expect(await savedPasses(departs)).toEqual([]);
  });

  it('does not keep a pass whose flight has already left', async () => {
    await savePass(pass(10, '2026-11-27 08:00'), blob(['png']), departs + KEPT_AFTER_DEPARTURE_MS);
    expect(await readSavedPass(10, departs)).toBeNull();
  });
});
