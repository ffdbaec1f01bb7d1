import { ARRIVAL_STATUSES, DEPARTURE_STATUSES } from '@can/contracts/admin-ops-paths';
import type { OpsFlight, OpsFlightUpdateBody } from '@can/contracts/admin-ops';
import type { FlightStatusCode } from '@can/contracts/flights';

/** The editor's values: '' means "automatic" (the schedule and the live simulation decide). */
export interface FlightForm {
  status: '' | FlightStatusCode;
  /** `YYYY-MM-DDTHH:mm` as a datetime-local field holds it, airport time. */
  estDeparture: string;
  estArrival: string;
  gate: string;
  belt: string;
  counter: string;
}

export const FLIGHT_FORM_FIELDS = ['gate', 'belt', 'counter'] as const;

/** The statuses operations may set for the flight's direction (the flight service's codes). */
export const statusChoices = (depOrArr: string): readonly FlightStatusCode[] =>
  depOrArr === 'D' ? DEPARTURE_STATUSES : ARRIVAL_STATUSES;

const toField = (local: string | null) => (local ? local.replace(' ', 'T') : '');
const fromField = (value: string) => (value ? value.replace('T', ' ').slice(0, 16) : null);
const code = (value: string) => (value.trim() ? value.trim().toUpperCase() : null);

export function formOf(flight: OpsFlight): FlightForm {
  const o = flight.override;
  return {
    status: o?.status ?? '',
    estDeparture: toField(o?.estDeparture ?? null),
    estArrival: toField(o?.estArrival ?? null),
    gate: o?.gate ?? '',
    belt: o?.belt ?? '',
    counter: o?.counter ?? '',
  };
}

export function bodyOf(flightId: string, form: FlightForm): OpsFlightUpdateBody {
  return {
    flightId,
    status: form.status || null,
    estDeparture: fromField(form.estDeparture),
    estArrival: fromField(form.estArrival),
    gate: code(form.gate),
    belt: code(form.belt),
    counter: code(form.counter),
  };
}

/** The same form with every field automatic. */
export const AUTOMATIC: FlightForm = {
  status: '',
  estDeparture: '',
  estArrival: '',
  gate: '',
  belt: '',
  counter: '',
};

/** "14:05" of a flight service time ("2026-11-22 14:05:00"); '' stays ''. */
export const clockOf = (time: string) => time.slice(11, 16);
/** "2026-11-22 14:05" of a flight service time. */
export const minuteOf = (time: string) => time.slice(0, 16);
