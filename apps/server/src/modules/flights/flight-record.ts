import type { FlightRecord } from '@can/contracts';
import { airportDateTimeSeconds } from '../../platform/airport-time';
import { AIRLINES, CARGO_NAMES, airlineOf } from '../../reference/airlines';
import { CAN_CITY, cityOf } from '../../reference/cities';
import type { LiveState, ScheduledFlight } from './flight-types';
import { STATUS_TEXTS } from './status-texts';

const formatted = new Map<number, string>();

/** Airport-local "YYYY-MM-DD HH:mm:ss", the original flight service's time format (memoised: hot). */
export function localTime(ms: number | null): string {
  if (ms === null) return '';
  let text = formatted.get(ms);
  if (text === undefined) {
    text = airportDateTimeSeconds(ms);
    if (formatted.size > 50_000) formatted.clear();
    formatted.set(ms, text);
  }
  return text;
}

function names(code: string) {
  if (code === 'CAN') return CAN_CITY;
  const city = cityOf(code);
  return city ?? { code, zh: code, en: code, fr: code, ko: code };
}

function airlineNames(code: string) {
  const a = airlineOf(code) ?? CARGO_NAMES[code] ?? AIRLINES[0]!;
  return { Cn: a.zh, En: a.en, Kr: a.ko, Fr: a.fr };
}

const logo = (flightNo: string) => `/media/airlines/${flightNo.slice(0, 2)}.svg`;

/** The wire record of a flight at an instant, with every field of CONTENT.md. */
export function toRecord(f: ScheduledFlight, live: LiveState): FlightRecord {
  const departure = f.depOrArr === 'D';
  const org = names(departure ? 'CAN' : f.city);
  const dst = names(departure ? f.city : 'CAN');
  const via = f.via ? names(f.via) : undefined;
  const airline = airlineNames(f.airline);
  const status = STATUS_TEXTS[live.status];
  return {
    flightId: f.flightId,
    flightNo: f.flightNo,
    flightDate: f.flightDate,
    airline: f.airline,
    airlineCn: airline.Cn,
    airlineEn: airline.En,
    airlineKr: airline.Kr,
    airlineFr: airline.Fr,
    setoffTimePlan: localTime(f.plannedDeparture),
    setoffTimePred: localTime(live.predictedDeparture),
    setoffTimeAct: localTime(live.actualDeparture),
    arriTimePlan: localTime(f.plannedArrival),
    arriTimePred: localTime(live.predictedArrival),
    arriTimeAct: localTime(live.actualArrival),
    boardingTime: localTime(live.boardingTime),
    orgCity: departure ? 'CAN' : f.city,
    orgCityCn: org.zh,
    orgCityEn: org.en,
    orgCityKr: org.ko,
    orgCityFr: org.fr,
    dstCity: departure ? f.city : 'CAN',
    dstCityCn: dst.zh,
    dstCityEn: dst.en,
    dstCityKr: dst.ko,
    dstCityFr: dst.fr,
    viaAirport: f.via,
    transferCityNameCn: via?.zh ?? '',
    transferCityNameEn: via?.en ?? '',
    terminal: f.terminal,
    depTerminal: departure ? f.terminal : '',
    checkInCounter: f.counter,
    boardingGate: live.gate,
    baggageTable: live.belt,
    arrExit: f.exit,
    flightStatus: live.status,
    flightStatusCn: status.Cn,
    flightStatusEn: status.En,
    flightStatusKr: status.Kr,
    flightStatusFr: status.Fr,
    planeModle: f.aircraft,
    depOrArr: f.depOrArr,
    domesticOrIntl: f.domesticOrIntl,
    flightTask: f.flightTask,
    isStop: f.via ? 1 : 0,
    isShare: f.shares.length ? 1 : 0,
    shareFlight: f.shares,
    carouselFLights: [f.flightNo, ...f.shares].map((flightNo) => ({
      flightNo,
      logo: logo(flightNo),
    })),
  };
}
