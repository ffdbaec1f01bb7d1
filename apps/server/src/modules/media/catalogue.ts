import QRCode from 'qrcode';
import { bannerSvg, type Motif } from './artwork';

/** Every picture the seed content refers to, by its path under the image base URL. */
const BANNERS: Record<string, [Motif, 'day' | 'dusk' | 'dawn' | 'night' | 'garden']> = {
  'banners/default.svg': ['runway', 'day'],
  'banners/home-t3.svg': ['t3-roof', 'dusk'],
  'banners/home-flights.svg': ['runway', 'dawn'],
  'banners/home-transit.svg': ['globe', 'night'],
  'banners/home-garden.svg': ['garden', 'garden'],
  'banners/flights.svg': ['runway', 'day'],
  'banners/guide.svg': ['t3-roof', 'day'],
  'banners/service.svg': ['t3-roof', 'dawn'],
  'banners/traffic.svg': ['rail', 'day'],
  'banners/shopping.svg': ['shopping', 'dusk'],
  'banners/about.svg': ['skyline', 'dusk'],
  'banners/investor.svg': ['skyline', 'night'],
  'banners/news.svg': ['skyline', 'day'],
  'banners/hotel.svg': ['hotel', 'dusk'],
  'banners/hotel-night.svg': ['hotel', 'night'],
  'banners/art.svg': ['garden', 'garden'],
  'banners/transit.svg': ['globe', 'night'],
};

/** QR codes for real addresses, drawn by a QR library. */
const QR_CODES: Record<string, string> = {
  'qr/wechat-official.svg': 'https://weixin.qq.com/r/gbiac-baiyun-airport',
  'qr/mini-program.svg': 'https://www.gbiac.net/byairport-web/menu/index',
  'qr/site.svg': 'https://www.gbiac.net/',
};

const cache = new Map<string, string>();

/** The SVG of a catalogue picture, or undefined for an unknown path. */
export async function pictureSvg(path: string): Promise<string | undefined> {
  const hit = cache.get(path);
  if (hit) return hit;
  let svg: string | undefined;
  const banner = BANNERS[path];
  if (banner) svg = bannerSvg(banner[0], banner[1]);
  const qr = QR_CODES[path];
  if (qr) svg = await QRCode.toString(qr, { type: 'svg', errorCorrectionLevel: 'M', margin: 2, color: { dark: '#0a2348', light: '#ffffff' } });
  if (svg) cache.set(path, svg);
  return svg;
}

export const PICTURE_PATHS = [...Object.keys(BANNERS), ...Object.keys(QR_CODES)];
