import type { SeatCell, SeatMap } from '@can/contracts/checkin';

/**
 * The seat map's keyboard model (WAI-ARIA grid): one cell is the tab stop; arrow keys move
 * between seats (skipping aisles and gaps), Home/End go to the row's ends, PageUp/PageDown move
 * five rows. Pure functions, so the page and the tests share them.
 */
export interface GridPosition {
  row: number;
  col: number;
}

type Rows = SeatMap['rows'];

const seatsOf = (rows: Rows, row: number) => rows[row]?.seats ?? [];

export const isChoosable = (seat: SeatCell | null): boolean =>
  seat !== null &&
  (seat.state === 'optional' || seat.state === 'emergency' || seat.state === 'selected');

export function positionOf(rows: Rows, seat: string): GridPosition | null {
  for (let row = 0; row < rows.length; row++) {
    const col = seatsOf(rows, row).findIndex((cell) => cell?.seat === seat);
    if (col >= 0) return { row, col };
  }
  return null;
}

/** The first seat to focus: the chosen seat, else the first free seat, else the first seat. */
export function initialPosition(rows: Rows, chosen: string | null): GridPosition | null {
  if (chosen) {
    const found = positionOf(rows, chosen);
    if (found) return found;
  }
  let first: GridPosition | null = null;
  for (let row = 0; row < rows.length; row++) {
    const seats = seatsOf(rows, row);
    for (let col = 0; col < seats.length; col++) {
      const cell = seats[col] ?? null;
      if (!cell) continue;
      if (isChoosable(cell)) return { row, col };
      first ??= { row, col };
    }
  }
  return first;
}

function nearestInRow(rows: Rows, row: number, col: number): number | null {
  const seats = seatsOf(rows, row);
  for (let distance = 0; distance < seats.length; distance++) {
    if (seats[col - distance]) return col - distance;
    if (seats[col + distance]) return col + distance;
  }
  return null;
}

function verticalMove(rows: Rows, from: GridPosition, step: number): GridPosition {
  for (let row = from.row + step; row >= 0 && row < rows.length; row += step) {
    const col = nearestInRow(rows, row, from.col);
    if (col !== null) return { row, col };
  }
  return from;
}

function horizontalMove(rows: Rows, from: GridPosition, step: number): GridPosition {
  const seats = seatsOf(rows, from.row);
  for (let col = from.col + step; col >= 0 && col < seats.length; col += step) {
    if (seats[col]) return { row: from.row, col };
  }
  return from;
}

const PAGE_ROWS = 5;

/** Where a key moves the focus; null when the key is not a grid movement key. */
export function moveFocus(rows: Rows, from: GridPosition, key: string): GridPosition | null {
  switch (key) {
    case 'ArrowUp':
      return verticalMove(rows, from, -1);
    case 'ArrowDown':
      return verticalMove(rows, from, 1);
    case 'ArrowLeft':
      return horizontalMove(rows, from, -1);
    case 'ArrowRight':
      return horizontalMove(rows, from, 1);
    case 'Home':
      return horizontalMove(rows, { row: from.row, col: -1 }, 1);
    case 'End':
      return horizontalMove(rows, { row: from.row, col: seatsOf(rows, from.row).length }, -1);
    case 'PageUp': {
      let at = from;
      for (let i = 0; i < PAGE_ROWS; i++) at = verticalMove(rows, at, -1);
      return at;
    }
    case 'PageDown': {
      let at = from;
      for (let i = 0; i < PAGE_ROWS; i++) at = verticalMove(rows, at, 1);
      return at;
    }
    default:
      return null;
  }
}

/** Enter and Space choose the focused seat. */
export const isSelectKey = (key: string) => key === 'Enter' || key === ' ';
