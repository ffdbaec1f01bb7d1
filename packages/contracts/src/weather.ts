import * as z from 'zod/mini';

export { todayWeatherPath } from './paths';

export const todayWeatherQuery = z.object({
  code: z
    .string()
    .check(
      z.trim(),
      z.toUpperCase(),
      z.regex(/^[A-Z]{3}$/, 'an IATA airport code of three letters'),
    ),
});
export type TodayWeatherQuery = z.infer<typeof todayWeatherQuery>;

/** QWeather's icon codes, as listed in spec section 3. */
export const WEATHER_ICON_CODES = [
  '100',
  '101',
  '102',
  '103',
  '104',
  '150',
  '153',
  '154',
  '300',
  '301',
  '302',
  '303',
  '304',
  '305',
  '306',
  '307',
  '308',
  '309',
  '310',
  '311',
  '312',
  '313',
  '314',
  '315',
  '316',
  '317',
  '318',
  '350',
  '351',
  '399',
  '400',
  '401',
  '402',
  '403',
  '404',
  '405',
  '406',
  '407',
  '408',
  '409',
  '410',
  '456',
  '457',
  '499',
  '500',
  '501',
  '502',
  '503',
  '504',
  '507',
  '508',
  '509',
  '510',
  '511',
  '512',
  '513',
  '514',
  '515',
  '900',
  '901',
  '999',
] as const;

/** Temperatures are strings of whole degrees Celsius, as QWeather sends them. */
export const todayWeather = z.object({
  date: z.string(),
  tempMin: z.string(),
  tempMax: z.string(),
  iconDay: z.string(),
  textDay: z.string(),
  fxLink: z.string(),
  source: z.enum(['climatology', 'qweather']),
});
export type TodayWeather = z.infer<typeof todayWeather>;
