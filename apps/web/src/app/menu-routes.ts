import { redirect, type RouteObject } from 'react-router';
import type { NavMenu } from '@can/contracts/cms';
import type { RouteHandle } from './route-handle';
import { lazyView } from './route-view';

/** An entry that leaves the site (buyNow: an absolute URL opened in a new tab), never a route. */
export function isExternalEntry(entry: Pick<NavMenu, 'path' | 'component'>): boolean {
  return entry.component === 'external' || /^([a-z][a-z\d+.-]*:|\/\/)/i.test(entry.path.trim());
}

/** `urlKey=airport-notice&showDate=1` → { urlKey: 'airport-notice', showDate: '1' }, each value URL-encoded. */
export function queryToProps(query: string): Record<string, string> {
  const props: Record<string, string> = {};
  for (const pair of query.split('&')) {
    const at = pair.indexOf('=');
    const key = (at < 0 ? pair : pair.slice(0, at)).trim();
    if (!key) continue;
    props[key] = encodeURIComponent(at < 0 ? '' : pair.slice(at + 1));
  }
  return props;
}

const joinPath = (parent: string, path: string) =>
  path.startsWith('/') ? path : `${parent.replace(/\/+$/, '')}/${path}`;

const bySort = (a: NavMenu, b: NavMenu) => a.sort - b.sort;

/** A menu entry as a route: its path, name and meta, showing the view named by `component`. */
function entryRoute(entry: NavMenu, path: string): RouteObject {
  const props = queryToProps(entry.query);
  const meta = { title: entry.name, rank: entry.sort, hidden: entry.hidden, urlKey: entry.urlkey };
  const handle: RouteHandle = { name: entry.urlkey, meta, props };
  return { id: `menu-${entry.id}`, path, handle, lazy: lazyView(entry.component, props, meta) };
}

/** Every routable entry below a section, grandchildren included, with absolute paths. */
function descendantRoutes(entries: NavMenu[], parentPath: string): RouteObject[] {
  return [...entries]
    .filter((entry) => !isExternalEntry(entry))
    .sort(bySort)
    .flatMap((entry) => {
      const path = joinPath(parentPath, entry.path);
      const own = entry.component ? [entryRoute(entry, path)] : [];
      return [...own, ...descendantRoutes(entry.childrenNavMenus, path)];
    });
}

/**
 * Routes of spec section 2 from the nav menu. Each top-level entry becomes a route with id, name
 * (its urlkey), meta {title, rank, hidden: false, urlKey} and its children. The section route is
 * pathless and keeps its path in the handle: children carry absolute paths that need not start
 * with the section's (the service section holds /footer/faq), which React Router refuses under a
 * parent path. Visiting the section's own path opens its first visible page.
 */
export function buildMenuRoutes(menus: NavMenu[]): RouteObject[] {
  return [...menus]
    .filter((section) => !isExternalEntry(section))
    .sort(bySort)
    .map((section) => {
      const children = descendantRoutes(section.childrenNavMenus, section.path);
      const ownView = section.component ? [entryRoute(section, section.path)] : [];
      const first = children.find((child) => !(child.handle as RouteHandle).meta.hidden);
      const sectionPathTaken = children.some((child) => child.path === section.path);
      const entryRedirect =
        !ownView.length &&
        first?.path &&
        !sectionPathTaken &&
        section.path.startsWith('/') &&
        section.path !== '/'
          ? [
              {
                id: `menu-${section.id}-entry`,
                path: section.path,
                loader: () => redirect(first.path!),
              },
            ]
          : [];
      const handle: RouteHandle = {
        name: section.urlkey,
        meta: { title: section.name, rank: section.sort, hidden: false, urlKey: section.urlkey },
        path: section.path,
      };
      return {
        id: `menu-${section.id}`,
        handle,
        children: [...ownView, ...entryRedirect, ...children],
      };
    });
}
