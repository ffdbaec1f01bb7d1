/**
 * Terminal layout at CAN: gate ranges by pier, check-in islands, baggage belts and arrival exits,
 * and walking minutes from the central security checkpoint to each pier. One source of truth for
 * the schedule generator, the "security to gate" time and (later) the terminal maps.
 */
export type TerminalCode = 'T1' | 'T2' | 'T3';

export interface Pier {
  id: string;
  prefix: string;
  from: number;
  to: number;
  scope: 'D' | 'I';
  /** Walking minutes from security to the pier's nearest gate, and per gate further along. */
  walkBase: number;
  walkPerGate: number;
}

export interface TerminalLayout {
  code: TerminalCode;
  open: boolean;
  piers: Pier[];
  /** Check-in islands (letters) for domestic and international flights, 12 counters each. */
  islands: { D: string[]; I: string[] };
  belts: { D: [number, number]; I: [number, number] };
  exits: { D: string[]; I: string[] };
}

export const TERMINALS: Record<TerminalCode, TerminalLayout> = {
  T1: {
    code: 'T1',
    open: false,
    piers: [],
    islands: { D: [], I: [] },
    belts: { D: [1, 1], I: [1, 1] },
    exits: { D: [], I: [] },
  },
  T2: {
    code: 'T2',
    open: true,
    piers: [
      {
        id: 'T2-B-east',
        prefix: 'B',
        from: 201,
        to: 242,
        scope: 'D',
        walkBase: 5,
        walkPerGate: 0.3,
      },
      {
        id: 'T2-B-west',
        prefix: 'B',
        from: 243,
        to: 284,
        scope: 'D',
        walkBase: 6,
        walkPerGate: 0.3,
      },
      {
        id: 'T2-A-intl',
        prefix: 'A',
        from: 101,
        to: 170,
        scope: 'I',
        walkBase: 7,
        walkPerGate: 0.2,
      },
    ],
    islands: { D: ['C', 'D', 'E', 'F', 'G', 'H', 'J', 'K', 'L'], I: ['M', 'N', 'P'] },
    belts: { D: [1, 22], I: [23, 34] },
    exits: { D: ['A1', 'A2', 'A3', 'B1', 'B2', 'B3'], I: ['A9', 'B9'] },
  },
  T3: {
    code: 'T3',
    open: true,
    piers: [
      { id: 'T3-B8', prefix: 'B', from: 801, to: 860, scope: 'D', walkBase: 6, walkPerGate: 0.25 },
      { id: 'T3-B9', prefix: 'B', from: 901, to: 940, scope: 'D', walkBase: 8, walkPerGate: 0.25 },
      { id: 'T3-A8', prefix: 'A', from: 801, to: 830, scope: 'I', walkBase: 7, walkPerGate: 0.3 },
      { id: 'T3-A9', prefix: 'A', from: 901, to: 920, scope: 'I', walkBase: 9, walkPerGate: 0.3 },
    ],
    islands: {
      D: ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'J', 'K'],
      I: ['L', 'M', 'N', 'P', 'Q', 'R'],
    },
    belts: { D: [41, 60], I: [61, 72] },
    exits: { D: ['1', '2', '3', '4', '5', '6'], I: ['7', '8', '9', '10'] },
  },
};

export function piersOf(terminal: TerminalCode, scope: 'D' | 'I'): Pier[] {
  return TERMINALS[terminal].piers.filter((p) => p.scope === scope);
}

/** Walking minutes from security to a gate such as "B262", or undefined for an unknown gate. */
export function walkingMinutes(terminal: string, gate: string): number | undefined {
  const layout = TERMINALS[terminal as TerminalCode];
  const m = /^([AB])(\d{3})$/.exec(gate);
  if (!layout || !m) return undefined;
  const n = Number(m[2]);
  const pier = layout.piers.find((p) => p.prefix === m[1] && n >= p.from && n <= p.to);
  return pier ? Math.round(pier.walkBase + (n - pier.from) * pier.walkPerGate) : undefined;
}
