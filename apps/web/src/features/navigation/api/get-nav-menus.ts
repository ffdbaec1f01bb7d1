import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Locale } from '@can/contracts/locale';
import type { NavMenu } from '@can/contracts/cms';
import { cmsPaths } from '@can/contracts/paths';
import { get } from '../../../lib/api-client';
import { getClientConfig } from '../../../lib/config';
import { currentLocale } from '../../../lib/current-locale';
import { readStored, writeStored } from '../../../lib/storage';
import { NAV_MENU_CACHE_PREFIX } from '../../../lib/storage-keys';

/** sessionStorage key of the menu in one language: SET_ROUTES_zh-CN (spec section 7). */
export const navMenuCacheKey = (locale: Locale) => `${NAV_MENU_CACHE_PREFIX}${locale}`;
/** sessionStorage key of the version of that menu (the client config's menuVersion). */
export const navMenuVersionKey = (locale: Locale) => `${navMenuCacheKey(locale)}_version`;

/**
 * The menu's version now: the client config (read once per page) carries it and it changes
 * whenever an editor changes the menu, so a tab's stored menu is used only while it is current
 * and travellers get the new menu on their next visit. "" when unknown.
 */
async function currentMenuVersion(): Promise<string> {
  try {
    return (await getClientConfig()).config.menuVersion ?? '';
  } catch {
    return '';
  }
}

/** The menu kept for this tab, if it is there and still looks like a menu. */
export function readCachedNavMenus(locale: Locale = currentLocale()): NavMenu[] | undefined {
  const text = readStored(navMenuCacheKey(locale), 'session');
  if (!text) return undefined;
  try {
    const menus: unknown = JSON.parse(text);
    const looksRight =
      Array.isArray(menus) &&
      menus.every(
        (m: Partial<NavMenu> | null) =>
          typeof m?.path === 'string' && Array.isArray(m.childrenNavMenus),
      );
    return looksRight ? (menus as NavMenu[]) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * GET /byairport-cms/folder/getNavMenus (data.navMenuDTOs), stored for the tab. Silent: a menu
 * failure is not shown to the visitor (spec section 8); the caller keeps the static routes.
 */
export async function fetchNavMenus(
  locale: Locale = currentLocale(),
  signal?: AbortSignal,
): Promise<NavMenu[]> {
  const { data } = await get(cmsPaths.navMenus, {
    schema: () => import('@can/contracts/cms').then((m) => m.navMenusData),
    silent: true,
    signal,
  });
  writeStored(navMenuCacheKey(locale), JSON.stringify(data.navMenuDTOs), 'session');
  return data.navMenuDTOs;
}

/**
 * Keeps for the tab a menu read elsewhere (the server, for the page it rendered), as a fetch
 * would have: spec section 7 keeps the menu in session storage under SET_ROUTES_<language>.
 */
export function keepNavMenus(locale: Locale, menus: NavMenu[]): void {
  writeStored(navMenuCacheKey(locale), JSON.stringify(menus), 'session');
  void currentMenuVersion().then((version) =>
    writeStored(navMenuVersionKey(locale), version, 'session'),
  );
}

/** The tab's stored menu if present, else fetched (spec section 4, route loading). */
export async function loadNavMenus(locale: Locale = currentLocale()): Promise<NavMenu[]> {
  const version = await currentMenuVersion();
  const stored = (readStored(navMenuVersionKey(locale), 'session') ?? '') === version;
  const cached = stored ? readCachedNavMenus(locale) : undefined;
  if (cached) return cached;
  const menus = await fetchNavMenus(locale);
  writeStored(navMenuVersionKey(locale), version, 'session');
  return menus;
}

export function navMenusQuery(locale: Locale = currentLocale()) {
  return queryOptions({
    queryKey: ['navigation', 'menus', locale],
    queryFn: () => loadNavMenus(locale),
    // One menu per page view: the language switch reloads the page.
    staleTime: Infinity,
    retry: false,
  });
}

/** The menu for the header and drawer; undefined while loading or after a (silent) failure. */
export function useNavMenus(): NavMenu[] | undefined {
  return useQuery(navMenusQuery()).data;
}
