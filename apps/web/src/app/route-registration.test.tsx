import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { envelope, stubApi } from '../test/fake-api';
import { fakeCms } from '../test/fake-cms';
import { TEST_MENU } from '../test/nav-menu-fixture';
import { frameMounts, lastFrame } from '../test/page-frame-mock';
import { testQueryClient } from '../test/render';
import { stubMatchMedia } from '../test/frame-stubs';
import { createRouteRegistration } from './route-registration';
import { AppProviders } from './providers';
import { appRoutes } from './router';

vi.mock('../shell/page-frame', () => import('../test/page-frame-mock'));

// ScrollRestoration scrolls; jsdom does not.
beforeEach(() => {
  vi.stubGlobal('scrollTo', vi.fn());
  // Menu routes now render real views (the flight board reads the screen size).
  stubMatchMedia();
});

function renderApp(path: string) {
  const queryClient = testQueryClient();
  const menu = createRouteRegistration(queryClient);
  const router = createMemoryRouter(appRoutes(queryClient), {
    initialEntries: [path],
    patchRoutesOnNavigation: menu.patchRoutesOnNavigation,
  });
  render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router, menu };
}

const menuCalls = (api: ReturnType<typeof stubApi>) =>
  api.apiCalls().filter(([url]) => url.includes('/folder/getNavMenus'));
type Routes = ReturnType<typeof renderApp>['router']['routes'];
const findRoute = (routes: Routes, id: string): Routes[number] | undefined =>
  routes.map((r) => (r.id === id ? r : findRoute(r.children ?? [], id))).find(Boolean);
const routeIdsIn = (router: ReturnType<typeof renderApp>['router'], container: string) =>
  findRoute(router.routes, container)?.children?.map((r) => r.id) ?? [];
const menuRouteIds = (router: ReturnType<typeof renderApp>['router']) => routeIdsIn(router, 'menu');
const pageHeading = () => screen.findByRole('heading', { level: 1, name: /visa-free/ });

