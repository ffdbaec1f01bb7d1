import type { Locale, TrafficMap } from '@can/contracts';
import { pickText } from '../../platform/i18n-text';
import { message } from '../../platform/messages';
import { hallOf, transportOf } from '../../reference/terminal-layout';
import type { TerminalCode } from '../../reference/terminals';

/** Where each terminal sits on the airport plan (T1 south, T2 north of it, T3 further north). */
const PLAN: Record<TerminalCode, { cx: number; cy: number; scale: number }> = {
  T1: { cx: 470, cy: 560, scale: 0.24 },
  T2: { cx: 480, cy: 350, scale: 0.26 },
  T3: { cx: 560, cy: 120, scale: 0.26 },
};
const GAOZENG: [number, number] = [150, 640];

const toPlan = (terminal: TerminalCode, [x, y]: [number, number]): [number, number] => {
  const { cx, cy, scale } = PLAN[terminal];
  return [Math.round(cx + (x - 500) * scale), Math.round(cy + (y - 350) * scale)];
};

/** Scales an outline path of the 1000 × 700 terminal box onto the plan (commands M L Q Z). */
function planPath(terminal: TerminalCode, path: string): string {
  const tokens = path.match(/[A-Za-z]|-?\d+(?:\.\d+)?/g) ?? [];
  const out: string[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    if (/[A-Za-z]/.test(token)) {
      out.push(token);
      continue;
    }
    const [x, y] = toPlan(terminal, [Number(token), Number(tokens[++i])]);
    out.push(`${x} ${y}`);
  }
  return out.join(' ');
}

const kindOf = (id: string): TrafficMap['places'][number]['kind'] =>
  id === 'metro'
    ? 'metro'
    : id === 'intercity'
      ? 'rail'
      : id.startsWith('carpark')
        ? 'carPark'
        : id === 'coach'
          ? 'busStop'
          : id === 'taxi'
            ? 'taxi'
            : 'shuttle';

/** The airport with its stations, car parks and bus stops, from the terminal layout data. */
export function buildTrafficMap(locale: Locale): TrafficMap {
  const terminals: TerminalCode[] = ['T1', 'T2', 'T3'];
  const at = (t: TerminalCode, id: string) =>
    toPlan(t, transportOf(t).find((p) => p.id === id)!.at);
  const line = (points: [number, number][]) =>
    points.map(([x, y], i) => `${i === 0 ? 'M' : 'L'}${x} ${y}`).join(' ');
  return {
    width: 1000,
    height: 700,
    buildings: terminals.map((t) => ({
      id: t,
      name: message(locale, t === 'T1' ? 'mapTerminalClosed' : 'mapTerminal', { terminal: t }),
      path: planPath(t, hallOf(t)),
    })),
    lines: [
      ...[
        ['runway-west', 190],
        ['runway-east', 820],
        ['runway-north', 900],
      ].map(([id, x]) => ({
        id: id as string,
        name: message(locale, 'mapRunway'),
        kind: 'runway',
        colour: '#c9d1db',
        path: line(
          id === 'runway-north'
            ? [
                [x as number, 20],
                [x as number, 300],
              ]
            : [
                [x as number, 60],
                [x as number, 680],
              ],
        ),
      })),
      {
        id: 'road',
        name: message(locale, 'mapRoad'),
        kind: 'road',
        colour: '#9aa5b1',
        path: line([
          [470, 700],
          [470, 620],
          [480, 430],
          [560, 200],
          [600, 0],
        ]),
      },
      {
        id: 'M3',
        name: message(locale, 'mapMetro3'),
        kind: 'metro',
        colour: '#e5a32b',
        path: line([[0, 700], GAOZENG, at('T1', 'metro'), at('T2', 'metro')]),
      },
      {
        id: 'M9',
        name: message(locale, 'mapMetro9'),
        kind: 'metro',
        colour: '#7ab648',
        path: line([GAOZENG, [0, 560]]),
      },
      {
        id: 'ICR-QY',
        name: message(locale, 'mapIntercityNorth'),
        kind: 'rail',
        colour: '#1f6fb2',
        path: line([[0, 330], at('T2', 'intercity'), [1000, 380]]),
      },
      {
        id: 'ICR-XB',
        name: message(locale, 'mapIntercityEast'),
        kind: 'rail',
        colour: '#8a4fa3',
        path: line([[0, 90], at('T3', 'intercity'), [1000, 140]]),
      },
    ],
    places: [
      {
        id: 'metro-gaozeng',
        kind: 'metro',
        name: message(locale, 'mapGaozeng'),
        detail: message(locale, 'mapGaozengDetail'),
        x: GAOZENG[0],
        y: GAOZENG[1],
      },
      ...terminals.flatMap((t) =>
        transportOf(t).map((p) => {
          const [x, y] = toPlan(t, p.at);
          return {
            id: `${t}-${p.id}`,
            kind: kindOf(p.id),
            name: pickText(p.name, locale),
            detail: t,
            x,
            y,
          };
        }),
      ),
    ],
  };
}
