/**
 * Banner artwork drawn as SVG (no stock photos can be fetched here): calm skies and line
 * drawings of the airport's own shapes. Text never goes in the pictures; the page sets titles
 * in HTML over them, so they translate and read aloud.
 */
export type Motif =
  't3-roof' | 'runway' | 'skyline' | 'garden' | 'rail' | 'shopping' | 'hotel' | 'globe';

interface Palette {
  skyTop: string;
  skyBottom: string;
  sun: string;
  ink: string;
  accent: string;
}

const PALETTES: Record<string, Palette> = {
  day: {
    skyTop: '#0b4ea2',
    skyBottom: '#6fa8e8',
    sun: '#ffd27a',
    ink: '#ffffff',
    accent: '#f5a623',
  },
  dusk: {
    skyTop: '#0a2f66',
    skyBottom: '#e98b5d',
    sun: '#ffe0a3',
    ink: '#fff7ec',
    accent: '#ffb347',
  },
  dawn: {
    skyTop: '#123f7a',
    skyBottom: '#9cc7f0',
    sun: '#fff1c1',
    ink: '#ffffff',
    accent: '#ffd27a',
  },
  night: {
    skyTop: '#071a3a',
    skyBottom: '#1d4b8f',
    sun: '#f3f6ff',
    ink: '#dbe7ff',
    accent: '#ffcf5c',
  },
  garden: {
    skyTop: '#0e5a6e',
    skyBottom: '#8fd3c1',
    sun: '#fff4c4',
    ink: '#f4fff9',
    accent: '#ffd27a',
  },
};

const W = 1600;
const H = 500;

function t3Roof(p: Palette): string {
  // The flower-shaped roof of Terminal 3: petals fanning out over a glass hall.
  const petals = Array.from({ length: 9 }, (_, i) => {
    const x = 380 + i * 105;
    const lift = 40 - Math.abs(i - 4) * 9;
    return `<path d="M${x - 70} 330 Q ${x} ${230 - lift} ${x + 70} 330" fill="none" stroke="${p.ink}" stroke-width="5" stroke-linecap="round" opacity="${0.55 + (4 - Math.abs(i - 4)) * 0.1}"/>`;
  }).join('');
  const columns = Array.from(
    { length: 12 },
    (_, i) =>
      `<line x1="${360 + i * 80}" y1="335" x2="${370 + i * 80}" y2="410" stroke="${p.ink}" stroke-width="3" opacity="0.45"/>`,
  ).join('');
  return `${petals}<path d="M300 335 H1300" stroke="${p.ink}" stroke-width="6" stroke-linecap="round"/>${columns}<rect x="300" y="410" width="1000" height="6" rx="3" fill="${p.ink}" opacity="0.6"/>`;
}

function plane(x: number, y: number, scale: number, color: string): string {
  return `<g transform="translate(${x} ${y}) rotate(-12) scale(${scale})" fill="${color}"><path d="M0 0 L120 -6 Q140 -6 140 0 Q140 6 120 6 Z"/><path d="M55 -3 L20 -48 L38 -48 L85 -3 Z"/><path d="M55 3 L20 48 L38 48 L85 3 Z"/><path d="M6 -2 L-6 -24 L6 -24 L22 -2 Z"/></g>`;
}

function runway(p: Palette): string {
  const dashes = Array.from(
    { length: 14 },
    (_, i) =>
      `<rect x="${120 + i * 100}" y="438" width="50" height="6" fill="${p.ink}" opacity="0.7"/>`,
  ).join('');
  return `<path d="M0 420 H${W} V470 H0 Z" fill="#0a2348" opacity="0.55"/>${dashes}${plane(980, 210, 1.6, p.ink)}`;
}

function skyline(p: Palette): string {
  // Guangzhou's skyline: the Canton Tower's waist and the towers of Zhujiang New Town.
  const towers = [
    [180, 300, 60],
    [260, 250, 50],
    [330, 320, 70],
    [900, 180, 55],
    [970, 230, 60],
    [1050, 270, 50],
    [1130, 210, 65],
    [1220, 300, 55],
    [1300, 260, 60],
  ]
    .map(
      ([x, y, w]) =>
        `<rect x="${x}" y="${y}" width="${w}" height="${H - y!}" fill="${p.ink}" opacity="0.28"/>`,
    )
    .join('');
  const canton = `<path d="M600 470 Q 640 300 612 200 Q 600 140 622 60 L 632 60 Q 652 140 640 200 Q 614 300 664 470 Z" fill="${p.ink}" opacity="0.6"/><line x1="627" y1="60" x2="627" y2="10" stroke="${p.ink}" stroke-width="4" opacity="0.6"/>`;
  return `${towers}${canton}<path d="M0 470 Q 400 440 800 470 T 1600 465 V500 H0 Z" fill="#0a2348" opacity="0.45"/>`;
}

