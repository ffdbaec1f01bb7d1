import type { FlightRecord } from '@can/contracts/flights';
import type { Direction } from './board-params';

/*
 * What the desktop table and the phone's cards share: the list they are given, and what each
 * flight's row or card is given (memoized per flight, so only a changed flight re-renders).
 */

/** Where today's list crosses the current time: before row `index`, labelled "Now 17:06". */
export interface NowLine {
  index: number;
  label: string;
}

/** Rows taken over per task when the browser takes a server-drawn board over (`inTurnGroups`). */
export const ROWS_IN_TURN = 8;

export interface FlightListProps {
  flights: FlightRecord[];
  direction: Direction;
  caption: string;
  /** Flights the live feed changed, each with a count of its changes (model/use-live-updates.ts). */
  flashes: ReadonlyMap<string, number>;
  nowLine?: NowLine;
}

export interface FlightItemProps {
  record: FlightRecord;
  departing: boolean;
  flash: number | undefined;
  nowLabel: string | undefined;
}

/** The props of the flight at `index` of the list. */
export function itemProps(list: FlightListProps, record: FlightRecord, index: number) {
  return {
    record,
    departing: list.direction === 'departures',
    flash: list.flashes.get(record.flightId),
    nowLabel: list.nowLine?.index === index ? list.nowLine.label : undefined,
  } satisfies FlightItemProps;
}

/**
 * The `data-flash` of a changed flight: alternating values, so each new change restarts the
 * highlight's animation (a changed attribute value matches the other rule).
 */
export function flashMark(flash: number | undefined): 'odd' | 'even' | undefined {
  return flash === undefined ? undefined : flash % 2 ? 'odd' : 'even';
}
