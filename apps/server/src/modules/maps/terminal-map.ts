import type { Locale, MapFloor, MapPlace, TerminalMap } from '@can/contracts';
import { pickText, type I18nText } from '../../platform/i18n-text';
import { message, type MessageKey } from '../../platform/messages';
import {
  FLOOR_NAMES,
  amenitiesOf,
  beltsOf,
  exitsOf,
  gatesOf,
  hallOf,
  islandsOf,
  pierLines,
  positionOf,
  securityOf,
  transportOf,
  type FloorId,
} from '../../reference/terminal-layout';
import { TERMINALS, type TerminalCode } from '../../reference/terminals';

export interface MapShop {
  id: number;
  name_i18n: string;
  floor: string;
  near: string;
  location_i18n: string;
}

const NAMES: Record<TerminalCode, I18nText> = {
  T1: { 'zh-CN': 'T1 航站楼', 'en-US': 'Terminal 1', 'fr-FR': 'Terminal 1', 'ko-KR': '제1터미널' },
  T2: { 'zh-CN': 'T2 航站楼', 'en-US': 'Terminal 2', 'fr-FR': 'Terminal 2', 'ko-KR': '제2터미널' },
  T3: { 'zh-CN': 'T3 航站楼', 'en-US': 'Terminal 3', 'fr-FR': 'Terminal 3', 'ko-KR': '제3터미널' },
};

const point = (
  id: string,
  kind: MapPlace['kind'],
  label: string,
  name: string,
  at: [number, number],
): MapPlace => ({
  id,
  kind,
  label,
  name,
  x: at[0],
  y: at[1],
  w: 0,
  h: 0,
});

/**
 * The map of a terminal, every floor drawn from the layout data (reference/terminal-layout.ts
 * over reference/terminals.ts) plus the shops where they are seeded.
 */
export function buildTerminalMap(
  terminal: TerminalCode,
  shops: MapShop[],
  locale: Locale,
): TerminalMap {
  const layout = TERMINALS[terminal];
  const text = (key: MessageKey, params: Record<string, string | number> = {}) =>
    message(locale, key, params);
  const floors: Record<FloorId, MapPlace[]> = { dep: [], arr: [], gtc: [] };

  for (const island of islandsOf(terminal)) {
    const counters = `${island.letter}01–${island.letter}24`;
    floors.dep.push({
      ...point(
        `island-${island.letter}`,
        'island',
        island.letter,
        text(island.scope === 'I' ? 'mapIslandIntl' : 'mapIsland', {
          island: island.letter,
          counters,
        }),
        island.at,
      ),
      w: 18,
      h: 56,
    });
  }
  if (layout.open) {
    const security = securityOf(terminal);
    for (const scope of ['D', 'I'] as const)
      floors.dep.push({
        ...point(
          `security-${scope}`,
          'security',
          scope === 'D' ? text('mapSecurityShortD') : text('mapSecurityShortI'),
          text(scope === 'D' ? 'mapSecurityD' : 'mapSecurityI'),
          security[scope],
        ),
        w: 90,
        h: 18,
      });
  }
  for (const pier of layout.piers)
    for (const { gate, at } of gatesOf(terminal, pier))
      floors.dep.push(point(`gate-${gate}`, 'gate', gate, text('mapGate', { gate }), at));
  for (const belt of beltsOf(terminal))
    floors.arr.push({
      ...point(
        `belt-${belt.belt}`,
        'belt',
        belt.belt,
        text(belt.scope === 'I' ? 'mapBeltIntl' : 'mapBelt', { belt: belt.belt }),
        belt.at,
      ),
      w: 12,
      h: 34,
    });
  for (const exit of exitsOf(terminal))
    floors.arr.push(
      point(`exit-${exit.exit}`, 'exit', exit.exit, text('mapExit', { exit: exit.exit }), exit.at),
    );
  for (const t of transportOf(terminal))
    floors.gtc.push(point(`transport-${t.id}`, 'transport', '', pickText(t.name, locale), t.at));

  const { toilets, nursing } = amenitiesOf(terminal);
  for (const floor of ['dep', 'arr'] as const) {
    toilets.forEach((at, i) =>
      floors[floor].push(point(`toilet-${floor}-${i + 1}`, 'toilet', '', text('mapToilet'), at)),
    );
    nursing.forEach((at, i) =>
      floors[floor].push(
        point(`nursing-${floor}-${i + 1}`, 'nursing', '', text('mapNursing'), [
          at[0] + 10,
          at[1] + 12,
        ]),
      ),
    );
  }

  // Shops beside the same gate or in the same zone fan out so each stays clickable.
  const taken = new Map<string, number>();
  for (const shop of shops) {
    const at = positionOf(terminal, shop.near);
    if (!at) continue;
    const k = taken.get(shop.near) ?? 0;
    taken.set(shop.near, k + 1);
    const angle = (k * 2 * Math.PI) / 6;
    const radius = k === 0 ? 0 : 14 + 6 * Math.floor(k / 6);
    const name = pickText(shop.name_i18n, locale);
    floors[at.floor].push(
      point(`shop-${shop.id}`, 'shop', '', `${name} · ${pickText(shop.location_i18n, locale)}`, [
        Math.round((at.at[0] + 12 + radius * Math.cos(angle)) * 10) / 10,
        Math.round((at.at[1] - 12 + radius * Math.sin(angle)) * 10) / 10,
      ]),
    );
  }

  const mapFloors: MapFloor[] = (['dep', 'arr', 'gtc'] as const).map((id) => ({
    id,
    name: pickText(FLOOR_NAMES[terminal][id], locale),
    outline: hallOf(terminal),
    piers: Object.entries(pierLines(terminal)).map(([pierId, [a, b]]) => {
      const pier = layout.piers.find((p) => p.id === pierId);
      return {
        id: pierId,
        name: pier
          ? text('mapPier', { range: `${pier.prefix}${pier.from}–${pier.prefix}${pier.to}` })
          : text('mapPierClosed'),
        path: `M${a[0]} ${a[1]} L${b[0]} ${b[1]}`,
      };
    }),
    places: floors[id],
  }));
  return {
    terminal,
    name: pickText(NAMES[terminal], locale),
    open: layout.open,
    width: 1000,
    height: 700,
    floors: mapFloors,
  };
}
