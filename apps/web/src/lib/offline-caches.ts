/*
 * What the service worker keeps on the device, shared by the worker (src/sw/) and the pages that
 * add to it or clear it (issue 20, decision 026). No DOM and no window here: the worker runs it.
 */

/** The caches the worker fills at run time (the precache is Workbox's own). */
export const OFFLINE_CACHES = {
  /** Pages as the server rendered them, the last copy of each address. */
  pages: 'can-pages',
  /** The public reads: boards, flight details, crisis mode, the guides. */
  reads: 'can-public-reads',
  /** Boarding passes checked in on this device, each with its bar code, until the flight left. */
  passes: 'can-boarding-passes',
} as const;

/** The page shown for an address never saved on this device (served by the server). */
export const OFFLINE_PAGE = '/offline.html';

/** Marks `<html>` of a page the worker served from this device's copy (the server's Date). */
export const OFFLINE_COPY_ATTRIBUTE = 'data-offline-copy';

/** The boarding pass page: one copy serves every pass, which the page reads from storage. */
export const BOARDING_PASS_PAGE = '/service/checkIn_board';

/** Pages kept for offline reading: everything a traveller reads, not the back office. */
export function isKeptPagePath(path: string): boolean {
  if (path === '/admin' || path.startsWith('/admin/')) return false;
  // Files and calls are not pages.
  return !/^\/(byairport-cms|byairport-flight|media|assets)\//.test(path);
}

/** The address a page is kept under when its own was never saved (the boarding pass page). */
export function keptPageUrl(url: URL): string {
  return url.pathname === BOARDING_PASS_PAGE ? BOARDING_PASS_PAGE : url.pathname + url.search;
}
