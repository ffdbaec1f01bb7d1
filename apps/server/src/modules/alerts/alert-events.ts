import type { FlightRecord } from '@can/contracts';

/** What a subscriber is told about (issue 22, "Events"). */
export type AlertEventKind =
  'gate' | 'delay' | 'counters' | 'boarding' | 'cancelled' | 'diverted' | 'landed';

/** The parts of a flight's live state that alerts follow, as last told to subscribers. */
export interface AlertFlightState {
  status: string;
  gate: string;
  counters: string;
  belt: string;
  /** The estimated departure (departures) or arrival (arrivals), "YYYY-MM-DD HH:mm:ss" local. */
  estimate: string;
}

/** One change worth a message. */
export interface AlertEvent {
  kind: AlertEventKind;
  /**
   * The new value: the gate, the counters, the estimate ("YYYY-MM-DD HH:mm:ss" airport time),
   * the belt for `landed` (empty while unknown); empty for boarding, cancelled and diverted.
   */
  value: string;
  /** The value before the change (the old gate, the planned or last told estimate), if any. */
  previous: string;
}

/** Delays and later changes of the estimate are told from this size on. */
export const DELAY_STEP_MINUTES = 15;

const BOARDING = new Set(['boarding', 'lastCall']);

/** The state alerts compare, from a flight's current record. */
export function alertStateOf(record: FlightRecord): AlertFlightState {
  const departure = record.depOrArr === 'D';
  return {
    status: record.flightStatus,
    gate: departure ? record.boardingGate : '',
    counters: departure ? record.checkInCounter : '',
    belt: departure ? '' : record.baggageTable,
    estimate: departure ? record.setoffTimePred : record.arriTimePred,
  };
}

/** The planned time alerts measure a delay against. */
export function plannedTimeOf(record: FlightRecord): string {
  return record.depOrArr === 'D' ? record.setoffTimePlan : record.arriTimePlan;
}

function minutesBetween(a: string, b: string): number {
  const ms = (s: string) => Date.parse(`${s.replace(' ', 'T')}+08:00`);
  return Math.round((ms(b) - ms(a)) / 60_000);
}

/**
 * The events between what subscribers were last told (`before`) and the flight's state now.
 * A delay is told when the estimate is 15 minutes or more past the plan and has moved 15
 * minutes or more since it was last told; a flight that ended (cancelled, diverted) tells
 * nothing more of its gate or time.
 */
export function eventsBetween(
  before: AlertFlightState,
  now: AlertFlightState,
  planned: string,
): AlertEvent[] {
  const events: AlertEvent[] = [];
  const changed = (k: keyof AlertFlightState) => before[k] !== now[k];
  if (now.status === 'cancelled' || now.status === 'diverted') {
    if (changed('status')) events.push({ kind: now.status, value: '', previous: before.status });
    return events;
  }
  if (changed('counters') && now.counters) {
    events.push({ kind: 'counters', value: now.counters, previous: before.counters });
  }
  if (changed('gate') && now.gate) {
    events.push({ kind: 'gate', value: now.gate, previous: before.gate });
  }
  if (
    now.estimate &&
    planned &&
    minutesBetween(planned, now.estimate) >= DELAY_STEP_MINUTES &&
    Math.abs(minutesBetween(before.estimate || planned, now.estimate)) >= DELAY_STEP_MINUTES
  ) {
    events.push({ kind: 'delay', value: now.estimate, previous: before.estimate || planned });
  }
  if (BOARDING.has(now.status) && !BOARDING.has(before.status)) {
    events.push({ kind: 'boarding', value: now.gate, previous: '' });
  }
  const landed = now.status === 'arrived';
  if (landed && (changed('status') || (changed('belt') && now.belt))) {
    events.push({ kind: 'landed', value: now.belt, previous: before.belt });
  }
  return events;
}

/**
 * The state to keep after telling `events`: the estimate is kept at what was last told, so a
 * delay that creeps up a few minutes at a time is told once it has moved 15 minutes in all.
 */
export function stateAfter(
  before: AlertFlightState,
  now: AlertFlightState,
  events: AlertEvent[],
): AlertFlightState {
  const toldEstimate = events.some((e) => e.kind === 'delay');
  return { ...now, estimate: toldEstimate ? now.estimate : before.estimate };
}
