import type { Locale, TodayWeather } from '@can/contracts';

/** A place the weather is asked for: our airports by IATA code. */
export interface WeatherPlace {
  code: string;
  /** QWeather's location id of the city. */
  qweatherLocation: string;
  /** QWeather's forecast page of the city, for the "more" link. */
  fxLink: string;
}

export const PLACES: Record<string, WeatherPlace> = {
  CAN: {
    code: 'CAN',
    qweatherLocation: '101280101',
    fxLink: 'https://www.qweather.com/weather/guangzhou-101280101.html',
  },
};

export interface WeatherProvider {
  readonly name: TodayWeather['source'];
  /** Today's forecast at the place; `date` is the airport-local calendar day (YYYY-MM-DD). */
  today(place: WeatherPlace, date: string, locale: Locale): Promise<TodayWeather>;
}
