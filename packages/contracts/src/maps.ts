import * as z from 'zod/mini';

export { mapPaths } from './map-paths';

export const MAP_PLACE_KINDS = [
  'island',
  'security',
  'gate',
  'belt',
  'exit',
  'transport',
  'shop',
  'toilet',
  'nursing',
] as const;
export type MapPlaceKind = (typeof MAP_PLACE_KINDS)[number];

/** GET terminal: one terminal's floors. */
export const terminalMapQuery = z.object({ terminal: z.enum(['T1', 'T2', 'T3']) });
export type TerminalMapQuery = z.input<typeof terminalMapQuery>;

export const mapPlace = z.object({
  /** Stable id used in URLs: "gate-B264", "island-C", "belt-12", "shop-31". */
  id: z.string(),
  kind: z.enum(MAP_PLACE_KINDS),
  /** Short label drawn on the map ("B264", "C", "12"). */
  label: z.string(),
  /** Full name for the list beside the map and for screen readers. */
  name: z.string(),
  x: z.number(),
  y: z.number(),
  /** Rectangle size for areas (islands, checkpoints, belts); 0 for points. */
  w: z.number(),
  h: z.number(),
});
export type MapPlace = z.infer<typeof mapPlace>;

export const mapFloor = z.object({
  id: z.string(),
  name: z.string(),
  /** SVG path data of the building outline, in the floor's 1000 × 700 box. */
  outline: z.string(),
  /** Pier centre lines, drawn as thick strokes. */
  piers: z.array(z.object({ id: z.string(), name: z.string(), path: z.string() })),
  places: z.array(mapPlace),
});
export type MapFloor = z.infer<typeof mapFloor>;

export const terminalMap = z.object({
  terminal: z.string(),
  name: z.string(),
  open: z.boolean(),
  width: z.int(),
  height: z.int(),
  floors: z.array(mapFloor),
});
export type TerminalMap = z.infer<typeof terminalMap>;

export const trafficMap = z.object({
  width: z.int(),
  height: z.int(),
  /** Terminal outlines on the airport plan. */
  buildings: z.array(z.object({ id: z.string(), name: z.string(), path: z.string() })),
  /** Roads and rail lines. */
  lines: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      kind: z.string(),
      path: z.string(),
      colour: z.string(),
    }),
  ),
  places: z.array(
    z.object({
      id: z.string(),
      kind: z.enum(['metro', 'rail', 'carPark', 'busStop', 'taxi', 'shuttle']),
      name: z.string(),
      detail: z.string(),
      x: z.number(),
      y: z.number(),
    }),
  ),
});
export type TrafficMap = z.infer<typeof trafficMap>;
