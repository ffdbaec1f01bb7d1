import type { ScheduledFlight } from './flight-types';
import { hash32, pickWeighted, seededRandom } from './random';
import { AIRLINES, CARGO_AIRLINES, type AirlineRef } from '../../reference/airlines';
import { CITIES, cityOf } from '../../reference/cities';
import { TERMINALS, piersOf, type TerminalCode } from '../../reference/terminals';
import { airportInstant } from '../../platform/airport-time';

const MIN = 60_000;
/** Departures by hour of the day at a busy hub; arrivals follow the aircraft that depart. */
const HOURLY = [
  3, 2, 1, 1, 1, 2, 8, 14, 16, 14, 12, 12, 13, 14, 13, 12, 12, 13, 14, 14, 12, 10, 7, 5,
];
const CARGO_HOURLY = [10, 10, 8, 6, 4, 3, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 2, 4, 6, 9, 10];
const LONG_HAUL = 400;
const WIDEBODY = /^(A33|A35|B77|B78|B74)/;

/** Epoch ms of an airport-local date and minute of the day (schedule-import.ts uses it too). */
export { airportInstant };

interface Draft {
  airline: AirlineRef;
  city: string;
  minute: number;
}

/** China Southern to Beijing Capital at 08:00: the search hint's example, flown every day. */
const EXAMPLE_FLIGHT: Draft = {
  airline: AIRLINES.find((a) => a.code === 'CZ')!,
  city: 'PEK',
  minute: 8 * 60,
};

function flightNumber(
  airline: string,
  scope: 'D' | 'I',
  used: Set<string>,
  rnd: () => number,
): string {
  // Outbound numbers are odd; the return flight of the same aircraft is the next even number.
  const [lo, hi] =
    airline === 'CZ'
      ? scope === 'D'
        ? [3001, 3999]
        : [301, 999]
      : scope === 'D'
        ? [1001, 9899]
        : [51, 899];
  for (;;) {
    const n = (lo + Math.floor(rnd() * ((hi - lo) / 2)) * 2) | 1;
    const no = `${airline}${n}`;
    if (!used.has(no) && !used.has(`${airline}${n + 1}`)) {
      used.add(no);
      used.add(`${airline}${n + 1}`);
      return no;
    }
  }
}

