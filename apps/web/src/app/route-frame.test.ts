import { describe, expect, it } from 'vitest';
import { frameFor, frameVariant } from './route-frame';
import type { RouteHandle } from './route-handle';

const t = (key: string) => `t:${key}`;
const at = (pathname: string, search = '') => ({ pathname, search });

describe('frameVariant', () => {
  it('is bare on the route named userLogin', () => {
    expect(frameVariant('userLogin')).toBe('bare');
  });

  it('is reduced for names longer than 4 characters starting with app', () => {
    expect(frameVariant('appDepartures')).toBe('reduced');
    expect(frameVariant('appMenuIndex')).toBe('reduced');
    expect(frameVariant('apps1')).toBe('reduced');
  });

  it('is full otherwise', () => {
    expect(frameVariant('apps')).toBe('full');
    expect(frameVariant('app')).toBe('full');
    expect(frameVariant('airport-notice')).toBe('full');
    expect(frameVariant('happyTrip')).toBe('full');
    expect(frameVariant(undefined)).toBe('full');
  });
});

describe('frameFor', () => {
  const menuHandle: RouteHandle = {
    name: 'visa-free',
    meta: { title: '240-hour visa-free transit', rank: 211, hidden: false, urlKey: 'visa-free' },
  };

  it('takes the title and urlKey from the route meta, with the folder banner', () => {
    expect(frameFor(menuHandle, at('/guide/visa-free'), t)).toEqual({
      variant: 'full',
      title: '240-hour visa-free transit',
      urlKey: 'visa-free',
      banner: 'folder',
      hotelSlug: undefined,
      folderNameAsTitle: false,
    });
  });

  it("translates a static route's title and falls back to the query's urlKey", () => {
    const pri: RouteHandle = {
      name: 'priDetail',
      meta: { titleKey: 'routes.priDetail', rank: 0, hidden: true },
      folderNameAsTitle: true,
    };
    const frame = frameFor(pri, at('/pri/detail', '?urlKey=trade-fair_en&articleId=9806'), t);
    expect(frame.title).toBe('t:routes.priDetail');
    expect(frame.urlKey).toBe('trade-fair_en');
    expect(frame.folderNameAsTitle).toBe(true);
  });

  it('shows the home banner on / and the hotel carousel on hotel pages', () => {
    expect(frameFor(undefined, at('/'), t).banner).toBe('home');
    const hotel: RouteHandle = {
      name: 'hotelDaisi',
      meta: { titleKey: 'routes.hotelDaisi', rank: 0, hidden: true, urlKey: 'hotels' },
      banner: 'hotel',
      hotelSlug: 'daisi',
    };
    expect(frameFor(hotel, at('/hotelDetail/daisi'), t)).toMatchObject({
      banner: 'hotel',
      hotelSlug: 'daisi',
    });
  });

  it('lays out by the route name', () => {
    const login: RouteHandle = { name: 'userLogin', meta: { rank: 0, hidden: true } };
    expect(frameFor(login, at('/user/login'), t).variant).toBe('bare');
    const app: RouteHandle = { name: 'appShops', meta: { rank: 0, hidden: true } };
    expect(frameFor(app, at('/byairport-web/shops'), t).variant).toBe('reduced');
  });
});
