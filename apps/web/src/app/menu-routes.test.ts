import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router';
import { navEntry, TEST_MENU } from '../test/nav-menu-fixture';
import { buildMenuRoutes, isExternalEntry, queryToProps } from './menu-routes';
import type { RouteHandle } from './route-handle';

const handleOf = (route: RouteObject | undefined) => route?.handle as RouteHandle;
const flat = (routes: RouteObject[]): RouteObject[] =>
  routes.flatMap((r) => [r, ...flat(r.children ?? [])]);

describe('queryToProps', () => {
  it('turns key=value pairs joined by & into props', () => {
    expect(queryToProps('urlKey=airport-notice&showDate=1')).toEqual({
      urlKey: 'airport-notice',
      showDate: '1',
    });
  });

  it('URL-encodes each value', () => {
    expect(queryToProps('title=T3 新闻&next=/a?b=c')).toEqual({
      title: 'T3%20%E6%96%B0%E9%97%BB',
      next: '%2Fa%3Fb%3Dc',
    });
  });

  it('keeps a key without value and skips empty pairs', () => {
    expect(queryToProps('')).toEqual({});
    expect(queryToProps('a&&b=2&=x')).toEqual({ a: '', b: '2' });
  });
});

describe('buildMenuRoutes', () => {
  const routes = buildMenuRoutes(TEST_MENU);
  const all = flat(routes);
  const byPath = (path: string) => all.find((r) => r.path === path && r.lazy);

  it('makes one route per top-level entry, with id, name, meta and the path in the handle', () => {
    expect(routes.map((r) => r.id)).toEqual(['menu-100', 'menu-200', 'menu-300', 'menu-600']);
    expect(handleOf(routes[1])).toEqual({
      name: 'guide',
      meta: { title: 'Travel guide', rank: 200, hidden: false, urlKey: 'guide' },
      path: '/guide',
    });
    // Pathless, so children such as /footer/faq need not start with /passenger-service.
    expect(routes.every((r) => r.path === undefined)).toBe(true);
  });

  it('gives each child its path, name (urlkey), meta and props, and a lazy view', () => {
    const notices = byPath('/notice/airport');
    expect(notices?.id).toBe('menu-603');
    expect(handleOf(notices)).toEqual({
      name: 'airport-notice',
      meta: { title: 'Airport notices', rank: 603, hidden: false, urlKey: 'airport-notice' },
      props: { urlKey: 'airport-notice', showDate: '1' },
    });
    expect(typeof notices?.lazy).toBe('function');
  });

  it('keeps hidden entries routable, marked hidden, with their app* names', () => {
    const app = byPath('/app/flight/departures');
    expect(handleOf(app).name).toBe('appDepartures');
    expect(handleOf(app).meta.hidden).toBe(true);
    expect(handleOf(byPath('/notification/list')).meta.hidden).toBe(true);
  });

  it('never makes a route of buyNow (an external page opened in a new tab)', () => {
    expect(all.some((r) => r.path?.startsWith('https:'))).toBe(false);
    expect(all.some((r) => handleOf(r)?.name === 'buyNow')).toBe(false);
    expect(isExternalEntry({ path: 'https://s.nia.gov.cn/', component: 'external' })).toBe(true);
    expect(isExternalEntry({ path: '//example.com/', component: 'content/folder' })).toBe(true);
    expect(isExternalEntry({ path: '/guide', component: '' })).toBe(false);
  });

  it("sends a section's own path to its first visible page", async () => {
    const entry = all.find((r) => r.path === '/flight' && r.loader);
    const loader = entry?.loader as () => Response;
    const response = await loader();
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/flight/departures');
  });

  it('sorts by sort, joins relative paths and includes grandchildren', () => {
    const menu = [
      navEntry({
        id: 1,
        urlkey: 'b',
        path: '/b',
        name: 'B',
        sort: 2,
        childrenNavMenus: [
          navEntry({
            id: 11,
            urlkey: 'b-one',
            path: 'one',
            name: 'One',
            component: 'content/folder',
            childrenNavMenus: [
              navEntry({
                id: 111,
                urlkey: 'deep',
                path: 'deep',
                name: 'Deep',
                component: 'article/detail',
              }),
            ],
          }),
        ],
      }),
      navEntry({ id: 2, urlkey: 'a', path: '/a', name: 'A', sort: 1, component: 'faq/index' }),
    ];
    const built = buildMenuRoutes(menu);
    expect(built.map((r) => r.id)).toEqual(['menu-2', 'menu-1']);
    expect(built[0]?.children?.map((r) => r.path)).toEqual(['/a']);
    expect(
      flat(built)
        .filter((r) => r.lazy)
        .map((r) => r.path),
    ).toEqual(['/a', '/b/one', '/b/one/deep']);
  });
});
