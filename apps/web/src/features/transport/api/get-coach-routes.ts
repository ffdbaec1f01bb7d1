import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CoachRouteSummary } from '@can/contracts/transport';
import { transportPaths } from '@can/contracts/transport-paths';
import { get } from '../../../lib/api-client';
import { transportKeys, type CoachSearch } from './transport-keys';

/**
 * GET /byairport-cms/traffic/coach/routes?province&city&keyword: the routes of a city, or those
 * matching a line keyword. Refusals (province not found, line not found…) arrive as ApiError
 * with the server's message in the page's language.
 */
export async function getCoachRoutes(
  search: CoachSearch,
  signal?: AbortSignal,
): Promise<CoachRouteSummary[]> {
  const { data } = await get(transportPaths.routes, {
    params: { ...search },
    schema: () => import('@can/contracts/transport').then((m) => m.coachRouteList),
    silent: true,
    signal,
  });
  return data;
}

export const coachRoutesQuery = (locale: string, search: CoachSearch) =>
  queryOptions({
    queryKey: transportKeys.routes(locale, search),
    queryFn: ({ signal }) => getCoachRoutes(search, signal),
    staleTime: 10 * 60_000,
    retry: false,
  });

export const useCoachRoutes = (locale: string, search: CoachSearch, enabled: boolean) =>
  useQuery({ ...coachRoutesQuery(locale, search), enabled });
