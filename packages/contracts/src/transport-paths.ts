/** Transport calls (zod-free, so a page can name a call without loading schemas). */
export const transportPaths = {
  /** Shuttle buses, metro and intercity rail, car parks: everything of the traffic guide. */
  guide: '/byairport-cms/traffic/guide',
  /** Provinces and cities served by coach routes from the airport. */
  provinces: '/byairport-cms/traffic/coach/provinces',
  /** Coach routes of a city (province + city) or matching a line keyword. */
  routes: '/byairport-cms/traffic/coach/routes',
  /** One coach route: stops, timetable and the next departures from now. */
  route: '/byairport-cms/traffic/coach/route',
  cityTerminals: '/byairport-cms/traffic/cityTerminal/list',
  cityTerminal: '/byairport-cms/traffic/cityTerminal/detail',
} as const;
