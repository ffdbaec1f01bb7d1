import type { I18nText } from '../platform/i18n-text';
import { TERMINALS, type Pier, type TerminalCode } from './terminals';

/**
 * Where things are in each terminal, for the terminal maps: building outlines, pier centre
 * lines, check-in islands, checkpoints, belts, exits, transport connections, toilets, nursing
 * rooms and the named zones shops sit in. Gate numbers, islands, belts and exits come from
 * `terminals.ts` (the flight generator's and walking time's data), so the map shows exactly the
 * gates and counters flights use. Coordinates are in a 1000 × 700 box per floor; floors are the
 * departures level (dep), the arrivals level (arr) and the transport centre (gtc).
 */
export type FloorId = 'dep' | 'arr' | 'gtc';
type Point = [number, number];

const n = (zh: string, en: string, fr: string, ko: string): I18nText => ({
  'zh-CN': zh,
  'en-US': en,
  'fr-FR': fr,
  'ko-KR': ko,
});

export const FLOOR_NAMES: Record<TerminalCode, Record<FloorId, I18nText>> = {
  T1: {
    dep: n('3F 出发层', '3F Departures', '3F Départs', '3F 출발층'),
    arr: n('1F 到达层', '1F Arrivals', '1F Arrivées', '1F 도착층'),
    gtc: n('B1 交通层', 'B1 Transport', 'B1 Transports', 'B1 교통층'),
  },
  T2: {
    dep: n('4F 出发层', '4F Departures', '4F Départs', '4F 출발층'),
    arr: n('1F 到达层', '1F Arrivals', '1F Arrivées', '1F 도착층'),
    gtc: n('B1 交通中心', 'B1 Transport centre', 'B1 Pôle transports', 'B1 교통센터'),
  },
  T3: {
    dep: n('4F 出发层', '4F Departures', '4F Départs', '4F 출발층'),
    arr: n('2F 到达层', '2F Arrivals', '2F Arrivées', '2F 도착층'),
    gtc: n('F1 交通中心', 'F1 Transport centre', 'F1 Pôle transports', 'F1 교통센터'),
  },
};

interface Geometry {
  /** Main hall outline (SVG path), the same on every floor. */
  hall: string;
  /** Pier centre lines by pier id of terminals.ts; T1's concourses have no gates in use. */
  piers: Record<string, [Point, Point]>;
  /** Where the check-in islands start and the step between them (departures level). */
  islands: { start: Point; step: number };
  security: { D: Point; I: Point };
  /** The baggage hall: belts spread between these two corners (arrivals level). */
  belts: { from: Point; to: Point };
  exitsY: number;
  exitsX: [number, number];
  /** Transport connections on the transport level. */
  transport: { id: string; name: I18nText; at: Point }[];
  /** Named zones (shops, lounges) with their floor. */
  zones: Record<string, { floor: FloorId; name: I18nText; at: Point }>;
}

