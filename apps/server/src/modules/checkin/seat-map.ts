import type { Cabin, SeatMap, SeatState } from '@can/contracts/checkin';
import type { SegmentRow } from './repo';
import {
  blockedElsewhere,
  layoutFor,
  layoutTitle,
  seatsOf,
  type LayoutSeat,
  type SeatLayout,
} from './seat-layouts';

/**
 * A seat's state for this passenger: their own seat is selected; a seat another passenger
 * holds (here or at a counter) is locked; a seat of the other cabin is invalid; a free
 * exit-row seat is emergency (it needs the exit-row declaration); any other free seat optional.
 */
export function seatState(
  seat: LayoutSeat,
  segment: SegmentRow,
  taken: Map<string, number>,
): SeatState {
  const holder = taken.get(seat.seat);
  if (holder === segment.id) return 'selected';
  if (holder !== undefined || blockedElsewhere(segment.flight_id, seat.seat)) return 'locked';
  if (seat.cabin !== segment.cabin) return 'invalid';
  return seat.exitRow ? 'emergency' : 'optional';
}

export function buildSeatMap(segment: SegmentRow, taken: Map<string, number>): SeatMap {
  const layout: SeatLayout = layoutFor(segment.aircraft);
  const seats = seatsOf(layout);
  const bySeat = new Map(seats.map((s) => [s.seat, s]));
  const rows: SeatMap['rows'] = [];
  for (const section of layout.sections) {
    for (let row = section.from; row <= section.to; row++) {
      rows.push({
        row,
        cabin: section.cabin,
        exitRow: layout.exitRows.includes(row),
        overWing: row >= layout.wing[0] && row <= layout.wing[1],
        facilityBefore: layout.facilities[row] ?? null,
        seats: section.letters.map((letter) => {
          if (letter === null) return null;
          const seat = bySeat.get(`${row}${letter}`)!;
          return {
            seat: seat.seat,
            letter,
            state: seatState(seat, segment, taken),
            position: seat.position,
          };
        }),
      });
    }
  }
  return {
    segmentId: segment.id,
    flightNo: segment.ticketed_flight_no,
    aircraft: segment.aircraft,
    layout: layoutTitle(layout),
    cabin: segment.cabin as Cabin,
    columns: layout.sections.map((s) => ({ cabin: s.cabin, letters: s.letters })),
    rows,
    selectedSeat: segment.seat || null,
  };
}
