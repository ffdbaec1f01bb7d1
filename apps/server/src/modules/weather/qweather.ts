import type { Locale, TodayWeather } from '@can/contracts';
import { z } from 'zod';
import type { WeatherPlace, WeatherProvider } from './provider';

const LANG: Record<Locale, string> = { 'zh-CN': 'zh', 'en-US': 'en', 'fr-FR': 'fr', 'ko-KR': 'ko' };

const forecastAnswer = z.object({
  code: z.string(),
  fxLink: z.string().optional(),
  daily: z
    .array(
      z.object({
        fxDate: z.string(),
        tempMax: z.string(),
        tempMin: z.string(),
        iconDay: z.string(),
        textDay: z.string(),
      }),
    )
    .optional(),
});

export class WeatherProviderError extends Error {}

/**
 * QWeather's 3-day forecast (GET /v7/weather/3d). The host is the account's API host
 * (QWEATHER_HOST, e.g. "abc123.re.qweatherapi.com", or a full URL); the key goes in the
 * X-QW-Api-Key header.
 */
export class QWeatherProvider implements WeatherProvider {
  readonly name = 'qweather' as const;
  private readonly base: string;

  constructor(
    private readonly key: string,
    host = 'devapi.qweather.com',
    private readonly timeoutMs = 5000,
  ) {
    this.base = /^https?:\/\//.test(host) ? host.replace(/\/$/, '') : `https://${host}`;
  }

  async today(place: WeatherPlace, date: string, locale: Locale): Promise<TodayWeather> {
    const url = new URL(`${this.base}/v7/weather/3d`);
    url.searchParams.set('location', place.qweatherLocation);
    url.searchParams.set('lang', LANG[locale]);
    url.searchParams.set('unit', 'm');
    const response = await fetch(url, {
      headers: { 'X-QW-Api-Key': this.key, accept: 'application/json' },
      signal: AbortSignal.timeout(this.timeoutMs),
    });
    if (!response.ok) throw new WeatherProviderError(`QWeather answered HTTP ${response.status}`);
    const answer = forecastAnswer.safeParse(await response.json());
    if (!answer.success) throw new WeatherProviderError('QWeather answered in an unknown shape');
    if (answer.data.code !== '200')
      throw new WeatherProviderError(`QWeather answered code ${answer.data.code}`);
    const day = answer.data.daily?.find((d) => d.fxDate === date) ?? answer.data.daily?.[0];
    if (!day) throw new WeatherProviderError('QWeather sent no forecast');
    return {
      date: day.fxDate,
      tempMin: day.tempMin,
      tempMax: day.tempMax,
      iconDay: day.iconDay,
      textDay: day.textDay,
      fxLink: answer.data.fxLink || place.fxLink,
      source: this.name,
    };
  }
}
