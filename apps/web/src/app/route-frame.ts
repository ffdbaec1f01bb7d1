import { useTranslation } from '../lib/i18n';
import { useLocation, useMatches, type UIMatch } from 'react-router';
import type { PageFrameProps, PageFrameVariant } from '../shell/page-frame';
import { isRouteHandle, type RouteHandle } from './route-handle';

/**
 * Spec section 2, layout rules: the route named userLogin hides the header and the top frame
 * parts; a name longer than 4 characters starting with `app` gets the reduced layout.
 */
export function frameVariant(name: string | undefined): PageFrameVariant {
  if (name === 'userLogin') return 'bare';
  if (name && name.length > 4 && name.startsWith('app')) return 'reduced';
  return 'full';
}

/** The handle of the deepest matched route that has one. */
export function activeHandle(matches: readonly UIMatch[]): RouteHandle | undefined {
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle;
    if (isRouteHandle(handle)) return handle;
  }
  return undefined;
}

export type RouteFrame = Omit<PageFrameProps, 'menu' | 'children'>;

/** The frame props of a page (besides the menu), from its route and URL. */
export function frameFor(
  handle: RouteHandle | undefined,
  location: { pathname: string; search: string },
  translate: (key: string) => string,
): RouteFrame {
  const meta = handle?.meta;
  const queryUrlKey = new URLSearchParams(location.search).get('urlKey') ?? undefined;
  return {
    variant: frameVariant(handle?.name),
    title: meta?.title ?? (meta?.titleKey ? translate(meta.titleKey) : undefined),
    urlKey: meta?.urlKey || queryUrlKey || undefined,
    banner: location.pathname === '/' ? 'home' : (handle?.banner ?? 'folder'),
    hotelSlug: handle?.hotelSlug,
    folderNameAsTitle: handle?.folderNameAsTitle ?? false,
  };
}

export function useRouteFrame(): RouteFrame {
  const matches = useMatches();
  const location = useLocation();
  const { t } = useTranslation('navigation');
  return frameFor(activeHandle(matches), location, (key) => t(key));
}
