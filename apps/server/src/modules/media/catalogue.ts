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

/** A round tail badge with the airline's two-letter code, coloured from the code. */
function airlineBadge(code: string): string {
  let h = 0;
  for (const ch of code) h = (h * 31 + ch.charCodeAt(0)) % 360;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48" width="48" height="48" role="img" aria-label="${code}"><circle cx="24" cy="24" r="23" fill="hsl(${h} 60% 32%)"/><path d="M10 30 L30 12 L36 12 L24 30 Z" fill="#ffffff" opacity="0.25"/><text x="24" y="30" text-anchor="middle" font-family="Arial, sans-serif" font-size="17" font-weight="700" fill="#ffffff">${code}</text></svg>`;
}

/** The SVG of a catalogue picture, or undefined for an unknown path. */
export async function pictureSvg(path: string): Promise<string | undefined> {
  const hit = cache.get(path);
  if (hit) return hit;
  let svg: string | undefined;
  const banner = BANNERS[path];
  if (banner) svg = bannerSvg(banner[0], banner[1]);
  const airline = /^airlines\/([A-Z0-9]{2})\.svg$/.exec(path)?.[1];
  if (airline) svg = airlineBadge(airline);
  const qr = QR_CODES[path];
  if (qr)
    svg = await QRCode.toString(qr, {
      type: 'svg',
      errorCorrectionLevel: 'M',
      margin: 2,
      color: { dark: '#0a2348', light: '#ffffff' },
    });
  if (svg) cache.set(path, svg);
  return svg;
}

export const PICTURE_PATHS = [...Object.keys(BANNERS), ...Object.keys(QR_CODES)];
