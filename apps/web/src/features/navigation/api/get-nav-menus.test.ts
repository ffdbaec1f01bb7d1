import { describe, expect, it } from 'vitest';
import { CONFIG_PATH, clientConfigData, envelope, stubApi } from '../../../test/fake-api';
import { TEST_MENU } from '../../../test/nav-menu-fixture';
import { fetchNavMenus, loadNavMenus, navMenuCacheKey, readCachedNavMenus } from './get-nav-menus';

const menuCalls = (api: ReturnType<typeof stubApi>) =>
  api.apiCalls().filter(([url]) => url.startsWith('/byairport-cms/folder/getNavMenus'));

describe('nav menu cache', () => {
  it('is keyed SET_ROUTES_ plus the language content code', () => {
    expect(navMenuCacheKey('zh-CN')).toBe('SET_ROUTES_zh-CN');
    expect(navMenuCacheKey('en-US')).toBe('SET_ROUTES_en-US');
  });

  it('stores a fetched menu in session storage under its language', async () => {
    const api = stubApi({ handler: () => envelope({ navMenuDTOs: TEST_MENU }) });
    await expect(fetchNavMenus('en-US')).resolves.toEqual(TEST_MENU);
    expect(menuCalls(api)).toHaveLength(1);
    expect(api.headersOf(0)['locale']).toBe('en_US');
    expect(JSON.parse(sessionStorage.getItem('SET_ROUTES_en-US') ?? 'null')).toEqual(TEST_MENU);
    expect(sessionStorage.getItem('SET_ROUTES_zh-CN')).toBeNull();
  });

  it('uses the stored menu of the language without a call', async () => {
    const api = stubApi({ handler: () => envelope({ navMenuDTOs: [] }) });
    sessionStorage.setItem('SET_ROUTES_en-US', JSON.stringify(TEST_MENU));
    await expect(loadNavMenus('en-US')).resolves.toEqual(TEST_MENU);
    expect(menuCalls(api)).toHaveLength(0);
  });

  it("fetches when only another language's menu is stored", async () => {
    const api = stubApi({ handler: () => envelope({ navMenuDTOs: TEST_MENU.slice(0, 1) }) });
    sessionStorage.setItem('SET_ROUTES_zh-CN', JSON.stringify(TEST_MENU));
    await expect(loadNavMenus('en-US')).resolves.toHaveLength(1);
    expect(menuCalls(api)).toHaveLength(1);
  });

  it('fetches again when an editor changed the menu since it was stored (menu version)', async () => {
    const api = stubApi({ handler: () => envelope({ navMenuDTOs: TEST_MENU.slice(0, 1) }) });
    const serve = api.fetchMock.getMockImplementation()!;
    api.fetchMock.mockImplementation(async (url, init) =>
      url.startsWith(CONFIG_PATH)
        ? envelope({ ...clientConfigData(), menuVersion: 'v2' })
        : serve(url, init),
    );
    sessionStorage.setItem('SET_ROUTES_en-US', JSON.stringify(TEST_MENU));
    sessionStorage.setItem('SET_ROUTES_en-US_version', 'v1');
    await expect(loadNavMenus('en-US')).resolves.toHaveLength(1);
    expect(menuCalls(api)).toHaveLength(1);
    expect(sessionStorage.getItem('SET_ROUTES_en-US_version')).toBe('v2');
    await expect(loadNavMenus('en-US')).resolves.toHaveLength(1);
    expect(menuCalls(api)).toHaveLength(1);
  });

  it('ignores a damaged stored menu', () => {
    sessionStorage.setItem('SET_ROUTES_zh-CN', '{not json');
    expect(readCachedNavMenus('zh-CN')).toBeUndefined();
    sessionStorage.setItem('SET_ROUTES_zh-CN', JSON.stringify([{ path: 1 }]));
    expect(readCachedNavMenus('zh-CN')).toBeUndefined();
  });

  it('fails quietly and stores nothing when the call fails', async () => {
    stubApi({ handler: () => envelope(null, 500, 'boom') });
    await expect(fetchNavMenus('zh-CN')).rejects.toThrow();
    expect(sessionStorage.getItem('SET_ROUTES_zh-CN')).toBeNull();
    expect(document.querySelector('[role="alert"]')).toBeNull();
  });
});
