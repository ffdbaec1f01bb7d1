/** Query keys of the transport calls, in one place so they are never retyped. */
export const transportKeys = {
  guide: (locale: string) => ['transport', 'guide', locale] as const,
  provinces: (locale: string) => ['transport', 'provinces', locale] as const,
  routes: (locale: string, search: CoachSearch) => ['transport', 'routes', locale, search] as const,
  route: (locale: string, id: string) => ['transport', 'route', locale, id] as const,
  cityTerminals: (locale: string) => ['transport', 'cityTerminals', locale] as const,
  cityTerminal: (locale: string, id: string) => ['transport', 'cityTerminal', locale, id] as const,
};

export interface CoachSearch {
  province: string;
  city: string;
  keyword: string;
}
