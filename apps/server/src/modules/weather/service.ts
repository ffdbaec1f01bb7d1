import type { Locale, TodayWeather } from '@can/contracts';
import { airportDayOf } from '../../platform/airport-time';
import type { Clock } from '../../platform/clock';
import type { Log } from '../../platform/log';
import { NotFoundError } from '../../platform/errors';
import type { Store } from '../../platform/store';
import { ClimatologyWeather } from './climatology';
import { PLACES, type WeatherProvider } from './provider';

export const WEATHER_CACHE_MS = 30 * 60_000;
/** After a provider failure the fallback is kept briefly, so the provider is asked again soon. */
const FALLBACK_CACHE_MS = 60_000;

export { airportDayOf as airportDay } from '../../platform/airport-time';

export interface WeatherServiceDeps {
  provider: WeatherProvider;
  store: Store;
  clock: Clock;
  log: Log;
}

/** Today's weather at one of our airports, cached for 30 minutes per place, day and language. */
export function createWeatherService({ provider, store, clock, log }: WeatherServiceDeps) {
  const fallback = new ClimatologyWeather();

  return {
    async today(code: string, locale: Locale): Promise<TodayWeather> {
      const place = PLACES[code];
      if (!place) throw new NotFoundError();
      const date = airportDayOf(clock.now());
      const key = `weather:${code}:${date}:${locale}`;
      const cached = await store.get(key);
      if (cached) return JSON.parse(cached) as TodayWeather;
      let weather: TodayWeather;
      let ttl = WEATHER_CACHE_MS;
      try {
        weather = await provider.today(place, date, locale);
      } catch (err) {
        log.warn({ err, provider: provider.name }, 'weather provider failed; using climatology');
        weather = await fallback.today(place, date, locale);
        ttl = FALLBACK_CACHE_MS;
      }
      await store.set(key, JSON.stringify(weather), ttl);
      return weather;
    },
  };
}

export type WeatherService = ReturnType<typeof createWeatherService>;