const GEOMETRY: Record<TerminalCode, Geometry> = {
  T1: {
    hall: 'M230 520 Q500 430 770 520 L760 640 Q500 570 240 640 Z',
    piers: {
      'T1-A': [
        [600, 470],
        [860, 200],
      ],
      'T1-B': [
        [400, 470],
        [140, 200],
      ],
    },
    islands: { start: [330, 560], step: 40 },
    security: { D: [450, 490], I: [550, 490] },
    belts: { from: [300, 520], to: [700, 600] },
    exitsY: 640,
    exitsX: [300, 700],
    transport: [
      {
        id: 'metro',
        name: n(
          '地铁 3 号线 机场南站',
          'Metro Line 3, Airport South',
          'Métro ligne 3, Airport South',
          '지하철 3호선 공항남역',
        ),
        at: [500, 560],
      },
      {
        id: 'carpark-P2',
        name: n('P2 停车楼', 'Car park P2', 'Parking P2', 'P2 주차장'),
        at: [360, 660],
      },
      {
        id: 'carpark-P3',
        name: n('P3 停车场', 'Car park P3', 'Parking P3', 'P3 주차장'),
        at: [640, 660],
      },
      {
        id: 'shuttle',
        name: n(
          '航站楼摆渡车站',
          'Terminal shuttle stop',
          'Arrêt de la navette',
          '터미널 셔틀 정류장',
        ),
        at: [500, 650],
      },
    ],
    zones: {},
  },
  T2: {
    hall: 'M290 440 L710 440 Q730 440 730 460 L730 630 Q500 670 270 630 L270 460 Q270 440 290 440 Z',
    piers: {
      'T2-B-east': [
        [560, 400],
        [940, 190],
      ],
      'T2-B-west': [
        [440, 400],
        [60, 190],
      ],
      'T2-A-intl': [
        [500, 380],
        [500, 40],
      ],
    },
    islands: { start: [312, 540], step: 31 },
    security: { D: [420, 460], I: [580, 460] },
    belts: { from: [300, 480], to: [700, 580] },
    exitsY: 632,
    exitsX: [300, 700],
    transport: [
      {
        id: 'metro',
        name: n(
          '地铁 3 号线 机场北站',
          'Metro Line 3, Airport North',
          'Métro ligne 3, Airport North',
          '지하철 3호선 공항북역',
        ),
        at: [440, 520],
      },
      {
        id: 'intercity',
        name: n(
          '白云机场北站（城际）',
          'Baiyun Airport North (intercity)',
          'Baiyun Airport North (intercités)',
          '바이윈공항북역(도시 간 철도)',
        ),
        at: [560, 520],
      },
      {
        id: 'coach',
        name: n('机场大巴站', 'Airport coach station', 'Gare des cars', '공항버스 정류장'),
        at: [500, 600],
      },
      {
        id: 'taxi',
        name: n('出租车上客区', 'Taxi rank', 'Station de taxis', '택시 승차장'),
        at: [620, 640],
      },
      {
        id: 'shuttle',
        name: n(
          '航站楼摆渡车站',
          'Terminal shuttle stop',
          'Arrêt de la navette',
          '터미널 셔틀 정류장',
        ),
        at: [380, 640],
      },
      {
        id: 'carpark-P4',
        name: n('P4 停车楼', 'Car park P4', 'Parking P4', 'P4 주차장'),
        at: [760, 560],
      },
      {
        id: 'carpark-P5',
        name: n('P5 停车楼', 'Car park P5', 'Parking P5', 'P5 주차장'),
        at: [240, 560],
      },
    ],
    zones: {
      'T2-dep-hall': {
        floor: 'dep',
        name: n('出发大厅', 'departures hall', 'hall des départs', '출발 대합실'),
        at: [500, 610],
      },
      'T2-dom-centre': {
        floor: 'dep',
        name: n(
          '国内出发中心商业区',
          'domestic departures central plaza',
          'place centrale des départs nationaux',
          '국내선 출발 중앙 광장',
        ),
        at: [430, 395],
      },
      'T2-intl-centre': {
        floor: 'dep',
        name: n(
          '国际出发中心区',
          'international departures central area',
          'zone centrale des départs internationaux',
          '국제선 출발 중앙 구역',
        ),
        at: [545, 360],
      },
      'T2-arr-hall': {
        floor: 'arr',
        name: n('到达大厅', 'arrivals hall', 'hall des arrivées', '도착 대합실'),
        at: [500, 612],
      },
      'T2-arr-intl': {
        floor: 'arr',
        name: n(
          '国际到达行李提取厅',
          'international baggage hall',
          'salle des bagages internationaux',
          '국제선 수하물 수취장',
        ),
        at: [650, 500],
      },
      'T2-gtc': {
        floor: 'gtc',
        name: n('交通中心 B1', 'transport centre B1', 'pôle transports B1', '교통센터 B1'),
        at: [500, 470],
      },
    },
  },
  T3: {
    hall: 'M230 540 Q500 380 770 540 L740 660 Q500 540 260 660 Z',
    piers: {
      'T3-B8': [
        [460, 420],
        [300, 60],
      ],
      'T3-B9': [
        [540, 420],
        [700, 60],
      ],
      'T3-A8': [
        [420, 470],
        [60, 330],
      ],
      'T3-A9': [
        [580, 470],
        [940, 330],
      ],
    },
    islands: { start: [322, 565], step: 23 },
    security: { D: [450, 470], I: [550, 470] },
    belts: { from: [310, 520], to: [690, 610] },
    exitsY: 640,
    exitsX: [300, 700],
    transport: [
      {
        id: 'intercity',
        name: n(
          '白云机场东站（城际）',
          'Baiyun Airport East (intercity)',
          'Baiyun Airport East (intercités)',
          '바이윈공항동역(도시 간 철도)',
        ),
        at: [500, 500],
      },
      {
        id: 'gaozeng-shuttle',
        name: n(
          '高增地铁站接驳巴士',
          'Shuttle bus to Gaozeng metro',
          'Bus vers le métro Gaozeng',
          '가오쩡역 셔틀버스',
        ),
        at: [400, 600],
      },
      {
        id: 'coach',
        name: n('机场大巴站', 'Airport coach station', 'Gare des cars', '공항버스 정류장'),
        at: [500, 620],
      },
      {
        id: 'taxi',
        name: n(
          '出租车上客区（72 号门）',
          'Taxi rank (door 72)',
          'Station de taxis (porte 72)',
          '택시 승차장(72번 출입구)',
        ),
        at: [600, 600],
      },
      {
        id: 'carpark-P11',
        name: n('P11 停车楼', 'Car park P11', 'Parking P11', 'P11 주차장'),
        at: [790, 610],
      },
      {
        id: 'carpark-P12',
        name: n(
          'P12 停车楼（网约车）',
          'Car park P12 (ride-hailing)',
          'Parking P12 (VTC)',
          'P12 주차장(차량 호출)',
        ),
        at: [210, 610],
      },
    ],
    zones: {
      'T3-dep-hall': {
        floor: 'dep',
        name: n('出发大厅', 'departures hall', 'hall des départs', '출발 대합실'),
        at: [500, 625],
      },
      'T3-dom-centre': {
        floor: 'dep',
        name: n(
          '国内出发中心商业区',
          'domestic departures central shops',
          'boutiques centrales des départs nationaux',
          '국내선 출발 중앙 상점가',
        ),
        at: [500, 420],
      },
      'T3-food-court': {
        floor: 'dep',
        name: n(
          '5 层集中餐饮区',
          'concentrated dining area, 5th floor',
          'espace restauration, 5e étage',
          '5층 식당가',
        ),
        at: [500, 380],
      },
      'T3-intl-centre': {
        floor: 'dep',
        name: n(
          '国际出发中心区',
          'international departures central area',
          'zone centrale des départs internationaux',
          '국제선 출발 중앙 구역',
        ),
        at: [640, 470],
      },
      'T3-arr-hall': {
        floor: 'arr',
        name: n('到达大厅', 'arrivals hall', 'hall des arrivées', '도착 대합실'),
        at: [500, 630],
      },
      'T3-arr-intl': {
        floor: 'arr',
        name: n(
          '国际到达行李提取厅',
          'international baggage hall',
          'salle des bagages internationaux',
          '국제선 수하물 수취장',
        ),
        at: [650, 540],
      },
      'T3-gtc': {
        floor: 'gtc',
        name: n('交通中心 F1', 'transport centre F1', 'pôle transports F1', '교통센터 F1'),
        at: [500, 560],
      },
    },
  },
};

