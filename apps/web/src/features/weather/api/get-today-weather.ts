import { queryOptions, useQuery } from '@tanstack/react-query';
import { AIRPORT_CODE } from '@can/contracts/locale';
import { todayWeatherPath } from '@can/contracts/paths';
import type { TodayWeather } from '@can/contracts/weather';
import { get } from '../../../lib/api-client';

/**
 * GET /byairport-cms/weather/queryTodayWeather?code=CAN (signed). Silent: the widget shows its
 * own quiet error state, a weather hiccup is not worth an alert.
 */
export async function getTodayWeather(
  code: string = AIRPORT_CODE,
  signal?: AbortSignal,
): Promise<TodayWeather> {
  const { data } = await get(todayWeatherPath, {
    params: { code },
    schema: () => import('@can/contracts/weather').then((m) => m.todayWeather),
    silent: true,
    signal,
  });
  return data;
}

export function todayWeatherQuery(code: string = AIRPORT_CODE) {
  return queryOptions({
    queryKey: ['weather', 'today', code],
    queryFn: ({ signal }) => getTodayWeather(code, signal),
    staleTime: 30 * 60_000,
  });
}

export function useTodayWeather(code?: string) {
  return useQuery(todayWeatherQuery(code));
}