function garden(_p: Palette): string {
  const hills = `<path d="M0 400 Q 300 300 600 380 T 1200 360 T 1600 380 V500 H0 Z" fill="#0b6b57" opacity="0.55"/><path d="M0 440 Q 400 380 800 430 T 1600 420 V500 H0 Z" fill="#0a4f41" opacity="0.7"/>`;
  const kapok = [300, 520, 1180, 1380]
    .map(
      (x) =>
        `<g transform="translate(${x} 330)"><line x1="0" y1="0" x2="0" y2="90" stroke="#3b2a1a" stroke-width="8"/>${[-40, -15, 15, 40].map((dx, i) => `<circle cx="${dx}" cy="${-10 - (i % 2) * 25}" r="22" fill="#e4572e" opacity="0.85"/>`).join('')}</g>`,
    )
    .join('');
  return `${hills}${kapok}`;
}

function rail(p: Palette): string {
  const train = `<g transform="translate(340 330)"><path d="M0 0 H820 Q900 0 930 60 H0 Z" fill="${p.ink}" opacity="0.85"/>${Array.from({ length: 9 }, (_, i) => `<rect x="${30 + i * 88}" y="14" width="60" height="26" rx="5" fill="${p.skyTop}" opacity="0.8"/>`).join('')}<rect x="0" y="44" width="930" height="6" fill="${p.accent}"/></g>`;
  return `<path d="M0 400 H${W} V500 H0 Z" fill="#0a2348" opacity="0.5"/>${train}<path d="M0 410 H${W}" stroke="${p.ink}" stroke-width="4" opacity="0.5"/>`;
}

function shopping(p: Palette): string {
  const bags = [
    [420, 300, 120],
    [600, 260, 150],
    [820, 310, 110],
    [1000, 280, 130],
  ]
    .map(
      ([x, y, s]) =>
        `<g transform="translate(${x} ${y})"><rect width="${s}" height="${s}" rx="10" fill="${p.ink}" opacity="0.8"/><path d="M${s! * 0.3} 0 Q ${s! * 0.5} ${-s! * 0.45} ${s! * 0.7} 0" fill="none" stroke="${p.ink}" stroke-width="8"/><rect y="${s! * 0.7}" width="${s}" height="${s! * 0.1}" fill="${p.accent}"/></g>`,
    )
    .join('');
  return `${bags}<path d="M0 440 H${W} V500 H0 Z" fill="#0a2348" opacity="0.45"/>`;
}

function hotel(p: Palette): string {
  const windows = Array.from({ length: 6 }, (_, r) =>
    Array.from(
      { length: 10 },
      (_, c) =>
        `<rect x="${560 + c * 48}" y="${170 + r * 42}" width="28" height="24" fill="${(r + c) % 3 ? p.accent : p.skyBottom}" opacity="${(r * c) % 4 ? 0.85 : 0.35}"/>`,
    ).join(''),
  ).join('');
  return `<rect x="530" y="140" width="500" height="330" rx="8" fill="#0a2348" opacity="0.7"/>${windows}<rect x="740" y="420" width="80" height="50" fill="${p.ink}" opacity="0.8"/><path d="M0 470 H${W} V500 H0 Z" fill="#0a2348" opacity="0.5"/>`;
}

function globe(p: Palette): string {
  const meridians = [0.3, 0.6, 1]
    .map(
      (k) =>
        `<ellipse cx="800" cy="260" rx="${190 * k}" ry="190" fill="none" stroke="${p.ink}" stroke-width="3" opacity="0.5"/>`,
    )
    .join('');
  const parallels = [-110, -55, 0, 55, 110]
    .map(
      (dy) =>
        `<line x1="${800 - Math.sqrt(190 ** 2 - dy ** 2)}" y1="${260 + dy}" x2="${800 + Math.sqrt(190 ** 2 - dy ** 2)}" y2="${260 + dy}" stroke="${p.ink}" stroke-width="3" opacity="0.5"/>`,
    )
    .join('');
  const route = `<path d="M470 360 Q 800 -40 1180 300" fill="none" stroke="${p.accent}" stroke-width="5" stroke-dasharray="14 12"/>`;
  return `${meridians}${parallels}${route}${plane(1140, 270, 0.7, p.ink)}`;
}

const MOTIFS: Record<Motif, (p: Palette) => string> = {
  't3-roof': t3Roof,
  runway,
  skyline,
  garden,
  rail,
  shopping,
  hotel,
  globe,
};

export function bannerSvg(motif: Motif, paletteName: keyof typeof PALETTES = 'day'): string {
  const p = PALETTES[paletteName] ?? PALETTES.day!;
  const stars =
    paletteName === 'night'
      ? Array.from(
          { length: 40 },
          (_, i) =>
            `<circle cx="${(i * 397) % W}" cy="${(i * 131) % 260}" r="${1 + (i % 3)}" fill="#fff" opacity="0.6"/>`,
        ).join('')
      : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" role="img" aria-hidden="true" preserveAspectRatio="xMidYMid slice">
<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.skyTop}"/><stop offset="1" stop-color="${p.skyBottom}"/></linearGradient></defs>
<rect width="${W}" height="${H}" fill="url(#sky)"/>${stars}
<circle cx="1360" cy="120" r="60" fill="${p.sun}" opacity="0.9"/>
<path d="M0 150 Q 200 120 400 150 T 800 140" fill="none" stroke="#ffffff" stroke-width="2" opacity="0.25"/>
${MOTIFS[motif](p)}
</svg>`;
}
