import { alertPages } from '@can/contracts/alerts';
import type { AlertTokens } from './alert-token';

/** The absolute links alert messages carry, on the site's public address. */
export function alertLinks(siteUrl: string, tokens: AlertTokens) {
  const base = siteUrl.replace(/\/+$/, '');
  const page = (path: string, token: string) => `${base}${path}?token=${token}`;
  return {
    flight: (flightId: string) => `${base}/flight/detail?flightId=${encodeURIComponent(flightId)}`,
    unsubscribe: (id: number) => page(alertPages.unsubscribe, tokens.make('unsubscribe', id)),
    confirm: (id: number, expiresAt: number) =>
      page(alertPages.confirm, tokens.make('confirm', id, expiresAt)),
  };
}

export type AlertLinks = ReturnType<typeof alertLinks>;
