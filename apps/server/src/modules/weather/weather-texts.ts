import type { Locale } from '@can/contracts';

/** Day descriptions for the icon codes the climatology uses, as QWeather words them. */
export const WEATHER_TEXTS: Record<string, Record<Locale, string>> = {
  '100': { 'zh-CN': '晴', 'en-US': 'Sunny', 'fr-FR': 'Ensoleillé', 'ko-KR': '맑음' },
  '101': { 'zh-CN': '多云', 'en-US': 'Cloudy', 'fr-FR': 'Nuageux', 'ko-KR': '구름 많음' },
  '102': { 'zh-CN': '少云', 'en-US': 'Few clouds', 'fr-FR': 'Peu nuageux', 'ko-KR': '구름 조금' },
  '104': { 'zh-CN': '阴', 'en-US': 'Overcast', 'fr-FR': 'Couvert', 'ko-KR': '흐림' },
  '302': {
    'zh-CN': '雷阵雨',
    'en-US': 'Thundershower',
    'fr-FR': 'Averses orageuses',
    'ko-KR': '뇌우',
  },
  '305': { 'zh-CN': '小雨', 'en-US': 'Light rain', 'fr-FR': 'Pluie faible', 'ko-KR': '약한 비' },
  '306': {
    'zh-CN': '中雨',
    'en-US': 'Moderate rain',
    'fr-FR': 'Pluie modérée',
    'ko-KR': '보통 비',
  },
  '400': { 'zh-CN': '小雪', 'en-US': 'Light snow', 'fr-FR': 'Neige faible', 'ko-KR': '약한 눈' },
  '501': { 'zh-CN': '雾', 'en-US': 'Foggy', 'fr-FR': 'Brouillard', 'ko-KR': '안개' },
};
