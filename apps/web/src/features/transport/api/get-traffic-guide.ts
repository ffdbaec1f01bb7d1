import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TrafficGuide } from '@can/contracts/transport';
import { transportPaths } from '@can/contracts/transport-paths';
import { get } from '../../../lib/api-client';
import { transportKeys } from './transport-keys';

/** GET /byairport-cms/traffic/guide: shuttles, metro and rail, car parks, taxi. */
export async function getTrafficGuide(signal?: AbortSignal): Promise<TrafficGuide> {
  const { data } = await get(transportPaths.guide, {
    schema: () => import('@can/contracts/transport').then((m) => m.trafficGuide),
    silent: true,
    signal,
  });
  return data;
}

export const trafficGuideQuery = (locale: string) =>
  queryOptions({
    queryKey: transportKeys.guide(locale),
    queryFn: ({ signal }) => getTrafficGuide(signal),
    staleTime: 10 * 60_000,
  });

export const useTrafficGuide = (locale: string) => useQuery(trafficGuideQuery(locale));
