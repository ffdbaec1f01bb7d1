import { cmsPaths } from '@can/contracts/paths';
import { post } from '../../../lib/api-client';
import { getClientConfig } from '../../../lib/config';

/** The statistics path of a page: its path and query prefixed by '#' (spec section 4). */
export function pageViewPath(pathname: string, search = ''): string {
  return `#${pathname}${search}`;
}

/**
 * POST /byairport-cms/stats/pageView {path: '#/…'}: fire-and-forget and silent, so a slow or
 * failing statistics service never holds up or disturbs a navigation. Two quick visits of the
 * same page are both counted (the duplicate-submit guard is for forms).
 */
export function reportPageView(pathname: string, search = ''): void {
  post(
    cmsPaths.pageView,
    { path: pageViewPath(pathname, search) },
    { silent: true, headers: { repeatSubmit: 'false' } },
  ).catch(() => undefined);
}

/**
 * Spec section 4, before every navigation: report the page view and refresh the image base URL.
 * The client config (which holds imageBaseUrl) is re-read: served from this page's copy once
 * loaded, fetched again when an earlier load failed.
 */
export function beforeNavigation(url: URL): void {
  reportPageView(url.pathname, url.search);
  getClientConfig().catch(() => undefined);
}
