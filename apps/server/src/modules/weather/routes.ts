import { answers, todayWeather, todayWeatherPath, todayWeatherQuery } from '@can/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../platform/envelope';
import type { WeatherService } from './service';

export const weatherRoutes: FastifyPluginAsyncZod<{ weather: WeatherService }> = async (
  app,
  { weather },
) => {
  app.get(
    todayWeatherPath,
    { schema: { querystring: todayWeatherQuery, response: answers(todayWeather) } },
    async (request) => ok(request, await weather.today(request.query.code, request.locale)),
  );
};
