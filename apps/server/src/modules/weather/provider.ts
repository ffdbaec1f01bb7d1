import type { Locale, TodayWeather } from '@can/contracts';
import { CITIES } from '../../reference/cities';

/** A place the weather is asked for: our airports by IATA code. */
export interface WeatherPlace {
  code: string;
  /** QWeather's location id of the city. */
  qweatherLocation: string;
  /** QWeather's forecast page of the city, for the "more" link. */
  fxLink: string;
}

/** Our airport and every city it flies to (reference/cities.ts), by IATA code. */
export const PLACES: Record<string, WeatherPlace> = {
  CAN: {
    code: 'CAN',
    qweatherLocation: '101280101',
    fxLink: 'https://www.qweather.com/weather/guangzhou-101280101.html',
  },
  ...Object.fromEntries(
    CITIES.map((city) => [
      city.code,
      {
        code: city.code,
        qweatherLocation: city.qweather,
        fxLink: `https://www.qweather.com/weather/${city.qweather}.html`,
      },
    ]),
  ),
};

export interface WeatherProvider {
  readonly name: TodayWeather['source'];
  /** Today's forecast at the place; `date` is the airport-local calendar day (YYYY-MM-DD). */
  today(place: WeatherPlace, date: string, locale: Locale): Promise<TodayWeather>;
}
