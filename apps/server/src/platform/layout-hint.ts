import type { IncomingHttpHeaders } from 'node:http';

const PHONE_AGENT = /Mobi|Android|iPhone|iPod/i;

/**
 * Whether a page is likely read on a phone, so the server renders the phone layout (below
 * 992 px) and the browser hydrates without switching layout (issue 18). Chromium browsers say so
 * in `Sec-CH-UA-Mobile`, which shared caches can vary on; others only in their user agent. A
 * wrong guess costs one re-render after hydration, never wrong content.
 */
export function isPhoneRequest(headers: IncomingHttpHeaders): boolean {
  const hint = headers['sec-ch-ua-mobile'];
  if (hint === '?1') return true;
  if (hint === '?0') return false;
  return PHONE_AGENT.test(headers['user-agent'] ?? '');
}
