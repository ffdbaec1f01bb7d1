import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CityTerminalDetail, CityTerminalSummary } from '@can/contracts/transport';
import { transportPaths } from '@can/contracts/transport-paths';
import { get } from '../../../lib/api-client';
import { transportKeys } from './transport-keys';

/** GET /byairport-cms/traffic/cityTerminal/list: the city air terminals. */
export async function getCityTerminals(signal?: AbortSignal): Promise<CityTerminalSummary[]> {
  const { data } = await get(transportPaths.cityTerminals, {
    schema: () => import('@can/contracts/transport').then((m) => m.cityTerminalList),
    silent: true,
    signal,
  });
  return data;
}

/** GET /byairport-cms/traffic/cityTerminal/detail?id: one terminal with services and routes. */
export async function getCityTerminal(
  id: string,
  signal?: AbortSignal,
): Promise<CityTerminalDetail> {
  const { data } = await get(transportPaths.cityTerminal, {
    params: { id },
    schema: () => import('@can/contracts/transport').then((m) => m.cityTerminalDetail),
    silent: true,
    signal,
  });
  return data;
}

export const useCityTerminals = (locale: string) =>
  useQuery(
    queryOptions({
      queryKey: transportKeys.cityTerminals(locale),
      queryFn: ({ signal }) => getCityTerminals(signal),
      staleTime: 10 * 60_000,
    }),
  );

export const useCityTerminal = (locale: string, id: string) =>
  useQuery({
    queryKey: transportKeys.cityTerminal(locale, id),
    queryFn: ({ signal }) => getCityTerminal(id, signal),
    staleTime: 10 * 60_000,
    retry: false,
    enabled: id !== '',
  });
