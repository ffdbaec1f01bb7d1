import { positionOf, zonesOf } from '../../reference/terminal-layout';
import type { I18nText } from '../../platform/i18n-text';
import type { Placement } from './placements';

/**
 * The location line of an outlet in four languages, in the style of the airport's own listings
 * ("T2 – beside gate B264 after domestic security"), from its placement and the layout's zone
 * names.
 */
export function locationText([, terminal, flow, scope, side, near]: Placement): I18nText {
  if (!positionOf(terminal, near)) throw new Error(`unknown place ${terminal} ${near}`);
  const zone = zonesOf(terminal)[near]?.name;
  const area = {
    zh:
      side === 'before'
        ? '安检前'
        : flow === 'A'
          ? '国际到达隔离区'
          : scope === 'I'
            ? '国际安检后'
            : '国内安检后',
    en:
      side === 'before'
        ? 'before security'
        : flow === 'A'
          ? 'in the international arrivals area'
          : `after ${scope === 'I' ? 'international' : 'domestic'} security`,
    fr:
      side === 'before'
        ? 'avant le contrôle de sûreté'
        : flow === 'A'
          ? 'en zone d’arrivée internationale'
          : `après le contrôle ${scope === 'I' ? 'international' : 'national'}`,
    ko:
      side === 'before'
        ? '보안검색 전'
        : flow === 'A'
          ? '국제선 도착 구역'
          : `${scope === 'I' ? '국제선' : '국내선'} 보안검색 후`,
  };
  const level = {
    zh: flow === 'D' ? '出发层' : '到达层',
    en: flow === 'D' ? 'departures level' : 'arrivals level',
    fr: flow === 'D' ? 'niveau des départs' : 'niveau des arrivées',
    ko: flow === 'D' ? '출발층' : '도착층',
  };
  if (zone)
    return {
      'zh-CN': `${terminal} 航站楼 · ${zone['zh-CN']}（${area.zh}）`,
      'en-US': `${terminal} – ${zone['en-US']}, ${area.en}`,
      'fr-FR': `${terminal} – ${zone['fr-FR']}, ${area.fr}`,
      'ko-KR': `${terminal} – ${zone['ko-KR']}, ${area.ko}`,
    };
  return {
    'zh-CN': `${terminal} 航站楼 · ${level.zh}${area.zh} ${near} 登机口旁`,
    'en-US': `${terminal} – beside gate ${near} ${area.en}, ${level.en}`,
    'fr-FR': `${terminal} – près de la porte ${near}, ${area.fr}, ${level.fr}`,
    'ko-KR': `${terminal} – ${near} 탑승구 옆, ${area.ko}, ${level.ko}`,
  };
}