describe('dynamic routes from the nav menu', () => {
  it('holds no menu or static routes before a navigation needs them', async () => {
    const api = stubApi({ handler: fakeCms() });
    const { router, menu } = renderApp('/');
    await screen.findByRole('heading', { level: 1, name: /Welcome/ });
    expect(menuRouteIds(router)).toEqual([]);
    expect(routeIdsIn(router, 'static')).toEqual([]);
    expect(menu.isRegistered()).toEqual({ menu: false, static: false });
    // The header's menu is loaded all the same.
    await waitFor(() => expect(menuCalls(api)).toHaveLength(1));
  });

  it('replays a deep link to a menu route once the fetched menu is registered', async () => {
    const api = stubApi({ handler: fakeCms() });
    const { router, menu } = renderApp('/guide/visa-free');
    expect(await pageHeading()).toBeTruthy();
    expect(router.state.location.pathname).toBe('/guide/visa-free');
    expect(menu.isRegistered()).toEqual({ menu: true, static: true });
    expect(menuRouteIds(router)).toEqual(['menu-100', 'menu-200', 'menu-300', 'menu-600']);
    expect(menuCalls(api)).toHaveLength(1);
    expect(sessionStorage.getItem('SET_ROUTES_en-US')).toContain('visa-free');
  });

  it('uses the menu stored in session storage without calling the server', async () => {
    sessionStorage.setItem('SET_ROUTES_en-US', JSON.stringify(TEST_MENU));
    const api = stubApi({ handler: fakeCms({ menu: [] }) });
    const { router } = renderApp('/guide/visa-free?from=search');
    expect(await pageHeading()).toBeTruthy();
    expect(router.state.location.search).toBe('?from=search');
    expect(menuCalls(api)).toHaveLength(0);
  });

  it('registers on the first navigation from a static page and continues to the same path', async () => {
    stubApi({ handler: fakeCms() });
    const { router, menu } = renderApp('/404');
    await screen.findByRole('heading', { level: 1, name: 'Page not found' });
    expect(menu.isRegistered()).toEqual({ menu: false, static: false });
    await act(() => router.navigate('/guide/visa-free?x=1#top'));
    expect(await pageHeading()).toBeTruthy();
    expect(router.state.location).toMatchObject({
      pathname: '/guide/visa-free',
      search: '?x=1',
      hash: '#top',
    });
  });

  it('puts menu routes before static routes with the same path', async () => {
    stubApi({ handler: fakeCms() });
    const { router } = renderApp('/guide/visa-free');
    await pageHeading();
    await act(() => router.navigate('/notice/airport'));
    await screen.findByRole('heading', { level: 1, name: 'Airport notices' });
    expect(router.state.matches.map((m) => m.route.id)).toContain('menu-603');
  });

  it('keeps the static routes when the menu fails, silently, and tries again later', async () => {
    const api = stubApi({ handler: fakeCms({ menu: Response.error() }) });
    const { router, menu } = renderApp('/guide/visa-free');
    // Not a registered path: the fallback list sends it home.
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(menu.isRegistered()).toEqual({ menu: false, static: true });
    expect(screen.queryByRole('alert')).toBeNull();

    await act(() => router.navigate('/notice/airport'));
    await screen.findByRole('heading', { level: 1, name: 'Airport notices' });
    expect(router.state.matches.map((m) => m.route.id)).toContain('static-airportNotice');

    api.setHandler(fakeCms());
    await act(() => router.navigate('/guide/visa-free'));
    expect(await pageHeading()).toBeTruthy();
  });

  it('sends unknown paths home and keeps /404', async () => {
    stubApi({ handler: fakeCms() });
    const { router } = renderApp('/no/such/page');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await act(() => router.navigate('/404'));
    expect(router.state.location.pathname).toBe('/404');
  });

  it('reports a page view before every navigation', async () => {
    const api = stubApi({ handler: fakeCms() });
    const { router } = renderApp('/404?from=mail');
    await screen.findByRole('heading', { level: 1, name: 'Page not found' });
    await act(() => router.navigate('/notice/airport?pageNum=2'));
    // The report is sent after its request is signed; a router left by an earlier test can
    // still be sending its own, so only this test's paths are counted (each exactly once).
    const ours = new Set(['#/404?from=mail', '#/notice/airport?pageNum=2']);
    const paths = () =>
      api
        .apiCalls()
        .filter(([url]) => url.endsWith('/stats/pageView'))
        .map(([, init]) => (JSON.parse(String(init?.body)) as { path: string }).path)
        .filter((path) => ours.has(path));
    await waitFor(() => expect(paths()).toEqual([...ours]));
  });
});

describe('the frame of a route', () => {
  it('stays mounted from the first paint through the first view', async () => {
    stubApi({ handler: fakeCms() });
    frameMounts.count = 0;
    const { router } = renderApp('/guide/visa-free');
    await pageHeading();
    await act(() => router.navigate('/notice/airport'));
    await screen.findByRole('heading', { level: 1, name: 'Airport notices' });
    expect(frameMounts.count).toBe(1);
  });

  it('is reduced on a hidden app* menu route and passes the menu', async () => {
    stubApi({ handler: fakeCms() });
    const { router } = renderApp('/app/flight/departures');
    await waitFor(() => expect(lastFrame()?.variant).toBe('reduced'));
    expect(router.state.matches.at(-1)?.route.id).toBe('menu-105');
    await waitFor(() => expect(lastFrame()?.menu).toEqual(TEST_MENU));
    expect(lastFrame()).toMatchObject({
      title: 'Departures',
      urlKey: 'appDepartures',
      banner: 'folder',
    });
  });

  it('is bare on /user/login and reduced on the /byairport-web/ pages', async () => {
    stubApi({ handler: fakeCms() });
    const { router } = renderApp('/user/login');
    await waitFor(() => expect(lastFrame()?.variant).toBe('bare'));
    await act(() => router.navigate('/byairport-web/shops'));
    await waitFor(() => expect(lastFrame()?.variant).toBe('reduced'));
    expect(lastFrame()?.title).toBe('Shop and dine');
  });
});

describe('fake API', () => {
  it('answers an unknown article with code 404', async () => {
    const response = await fakeCms()('/byairport-cms/article/detail?articleId=1', {});
    expect(await response.json()).toMatchObject({ code: 404 });
    expect(envelope(null).status).toBe(200);
  });
});
