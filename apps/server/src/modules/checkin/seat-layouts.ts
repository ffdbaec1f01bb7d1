import type { Cabin } from '@can/contracts/checkin';

/**
 * Cabin layouts of the fleet the schedule generator flies (two-class configurations as Chinese
 * carriers fly them: business at rows 1–n, economy from row 31; seat letters skip I; rows
 * behind a door or over-wing exit are exit rows). `null` in a letter list is an aisle.
 */
export type Facility = 'galley' | 'lavatory' | 'galleyAndLavatory';

export interface CabinSection {
  cabin: Cabin;
  from: number;
  to: number;
  letters: (string | null)[];
}

export interface SeatLayout {
  /** e.g. "Airbus A321". */
  name: string;
  sections: CabinSection[];
  exitRows: number[];
  wing: [number, number];
  /** Galleys and lavatories in front of a row. */
  facilities: Record<number, Facility>;
}

const NARROW_C = ['A', 'C', null, 'J', 'L'];
const NARROW_Y = ['A', 'B', 'C', null, 'J', 'K', 'L'];

const LAYOUTS = {
  A320: {
    name: 'Airbus A320',
    sections: [
      { cabin: 'C', from: 1, to: 2, letters: NARROW_C },
      { cabin: 'Y', from: 31, to: 55, letters: NARROW_Y },
    ],
    exitRows: [41, 42],
    wing: [38, 46],
    facilities: { 1: 'galleyAndLavatory', 31: 'lavatory' },
  },
  A321: {
    name: 'Airbus A321',
    sections: [
      { cabin: 'C', from: 1, to: 3, letters: NARROW_C },
      { cabin: 'Y', from: 31, to: 60, letters: NARROW_Y },
    ],
    exitRows: [31, 45],
    wing: [42, 50],
    facilities: { 1: 'galleyAndLavatory', 31: 'lavatory', 56: 'galley' },
  },
  B738: {
    name: 'Boeing 737-800',
    sections: [
      { cabin: 'C', from: 1, to: 2, letters: NARROW_C },
      { cabin: 'Y', from: 31, to: 56, letters: NARROW_Y },
    ],
    exitRows: [43, 44],
    wing: [40, 48],
    facilities: { 1: 'galleyAndLavatory', 31: 'lavatory' },
  },
  A330: {
    name: 'Airbus A330',
    sections: [
      { cabin: 'C', from: 1, to: 6, letters: ['A', 'C', null, 'D', 'G', null, 'H', 'K'] },
      {
        cabin: 'Y',
        from: 31,
        to: 64,
        letters: ['A', 'C', null, 'D', 'E', 'F', 'G', null, 'H', 'K'],
      },
    ],
    exitRows: [31, 47],
    wing: [42, 52],
    facilities: { 1: 'galleyAndLavatory', 31: 'galleyAndLavatory', 47: 'lavatory' },
  },
  A350: {
    name: 'Airbus A350-900',
    sections: [
      { cabin: 'C', from: 1, to: 8, letters: ['A', null, 'D', 'G', null, 'K'] },
      {
        cabin: 'Y',
        from: 31,
        to: 62,
        letters: ['A', 'B', 'C', null, 'D', 'E', 'F', null, 'H', 'J', 'K'],
      },
    ],
    exitRows: [31, 46],
    wing: [42, 52],
    facilities: { 1: 'galleyAndLavatory', 31: 'galleyAndLavatory', 46: 'lavatory' },
  },
  B787: {
    name: 'Boeing 787',
    sections: [
      { cabin: 'C', from: 1, to: 7, letters: ['A', null, 'D', 'G', null, 'K'] },
      {
        cabin: 'Y',
        from: 31,
        to: 61,
        letters: ['A', 'B', 'C', null, 'D', 'E', 'F', null, 'H', 'J', 'K'],
      },
    ],
    exitRows: [31, 46],
    wing: [40, 50],
    facilities: { 1: 'galleyAndLavatory', 31: 'galleyAndLavatory', 46: 'lavatory' },
  },
  B777: {
    name: 'Boeing 777',
    sections: [
      { cabin: 'C', from: 1, to: 10, letters: ['A', null, 'D', 'G', null, 'K'] },
      {
        cabin: 'Y',
        from: 31,
        to: 70,
        letters: ['A', 'B', 'C', null, 'D', 'E', 'F', 'G', null, 'H', 'J', 'K'],
      },
    ],
    exitRows: [31, 48],
    wing: [42, 54],
    facilities: { 1: 'galleyAndLavatory', 31: 'galleyAndLavatory', 48: 'galleyAndLavatory' },
  },
} satisfies Record<string, SeatLayout>;

export type LayoutKey = keyof typeof LAYOUTS;

/** The layout for an aircraft type code of the schedule (A20N, A321, B38M, B789...). */
export function layoutKeyFor(aircraft: string): LayoutKey {
  const t = aircraft.toUpperCase();
  if (/^(A33|B76)/.test(t)) return 'A330';
  if (/^A35/.test(t)) return 'A350';
  if (/^B78/.test(t)) return 'B787';
  if (/^(B77|B74)/.test(t)) return 'B777';
  if (/^(A321|A21N|B75)/.test(t)) return 'A321';
  if (/^(B73|B38|B39)/.test(t)) return 'B738';
  return 'A320';
}

export function layoutFor(aircraft: string): SeatLayout {
  return LAYOUTS[layoutKeyFor(aircraft)] as SeatLayout;
}

export interface LayoutSeat {
  seat: string;
  row: number;
  letter: string;
  cabin: Cabin;
  exitRow: boolean;
  position: 'window' | 'middle' | 'aisle';
}

function positionOf(letters: (string | null)[], i: number): LayoutSeat['position'] {
  if (i === 0 || i === letters.length - 1) return 'window';
  return letters[i - 1] === null || letters[i + 1] === null ? 'aisle' : 'middle';
}

/** Every seat of a layout, row by row, in column order. */
export function seatsOf(layout: SeatLayout): LayoutSeat[] {
  const seats: LayoutSeat[] = [];
  for (const section of layout.sections) {
    for (let row = section.from; row <= section.to; row++) {
      section.letters.forEach((letter, i) => {
        if (letter === null) return;
        seats.push({
          seat: `${row}${letter}`,
          row,
          letter,
          cabin: section.cabin,
          exitRow: layout.exitRows.includes(row),
          position: positionOf(section.letters, i),
        });
      });
    }
  }
  return seats;
}

/** The layout's seat of a code like "32A" (any case, no leading zeros), or null. */
export function findSeat(layout: SeatLayout, code: string): LayoutSeat | null {
  const m = /^0*(\d{1,2})([A-HJ-L])$/.exec(code.trim().toUpperCase());
  if (!m) return null;
  return seatsOf(layout).find((s) => s.seat === `${Number(m[1])}${m[2]}`) ?? null;
}

/** Counts per cabin, for the layout's name: "Airbus A321 (C12 Y180)". */
export function layoutTitle(layout: SeatLayout): string {
  const seats = seatsOf(layout);
  const count = (cabin: Cabin) => seats.filter((s) => s.cabin === cabin).length;
  return `${layout.name} (C${count('C')} Y${count('Y')})`;
}

/** 32-bit FNV-1a, for the seats other passengers (counter, kiosk, airline) already hold. */
export function hash32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/**
 * Seats already taken outside online check-in (airline-blocked, counter and kiosk passengers):
 * about a third, fixed per flight and seat so the map does not change between calls.
 */
export function blockedElsewhere(flightId: string, seat: string): boolean {
  return hash32(`${flightId}:${seat}`) % 100 < 33;
}
