import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CoachProvince } from '@can/contracts/transport';
import { transportPaths } from '@can/contracts/transport-paths';
import { get } from '../../../lib/api-client';
import { transportKeys } from './transport-keys';

/** GET /byairport-cms/traffic/coach/provinces: provinces and cities served by coaches. */
export async function getProvinces(signal?: AbortSignal): Promise<CoachProvince[]> {
  const { data } = await get(transportPaths.provinces, {
    schema: () => import('@can/contracts/transport').then((m) => m.coachProvinceList),
    silent: true,
    signal,
  });
  return data;
}

export const provincesQuery = (locale: string) =>
  queryOptions({
    queryKey: transportKeys.provinces(locale),
    queryFn: ({ signal }) => getProvinces(signal),
    staleTime: 10 * 60_000,
  });

export const useProvinces = (locale: string) => useQuery(provincesQuery(locale));
