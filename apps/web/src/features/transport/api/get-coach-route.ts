import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CoachRouteDetail } from '@can/contracts/transport';
import { transportPaths } from '@can/contracts/transport-paths';
import { get } from '../../../lib/api-client';
import { transportKeys } from './transport-keys';

/** GET /byairport-cms/traffic/coach/route?routeId: stops, timetable, next departures from now. */
export async function getCoachRoute(id: string, signal?: AbortSignal): Promise<CoachRouteDetail> {
  const { data } = await get(transportPaths.route, {
    params: { routeId: id },
    schema: () => import('@can/contracts/transport').then((m) => m.coachRouteDetail),
    silent: true,
    signal,
  });
  return data;
}

export const coachRouteQuery = (locale: string, id: string) =>
  queryOptions({
    queryKey: transportKeys.route(locale, id),
    queryFn: ({ signal }) => getCoachRoute(id, signal),
    // "Next departures" count from the server's clock: refresh each minute.
    staleTime: 60_000,
    refetchInterval: 60_000,
    retry: false,
  });

export const useCoachRoute = (locale: string, id: string) =>
  useQuery({ ...coachRouteQuery(locale, id), enabled: id !== '' });
