import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FooterChild, FooterData } from '@can/contracts/cms';
import { cmsPaths } from '@can/contracts/paths';
import { get } from '../../../lib/api-client';
import { getClientConfig } from '../../../lib/config';

export type SiteFooterData = FooterData & { imageBase: string };

/**
 * GET folder/getFooterMenus: the link columns (five in Chinese, two elsewhere), the contact
 * block and the ICP and police filings chosen by host name. Silent: the footer has its own
 * error state with a retry.
 */
export async function getFooterMenus(signal?: AbortSignal): Promise<SiteFooterData> {
  const [config, { data }] = await Promise.all([
    getClientConfig().catch(() => undefined),
    get(cmsPaths.footerMenus, {
      schema: () => import('@can/contracts/cms').then((m) => m.footerData),
      silent: true,
      signal,
    }),
  ]);
  return { ...data, imageBase: config?.config.imageBaseUrl || '/media/' };
}

export function footerMenusQuery() {
  return queryOptions({
    queryKey: ['footer', 'menus'],
    queryFn: ({ signal }) => getFooterMenus(signal),
    staleTime: 30 * 60_000,
  });
}

export function useFooterMenus() {
  return useQuery(footerMenusQuery());
}

/** A link child's target: the path with its parameters (prama) and showDate=1 when asked. */
export function footerHref(child: FooterChild): string {
  const [path = '', query = ''] = child.link.split('?');
  const params = new URLSearchParams(query);
  for (const [key, value] of new URLSearchParams(child.prama)) params.set(key, value);
  if (child.showDate && !params.has('showDate')) params.set('showDate', '1');
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

export function imageUrl(base: string, path: string): string {
  if (/^https?:\/\//i.test(path)) return path;
  return `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}
