import { queryOptions, useQuery } from '@tanstack/react-query';
import { AIRPORT_CODE } from '@can/contracts/locale';
import type { TodayWeather } from '@can/contracts/weather';
import { get } from '../../../lib/api-client';

/**
 * GET /byairport-cms/weather/queryTodayWeather?code=CAN (signed). Silent: the widget shows its
 * own quiet error state, a weather hiccup is not worth an alert. The contract (with zod) is
 * imported on call so it stays out of the JS that renders the page.
 */
export async function getTodayWeather(
  code: string = AIRPORT_CODE,
  signal?: AbortSignal,
): Promise<TodayWeather> {
  const { todayWeather, todayWeatherPath } = await import('@can/contracts/weather');
  const { data } = await get(todayWeatherPath, {
    params: { code },
    schema: todayWeather,
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
