import type { I18nText } from '../../platform/i18n-text';

/**
 * Transport texts come in Chinese and English (the issue asks for both); the French and Korean
 * pages show the English, which keeps place names in the romanisation the signs use.
 */
export const t = (zh: string, en: string): I18nText => ({
  'zh-CN': zh,
  'en-US': en,
  'fr-FR': en,
  'ko-KR': en,
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
