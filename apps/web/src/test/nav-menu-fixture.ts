import type { NavMenu } from '@can/contracts/cms';

type Entry = Partial<NavMenu> & Pick<NavMenu, 'id' | 'path' | 'urlkey' | 'name'>;

export const navEntry = (entry: Entry): NavMenu => ({
  query: '',
  component: '',
  hidden: false,
  sort: entry.id,
  childrenNavMenus: [],
  ...entry,
});

/** A small menu shaped like the seeded one: sections, hidden app pages, buyNow, a foreign path. */
export const TEST_MENU: NavMenu[] = [
  navEntry({
    id: 100,
    urlkey: 'flight',
    path: '/flight',
    name: 'Flights',
    childrenNavMenus: [
      navEntry({
        id: 101,
        urlkey: 'departures',
        path: '/flight/departures',
        name: 'Departures',
        component: 'flight/departures',
      }),
      navEntry({
        id: 105,
        urlkey: 'appDepartures',
        path: '/app/flight/departures',
        name: 'Departures',
        component: 'flight/departures',
        hidden: true,
      }),
    ],
  }),
  navEntry({
    id: 200,
    urlkey: 'guide',
    path: '/guide',
    name: 'Travel guide',
    childrenNavMenus: [
      navEntry({
        id: 211,
        urlkey: 'visa-free',
        path: '/guide/visa-free',
        name: '240-hour visa-free transit',
        component: 'content/folder',
        query: 'urlKey=visa-free',
      }),
    ],
  }),
  navEntry({
    id: 300,
    urlkey: 'service',
    path: '/passenger-service',
    name: 'Services',
    childrenNavMenus: [
      navEntry({
        id: 307,
        urlkey: 'notification',
        path: '/notification/list',
        name: 'Important notices',
        component: 'notification/list',
        hidden: true,
      }),
      navEntry({
        id: 306,
        urlkey: 'faq',
        path: '/footer/faq',
        name: 'FAQ',
        component: 'faq/index',
      }),
      navEntry({
        id: 308,
        urlkey: 'buyNow',
        path: 'https://s.nia.gov.cn/',
        name: 'Immigration e-services',
        component: 'external',
      }),
    ],
  }),
  navEntry({
    id: 600,
    urlkey: 'about',
    path: '/about',
    name: 'About us',
    childrenNavMenus: [
      navEntry({
        id: 603,
        urlkey: 'airport-notice',
        path: '/notice/airport',
        name: 'Airport notices',
        component: 'article/list',
        query: 'urlKey=airport-notice&showDate=1',
      }),
    ],
  }),
];