const r1 = (v: number) => Math.round(v * 10) / 10;
const along = ([a, b]: [Point, Point], t: number, offset: number): Point => {
  const [dx, dy] = [b[0] - a[0], b[1] - a[1]];
  const len = Math.hypot(dx, dy);
  return [r1(a[0] + dx * t + (-dy / len) * offset), r1(a[1] + dy * t + (dx / len) * offset)];
};

export const hallOf = (terminal: TerminalCode) => GEOMETRY[terminal].hall;
export const pierLines = (terminal: TerminalCode) => GEOMETRY[terminal].piers;
export const transportOf = (terminal: TerminalCode) => GEOMETRY[terminal].transport;
export const zonesOf = (terminal: TerminalCode) => GEOMETRY[terminal].zones;

/** Every gate of a pier with its position: odd positions on one side, even on the other. */
export function gatesOf(terminal: TerminalCode, pier: Pier): { gate: string; at: Point }[] {
  const line = GEOMETRY[terminal].piers[pier.id];
  if (!line) return [];
  const count = pier.to - pier.from + 1;
  const perSide = Math.ceil(count / 2);
  return Array.from({ length: count }, (_, i) => ({
    gate: `${pier.prefix}${pier.from + i}`,
    at: along(line, (Math.floor(i / 2) + 0.7) / (perSide + 0.4), i % 2 === 0 ? -20 : 20),
  }));
}

