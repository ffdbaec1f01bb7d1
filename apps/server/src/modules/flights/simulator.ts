import type { FlightStatusCode, LiveState, ScheduledFlight } from './flight-types';
import { hash32, seededRandom } from './random';
import { piersOf, type TerminalCode } from '../../reference/terminals';

const MIN = 60_000;
/** When a delay or a cancellation becomes known, before the planned time. */
const KNOWN_BEFORE = 4 * 60 * MIN;
const GATE_CHANGE_BEFORE = 70 * MIN;

interface Fate {
  cancelled: boolean;
  diverted: boolean;
  delayMinutes: number;
  changedGate: string | null;
}

const fates = new Map<string, Fate>();

/** What will happen to a flight today, fixed by its id: delays, cancellations, gate changes. */
export function fateOf(f: ScheduledFlight): Fate {
  const hit = fates.get(f.flightId);
  if (hit) return hit;
  const rnd = seededRandom(hash32(f.flightId));
  const u = rnd();
  const cancelled = u < 0.015;
  const diverted = f.depOrArr === 'A' && u >= 0.015 && u < 0.018;
  const v = rnd();
  const w = rnd();
  const delayMinutes =
    v < 0.72
      ? Math.round((w - 0.5) * 10)
      : v < 0.94
        ? 15 + Math.round(w * 60)
        : 75 + Math.round(w * 150);
  let changedGate: string | null = null;
  if (f.gate && f.terminal && rnd() < 0.04) {
    const pier = piersOf(f.terminal as TerminalCode, f.domesticOrIntl)[0];
    if (pier)
      changedGate = `${pier.prefix}${pier.from + Math.floor(rnd() * (pier.to - pier.from + 1))}`;
    if (changedGate === f.gate) changedGate = null;
  }
  const fate = { cancelled, diverted, delayMinutes, changedGate };
  if (fates.size > 20_000) fates.clear();
  fates.set(f.flightId, fate);
  return fate;
}

/**
 * The live state of a flight at an instant: scheduled → check-in → boarding → final call →
 * departed for departures; scheduled → departed from origin → arrived for arrivals; delays with
 * new estimates known four hours ahead, a few cancellations, diversions and gate changes.
 */
export function liveState(f: ScheduledFlight, now: number): LiveState {
  const fate = fateOf(f);
  const anchor = f.depOrArr === 'D' ? f.plannedDeparture : f.plannedArrival;
  const known = now >= anchor - KNOWN_BEFORE;
  const delay = known ? fate.delayMinutes : 0;
  const predictedDeparture = f.plannedDeparture + delay * MIN;
  const predictedArrival = f.plannedArrival + delay * MIN;
  const gate =
    fate.changedGate && now >= predictedDeparture - GATE_CHANGE_BEFORE ? fate.changedGate : f.gate;
  // One plain object literal per outcome: spreading a shared base costs ~100× more per call on
  // Node 20, and this runs for every record of every answer and every flight at each tick.
  const state = (
    status: FlightStatusCode,
    actualDeparture: number | null,
    actualArrival: number | null,
    boardingTime: number | null,
    belt: string,
  ): LiveState => ({
    status,
    predictedDeparture,
    actualDeparture,
    predictedArrival,
    actualArrival,
    boardingTime,
    gate,
    belt,
    delayMinutes: delay,
  });

  if (fate.cancelled && known) return state('cancelled', null, null, null, '');
  if (f.depOrArr === 'D') {
    const boardingTime = f.type === '1' ? predictedDeparture - 40 * MIN : null;
    const checkinOpens = predictedDeparture - (f.domesticOrIntl === 'I' ? 180 : 120) * MIN;
    let status: FlightStatusCode = 'scheduled';
    if (now >= predictedDeparture) status = 'departed';
    else if (f.type === '1' && now >= predictedDeparture - 10 * MIN) status = 'lastCall';
    else if (f.type === '1' && now >= predictedDeparture - 40 * MIN) status = 'boarding';
    else if (delay >= 15) status = 'delayed';
    else if (f.type === '1' && now >= checkinOpens) status = 'checkin';
    return state(status, status === 'departed' ? predictedDeparture : null, null, boardingTime, '');
  }
  if (fate.diverted && now >= predictedArrival - 30 * MIN)
    return state('diverted', predictedDeparture, null, null, '');
  let status: FlightStatusCode = delay >= 15 ? 'delayed' : 'scheduled';
  if (now >= predictedDeparture) status = 'departedOrigin';
  if (now >= predictedArrival) status = 'arrived';
  // The belt is shown from half an hour before landing.
  return state(
    status,
    now >= predictedDeparture ? predictedDeparture : null,
    status === 'arrived' ? predictedArrival : null,
    null,
    now >= predictedArrival - 30 * MIN ? f.belt : '',
  );
}
