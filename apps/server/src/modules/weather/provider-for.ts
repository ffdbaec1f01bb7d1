import type { Config } from '../../config';
import { ClimatologyWeather } from './climatology';
import type { WeatherProvider } from './provider';
import { QWeatherProvider } from './qweather';

/** QWeather when a key is configured; otherwise the climatology, which needs no network. */
export function weatherProviderFor(
  config: Pick<Config, 'QWEATHER_KEY' | 'QWEATHER_HOST'>,
): WeatherProvider {
  return config.QWEATHER_KEY
    ? new QWeatherProvider(config.QWEATHER_KEY, config.QWEATHER_HOST)
    : new ClimatologyWeather();
}
