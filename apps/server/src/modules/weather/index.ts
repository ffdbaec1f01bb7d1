import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { weatherRoutes } from './routes';
import type { WeatherService } from './service';

/** The weather module's public API: today's weather at our airports (the flight detail uses it). */
export { createWeatherService, type WeatherService, WEATHER_CACHE_MS } from './service';
export type { WeatherPlace, WeatherProvider } from './provider';
export { weatherProviderFor } from './provider-for';

export interface WeatherDeps {
  /** Built once in app.ts: the flight detail asks the same service (and its cache). */
  weather: WeatherService;
}

/** GET weather/today. */
export const weatherModule: FastifyPluginAsyncZod<WeatherDeps> = async (app, { weather }) => {
  await app.register(weatherRoutes, { weather });
};