function counterRange(terminal: TerminalCode, scope: 'D' | 'I', rnd: () => number): string {
  const islands = TERMINALS[terminal].islands[scope];
  const island = islands[Math.floor(rnd() * islands.length)]!;
  const half = rnd() < 0.5 ? 1 : 13;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${island}${pad(half)}-${island}${pad(half + 11)}`;
}

function gateFor(terminal: TerminalCode, scope: 'D' | 'I', rnd: () => number): string {
  const piers = piersOf(terminal, scope);
  const pier = piers[Math.floor(rnd() * piers.length)]!;
  return `${pier.prefix}${pier.from + Math.floor(rnd() * (pier.to - pier.from + 1))}`;
}

function aircraftFor(
  airline: AirlineRef,
  scope: 'D' | 'I',
  minutes: number,
  rnd: () => number,
): string {
  const fleet = scope === 'D' ? airline.fleet.domestic : airline.fleet.international;
  const fits = fleet.filter((t) => (minutes > LONG_HAUL ? WIDEBODY.test(t) : true));
  const list = fits.length ? fits : fleet;
  return list[Math.floor(rnd() * list.length)] ?? 'A320';
}

function sharesFor(airline: AirlineRef, flightNo: string, rnd: () => number): string[] {
  if (!airline.partners.length || rnd() > 0.35) return [];
  const count = rnd() < 0.7 ? 1 : 2;
  const base = Number(flightNo.replace(/^\D+/, ''));
  return airline.partners
    .slice()
    .sort(() => rnd() - 0.5)
    .slice(0, count)
    .map((partner, i) => `${partner}${((base * 7 + i * 131) % 9000) + 1000}`);
}

/**
 * One aircraft's turn at CAN: its departure with `flightNo` and, before it, its arrival with
 * the next (even) number, at the same gate.
 */
function turnOf(d: Draft, flightNo: string, date: string, rnd: () => number): ScheduledFlight[] {
  const pair: ScheduledFlight[] = [];
  const city = cityOf(d.city)!;
  const scope: 'D' | 'I' = city.scope === 'D' ? 'D' : 'I';
  const terminal = (
    scope === 'D' ? d.airline.domesticTerminal : d.airline.internationalTerminal
  ) as TerminalCode;
  const aircraft = aircraftFor(d.airline, scope, city.minutes, rnd);
  const gate = gateFor(terminal, scope, rnd);
  const departure = airportInstant(date, d.minute);
  const via =
    scope === 'D' && city.minutes > 200 && rnd() < 0.3
      ? (['CSX', 'CTU', 'WUH', 'XIY'] as const)[Math.floor(rnd() * 4)]!
      : '';
  const shares = sharesFor(d.airline, flightNo, rnd);
  const common = {
    airline: d.airline.code,
    type: '1' as const,
    domesticOrIntl: scope as 'D' | 'I',
    city: d.city,
    via,
    terminal,
    gate,
    aircraft,
    flightTask: 'W/Z',
  };
  pair.push({
    ...common,
    flightId: `${date}-D-${flightNo}`,
    flightNo,
    flightDate: date,
    depOrArr: 'D',
    plannedDeparture: departure,
    plannedArrival: departure + (city.minutes + (via ? 70 : 0)) * MIN,
    counter: counterRange(terminal, scope, rnd),
    belt: '',
    exit: '',
    shares,
  });
  // The same aircraft arrived before it leaves again: the return number, at the same gate.
  const turnaround =
    scope === 'D' ? 50 + Math.floor(rnd() * 10) * 5 : 90 + Math.floor(rnd() * 12) * 5;
  // Kept on the same airport day: an early departure's aircraft is the late arrival before it.
  const arrivalMinute =
    d.minute - turnaround >= 0 ? d.minute - turnaround : d.minute - turnaround + 23 * 60;
  const arrival = airportInstant(date, arrivalMinute);
  const belts = TERMINALS[terminal].belts[scope];
  const exits = TERMINALS[terminal].exits[scope];
  const returnNo = `${d.airline.code}${Number(flightNo.slice(d.airline.code.length)) + 1}`;
  pair.push({
    ...common,
    flightId: `${date}-A-${returnNo}`,
    flightNo: returnNo,
    flightDate: date,
    depOrArr: 'A',
    plannedDeparture: arrival - (city.minutes + (via ? 70 : 0)) * MIN,
    plannedArrival: arrival,
    counter: '',
    belt: String(belts[0] + Math.floor(rnd() * (belts[1] - belts[0] + 1))),
    exit: exits[Math.floor(rnd() * exits.length)]!,
    shares: shares.map((s) => s.replace(/\d+$/, (n) => String(Number(n) + 1))),
  });
  return pair;
}

/**
 * A believable day of movements at CAN for a date: about 1,300–1,500, half China Southern
 * group, right terminals, real destinations and aircraft, codeshares, night cargo. The same date
 * always gives the same day.
 */
export function generateDay(date: string): ScheduledFlight[] {
  const rnd = seededRandom(hash32(`CAN:${date}`));
  // The example flight's numbers are never drawn for another flight.
  const used = new Set<string>(['CZ3101', 'CZ3102']);
  const flights: ScheduledFlight[] = [];
  const carriers = AIRLINES.filter((a) => a.weight > 0);
  const departures = 640 + Math.floor(rnd() * 40);

  const drafts: Draft[] = [];
  while (drafts.length < departures) {
    const airline = pickWeighted(carriers, (a) => a.weight, rnd());
    const code = airline.routes[Math.floor(rnd() * airline.routes.length)]!;
    const city = cityOf(code);
    if (!city) continue;
    const scope = city.scope === 'D' ? 'D' : 'I';
    if (!(scope === 'D' ? airline.domesticTerminal : airline.internationalTerminal)) continue;
    const hour = pickWeighted([...HOURLY.keys()], (h) => HOURLY[h]!, rnd());
    drafts.push({ airline, city: code, minute: hour * 60 + Math.floor(rnd() * 12) * 5 });
  }
  drafts.sort((x, y) => x.minute - y.minute);

  for (const d of drafts) {
    const scope = cityOf(d.city)!.scope === 'D' ? 'D' : 'I';
    flights.push(...turnOf(d, flightNumber(d.airline.code, scope, used, rnd), date, rnd));
  }
  // The flights the search hint names as its example fly every day (issue 17): China
  // Southern's morning Beijing service CZ3101 and its arrival CZ3102, from a random stream of
  // their own so the rest of the day is as it always was.
  flights.push(
    ...turnOf(EXAMPLE_FLIGHT, 'CZ3101', date, seededRandom(hash32(`CAN:${date}:CZ3101`))),
  );

  const cargo = 38 + Math.floor(rnd() * 10);
  for (let i = 0; i < cargo; i++) {
    const carrier = CARGO_AIRLINES[Math.floor(rnd() * CARGO_AIRLINES.length)]!;
    const code = carrier.routes[Math.floor(rnd() * carrier.routes.length)]!;
    const city = cityOf(code) ?? CITIES[0]!;
    const hour = pickWeighted([...CARGO_HOURLY.keys()], (h) => CARGO_HOURLY[h]!, rnd());
    const minute = hour * 60 + Math.floor(rnd() * 12) * 5;
    const n = 8000 + Math.floor(rnd() * 900) * 2 + 1;
    const flightNo = `${carrier.code}${n}`;
    if (used.has(flightNo)) continue;
    used.add(flightNo);
    const aircraft = carrier.fleet[Math.floor(rnd() * carrier.fleet.length)]!;
    const scope = city.scope === 'D' ? 'D' : 'I';
    const depOrArr = i % 2 ? 'A' : 'D';
    const at = airportInstant(date, minute);
    flights.push({
      flightId: `${date}-${depOrArr}-${flightNo}`,
      flightNo,
      flightDate: date,
      airline: carrier.code,
      depOrArr,
      type: '2',
      domesticOrIntl: scope,
      city: code,
      via: '',
      terminal: '',
      counter: '',
      gate: '',
      belt: '',
      exit: '',
      aircraft,
      shares: [],
      flightTask: 'H/G',
      plannedDeparture: depOrArr === 'D' ? at : at - city.minutes * MIN,
      plannedArrival: depOrArr === 'D' ? at + city.minutes * MIN : at,
    });
  }
  return flights;
}
