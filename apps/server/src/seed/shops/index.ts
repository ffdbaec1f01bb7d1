import type { ShopCategory, ShopKind } from '@can/contracts';
import { positionOf } from '../../reference/terminal-layout';
import { i18n } from '../../platform/i18n-text';
import type { Seeder } from '..';
import { BRANDS } from './brands';
import { locationText } from './location-text';
import { PLACEMENTS } from './placements';

const KIND: Record<ShopCategory, ShopKind> = {
  restaurant: 'common',
  authenticCuisine: 'common',
  retail: 'mall',
  dutyFree: 'mall',
  lounge: 'amenity',
  airportArt: 'amenity',
  scenicSpot: 'amenity',
};

/** "all" → 24 hours; "06:00-last" → until the last flight; "07:00-22:00" → a range. */
function hoursOf(text: string) {
  if (text === 'all') return { opens: '00:00', closes: '24:00', hours_kind: 'allDay' };
  const [opens, closes] = text.split('-') as [string, string];
  return closes === 'last'
    ? { opens, closes: '24:00', hours_kind: 'lastFlight' }
    : { opens, closes, hours_kind: 'range' };
}

export const seedShops: Seeder = async (db) => {
  const rows = PLACEMENTS.map((placement, i) => {
    const [brandKey, terminal, flow, scope, side, near, hours] = placement;
    const brand = BRANDS[brandKey];
    const floor = positionOf(terminal, near)!.floor;
    const location = locationText(placement);
    const names = Object.values(brand.name).join(' ');
    return {
      kind: KIND[brand.category],
      category: brand.category,
      terminal,
      flow,
      scope,
      side,
      floor,
      near,
      name_i18n: i18n(brand.name),
      location_i18n: i18n(location),
      description_i18n: i18n(brand.description),
      ...hoursOf(hours),
      price_level: brand.priceLevel,
      price_text: brand.priceText,
      phone: brand.priceLevel > 0 ? `020-3606${String(1200 + i * 7).padStart(4, '0')}` : '',
      messaging_url: brand.digital ? `https://weixin.qq.com/r/gbiac-${brandKey}` : '',
      mini_program_url: brand.digital
        ? `https://www.gbiac.net/mp/shop?brand=${brandKey}&t=${terminal}`
        : '',
      search_text: `${names} ${location['en-US']} ${location['zh-CN']}`.toLowerCase(),
      sort: i,
    };
  });
  await db.insertInto('shop').values(rows).execute();
};
