import { describe, expect, it } from 'vitest';
import type { SeatCell, SeatMap } from '@can/contracts/checkin';
import { initialPosition, isSelectKey, moveFocus, positionOf } from './seat-grid';

const cell = (seat: string, state: SeatCell['state'] = 'optional'): SeatCell => ({
  seat,
  letter: seat.slice(-1),
  state,
  position: 'middle',
});
const row = (n: number, seats: (SeatCell | null)[]): SeatMap['rows'][number] => ({
  row: n,
  cabin: 'Y',
  exitRow: false,
  overWing: false,
  facilityBefore: null,
  seats,
});
// Two seats, an aisle, two seats; row 2 lacks its first seat; row 3 is all taken.
const rows: SeatMap['rows'] = [
  row(1, [cell('1A', 'locked'), cell('1B'), null, cell('1C'), cell('1D')]),
  row(2, [null, cell('2B'), null, cell('2C'), cell('2D')]),
  row(3, [
    cell('3A', 'locked'),
    cell('3B', 'locked'),
    null,
    cell('3C', 'locked'),
    cell('3D', 'locked'),
  ]),
];

describe('seat grid keyboard model', () => {
  it('starts on the chosen seat, else on the first free seat', () => {
    expect(initialPosition(rows, '2C')).toEqual({ row: 1, col: 3 });
    expect(initialPosition(rows, null)).toEqual({ row: 0, col: 1 });
    expect(initialPosition(rows, 'ZZ')).toEqual({ row: 0, col: 1 });
  });

  it('moves left and right across the aisle and stops at the row ends', () => {
    expect(moveFocus(rows, { row: 0, col: 1 }, 'ArrowRight')).toEqual({ row: 0, col: 3 });
    expect(moveFocus(rows, { row: 0, col: 3 }, 'ArrowLeft')).toEqual({ row: 0, col: 1 });
    expect(moveFocus(rows, { row: 0, col: 4 }, 'ArrowRight')).toEqual({ row: 0, col: 4 });
    expect(moveFocus(rows, { row: 1, col: 1 }, 'ArrowLeft')).toEqual({ row: 1, col: 1 });
  });

  it('moves up and down to the nearest seat of the next row and stops at the ends', () => {
    expect(moveFocus(rows, { row: 0, col: 0 }, 'ArrowDown')).toEqual({ row: 1, col: 1 });
    expect(moveFocus(rows, { row: 1, col: 3 }, 'ArrowDown')).toEqual({ row: 2, col: 3 });
    expect(moveFocus(rows, { row: 2, col: 3 }, 'ArrowDown')).toEqual({ row: 2, col: 3 });
    expect(moveFocus(rows, { row: 0, col: 4 }, 'ArrowUp')).toEqual({ row: 0, col: 4 });
  });

  it('Home, End and the page keys', () => {
    expect(moveFocus(rows, { row: 1, col: 3 }, 'Home')).toEqual({ row: 1, col: 1 });
    expect(moveFocus(rows, { row: 1, col: 1 }, 'End')).toEqual({ row: 1, col: 4 });
    expect(moveFocus(rows, { row: 0, col: 1 }, 'PageDown')).toEqual({ row: 2, col: 1 });
    expect(moveFocus(rows, { row: 2, col: 4 }, 'PageUp')).toEqual({ row: 0, col: 4 });
  });

  it('ignores other keys; Enter and Space select', () => {
    expect(moveFocus(rows, { row: 0, col: 1 }, 'a')).toBeNull();
    expect(isSelectKey('Enter')).toBe(true);
    expect(isSelectKey(' ')).toBe(true);
    expect(isSelectKey('Tab')).toBe(false);
    expect(positionOf(rows, '3D')).toEqual({ row: 2, col: 4 });
  });
});
