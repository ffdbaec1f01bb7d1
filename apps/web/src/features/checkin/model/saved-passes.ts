import type { BoardingPass } from '@can/contracts/checkin';
import { parseAirportTime } from '../../../lib/airport-time';
import { BOARDING_PASS_PAGE, OFFLINE_CACHES } from '../../../lib/offline-caches';
import { keepPageForOffline } from '../../../lib/offline-copies';
import { CHECKIN_PATHS } from './steps';

/*
 * Boarding passes kept on this device for a gate with no signal (issue 20, decision 026): the
 * pass and its bar code picture, in the Cache API beside the offline app's pages, until the
 * flight has left. The check-in session ends with the tab; the pass outlives it on purpose.
 * The reader removes one with a button, and signing out of the member area clears them all.
 */

/** A pass is kept this long after the flight's planned departure (a delay keeps it needed). */
export const KEPT_AFTER_DEPARTURE_MS = 3 * 3_600_000;

export interface SavedPass {
  pass: BoardingPass;
  /** When the pass is forgotten (ms since the epoch). */
  keepUntil: number;
  /** When it was saved from the server. */
  savedAt: number;
}

const passKey = (segmentId: number) => `/offline/boarding-pass/${segmentId}.json`;
const barcodeKey = (segmentId: number) => `/offline/boarding-pass/${segmentId}.png`;
const hasCaches = () => typeof caches !== 'undefined';
const open = () => caches.open(OFFLINE_CACHES.passes);

/** When a pass may be forgotten: three hours after its flight's planned departure. */
export function keepUntilOf(pass: BoardingPass): number {
  const departs = parseAirportTime(pass.departureTime).getTime();
  return Number.isFinite(departs) ? departs + KEPT_AFTER_DEPARTURE_MS : 0;
}

/** Keeps the pass and its bar code, and the page that shows them, for offline use. */
export async function savePass(pass: BoardingPass, barcode: Blob, now = Date.now()): Promise<void> {
  if (!hasCaches()) return;
  const keepUntil = keepUntilOf(pass);
  if (keepUntil <= now) return;
  const saved: SavedPass = { pass, keepUntil, savedAt: now };
  const cache = await open();
  await cache.put(
    passKey(pass.segmentId),
    new Response(JSON.stringify(saved), { headers: { 'content-type': 'application/json' } }),
  );
  await cache.put(
    barcodeKey(pass.segmentId),
    new Response(barcode, { headers: { 'content-type': barcode.type || 'image/png' } }),
  );
  // The pass's page, and the check-in start that lists the passes kept here.
  keepPageForOffline(BOARDING_PASS_PAGE, 0);
  keepPageForOffline(CHECKIN_PATHS.start);
}

export async function forgetPass(segmentId: number): Promise<void> {
  if (!hasCaches()) return;
  const cache = await open();
  await Promise.all([cache.delete(passKey(segmentId)), cache.delete(barcodeKey(segmentId))]);
}

async function readSaved(cache: Cache, key: string, now: number): Promise<SavedPass | null> {
  const answer = await cache.match(key);
  if (!answer) return null;
  const saved = (await answer.json().catch(() => null)) as SavedPass | null;
  if (!saved?.pass || typeof saved.keepUntil !== 'number') return null;
  if (saved.keepUntil <= now) {
    await forgetPass(saved.pass.segmentId);
    return null;
  }
  return saved;
}

/** The kept pass of this segment with its bar code, or null (none, or its flight has left). */
export async function readSavedPass(
  segmentId: number,
  now = Date.now(),
): Promise<{ saved: SavedPass; barcode: Blob } | null> {
  if (!hasCaches()) return null;
  const cache = await open();
  const saved = await readSaved(cache, passKey(segmentId), now);
  const picture = saved ? await cache.match(barcodeKey(segmentId)) : undefined;
  return saved && picture ? { saved, barcode: await picture.blob() } : null;
}

/** Every pass kept on this device whose flight has not left, the next flight first. */
export async function savedPasses(now = Date.now()): Promise<SavedPass[]> {
  if (!hasCaches()) return [];
  const cache = await open();
  const keys = (await cache.keys()).filter((request) => request.url.endsWith('.json'));
  const passes = await Promise.all(keys.map((request) => readSaved(cache, request.url, now)));
  return passes.filter((p): p is SavedPass => p !== null).sort((a, b) => a.keepUntil - b.keepUntil);
}