/** The position of a gate ("B264") or a zone id on its floor, or undefined. */
export function positionOf(
  terminal: TerminalCode,
  near: string,
): { floor: FloorId; at: Point } | undefined {
  const zone = GEOMETRY[terminal]?.zones[near];
  if (zone) return { floor: zone.floor, at: zone.at };
  for (const pier of TERMINALS[terminal]?.piers ?? []) {
    const found = gatesOf(terminal, pier).find((g) => g.gate === near);
    if (found) return { floor: 'dep', at: found.at };
  }
  return undefined;
}

/** Check-in islands in a row in the hall: domestic first, then international. */
export function islandsOf(terminal: TerminalCode) {
  const { start, step } = GEOMETRY[terminal].islands;
  const { D, I } = TERMINALS[terminal].islands;
  return [
    ...D.map((l) => ({ letter: l, scope: 'D' as const })),
    ...I.map((l) => ({ letter: l, scope: 'I' as const })),
  ].map((island, i) => ({ ...island, at: [start[0] + i * step, start[1]] as Point }));
}

export const securityOf = (terminal: TerminalCode) => GEOMETRY[terminal].security;

/** Every belt number of the terminal, in two rows across the baggage hall. */
export function beltsOf(terminal: TerminalCode) {
  const { belts } = TERMINALS[terminal];
  const { from, to } = GEOMETRY[terminal].belts;
  const numbers: number[] = [];
  for (const [a, b] of [belts.D, belts.I]) for (let k = a; k <= b; k++) numbers.push(k);
  const unique = [...new Set(numbers)];
  if (!TERMINALS[terminal].open) return [];
  const perRow = Math.ceil(unique.length / 2);
  return unique.map((belt, i) => ({
    belt: String(belt),
    scope: belt >= belts.I[0] && belt <= belts.I[1] ? ('I' as const) : ('D' as const),
    at: [
      r1(from[0] + ((i % perRow) + 0.5) * ((to[0] - from[0]) / perRow)),
      i < perRow ? from[1] : to[1],
    ] as Point,
  }));
}

export function exitsOf(terminal: TerminalCode) {
  const { exits } = TERMINALS[terminal];
  const all = [
    ...exits.D.map((e) => ({ exit: e, scope: 'D' as const })),
    ...exits.I.map((e) => ({ exit: e, scope: 'I' as const })),
  ];
  const [x0, x1] = GEOMETRY[terminal].exitsX;
  return all.map((e, i) => ({
    ...e,
    at: [r1(x0 + ((i + 0.5) * (x1 - x0)) / all.length), GEOMETRY[terminal].exitsY] as Point,
  }));
}

/** Toilets along each pier and in the hall; nursing rooms at each pier's middle. */
export function amenitiesOf(terminal: TerminalCode) {
  const toilets: Point[] = [];
  const nursing: Point[] = [];
  for (const line of Object.values(GEOMETRY[terminal].piers)) {
    toilets.push(along(line, 0.3, 0), along(line, 0.75, 0));
    nursing.push(along(line, 0.52, 0));
  }
  const [sx, sy] = GEOMETRY[terminal].islands.start;
  toilets.push([sx - 20, sy + 40]);
  nursing.push([1000 - sx + 20, sy + 40]);
  return { toilets, nursing };
}
