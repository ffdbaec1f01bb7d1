import type { Locale, TodayWeather } from '@can/contracts';
import type { WeatherPlace, WeatherProvider } from './provider';
import { WEATHER_TEXTS } from './weather-texts';
import { cityOf, normalFor } from '../../reference/cities';

/**
 * Guangzhou's climate by month (°C, long-term mean daily low and high) and how each month's
 * days tend to look, as QWeather icon codes with weights. Sources: China Meteorological
 * Administration normals 1991–2020 for Guangzhou, rounded.
 */
const MONTHS: { low: number; high: number; sky: [code: string, weight: number][] }[] = [
  {
    low: 10,
    high: 18,
    sky: [
      ['100', 3],
      ['101', 4],
      ['104', 2],
      ['305', 1],
    ],
  },
  {
    low: 12,
    high: 19,
    sky: [
      ['101', 3],
      ['104', 3],
      ['305', 3],
      ['501', 1],
    ],
  },
  {
    low: 16,
    high: 22,
    sky: [
      ['101', 2],
      ['104', 4],
      ['305', 3],
      ['501', 1],
    ],
  },
  {
    low: 20,
    high: 26,
    sky: [
      ['101', 2],
      ['104', 3],
      ['305', 3],
      ['302', 2],
    ],
  },
  {
    low: 23,
    high: 30,
    sky: [
      ['101', 3],
      ['302', 4],
      ['306', 3],
    ],
  },
  {
    low: 25,
    high: 32,
    sky: [
      ['101', 3],
      ['302', 5],
      ['306', 2],
    ],
  },
  {
    low: 26,
    high: 33,
    sky: [
      ['100', 2],
      ['101', 3],
      ['302', 5],
    ],
  },
  {
    low: 26,
    high: 33,
    sky: [
      ['100', 2],
      ['101', 3],
      ['302', 5],
    ],
  },
  {
    low: 24,
    high: 32,
    sky: [
      ['100', 3],
      ['101', 4],
      ['302', 3],
    ],
  },
  {
    low: 20,
    high: 29,
    sky: [
      ['100', 5],
      ['101', 4],
      ['102', 1],
    ],
  },
  {
    low: 15,
    high: 24,
    sky: [
      ['100', 5],
      ['101', 3],
      ['102', 2],
    ],
  },
  {
    low: 11,
    high: 20,
    sky: [
      ['100', 5],
      ['101', 3],
      ['104', 2],
    ],
  },
];

/** A stable number in [0, 1) for a text (FNV-1a), so a day always gets the same weather. */
function unitHash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0) / 0x1_0000_0000;
}

function pick(sky: [string, number][], u: number): string {
  const total = sky.reduce((sum, [, w]) => sum + w, 0);
  let at = u * total;
  for (const [code, weight] of sky) {
    if (at < weight) return code;
    at -= weight;
  }
  return sky[sky.length - 1]![0];
}

/** Guangzhou's own table; elsewhere the city's normals and a sky that suits its temperatures. */
function monthFor(
  code: string,
  month: number,
): { low: number; high: number; sky: [string, number][] } {
  const guangzhou = MONTHS[month - 1] ?? MONTHS[0]!;
  const city = code === 'CAN' ? undefined : cityOf(code);
  if (!city) return guangzhou;
  const { low, high } = normalFor(city, month);
  const sky: [string, number][] =
    high <= 2
      ? [
          ['100', 4],
          ['101', 3],
          ['400', 2],
          ['104', 1],
        ]
      : high >= 30
        ? [
            ['100', 3],
            ['101', 3],
            ['302', 3],
          ]
        : [
            ['100', 4],
            ['101', 4],
            ['104', 2],
            ['305', 2],
          ];
  return { low, high, sky };
}

/** The offline default: deterministic, believable weather from the month's climate. */
export class ClimatologyWeather implements WeatherProvider {
  readonly name = 'climatology' as const;

  async today(place: WeatherPlace, date: string, locale: Locale): Promise<TodayWeather> {
    const month = monthFor(place.code, Number(date.slice(5, 7)));
    const swing = Math.round((unitHash(`${place.code}:${date}:t`) - 0.5) * 4);
    const spread = Math.round(unitHash(`${place.code}:${date}:s`) * 2) - 1;
    const iconDay = pick(month.sky, unitHash(`${place.code}:${date}:sky`));
    const rainy = iconDay.startsWith('3');
    const tempMin = month.low + swing;
    const tempMax = Math.max(tempMin + 3, month.high + swing + spread - (rainy ? 2 : 0));
    return {
      date,
      tempMin: String(tempMin),
      tempMax: String(tempMax),
      iconDay,
      textDay: WEATHER_TEXTS[iconDay]?.[locale] ?? WEATHER_TEXTS[iconDay]?.['zh-CN'] ?? '',
      fxLink: place.fxLink,
      source: this.name,
    };
  }
}
