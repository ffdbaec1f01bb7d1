import type { I18nText } from '../../platform/i18n-text';

/**
 * A transport text in the four site languages: Chinese, English, French and Korean. Every
 * language is required so that no French or Korean page silently shows the English; place and
 * station names keep the romanisation the signs use.
 */
export const t = (zh: string, en: string, fr: string, ko: string): I18nText => ({
  'zh-CN': zh,
  'en-US': en,
  'fr-FR': fr,
  'ko-KR': ko,
});

/** Departure times "HH:mm" from first to last every `interval` minutes. */
export function everyMinutes(first: string, last: string, interval: number): string[] {
  const toMin = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
  const out: string[] = [];
  for (let m = toMin(first); m <= toMin(last); m += interval) {
    out.push(
      `${String(Math.floor(m / 60) % 24).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`,
    );
  }
  return out;
}
