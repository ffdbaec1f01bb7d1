/** The contract's answers built from a passenger's rows: an itinerary segment, a boarding pass. */
import type { Locale } from '@can/contracts';
import {
  checkinPaths,
  type BoardingPass,
  type Cabin,
  type CheckinSegment,
} from '@can/contracts/checkin';
import { message } from '../../../platform/messages';
import { bcbpOf } from '../barcode';
import type { DeparturesOn } from '../departures';
import type { PassengerRow, SegmentRow } from '../repo';
import { boardingMinutes, cabinName, cityName, localClock, localTime } from '../texts';
import { scheduled } from './lookup';
import { blockOf, cancelRefusal } from './refusals';

/** The flight as both answers print it: numbers, date, airports and their cities. */
function flightFields(s: SegmentRow, locale: Locale) {
  return {
    flightNo: s.ticketed_flight_no,
    operatingFlightNo: s.flight_no,
    flightDate: s.flight_date,
    from: s.from_airport,
    fromCity: cityName(s.from_airport, locale),
    to: s.to_airport,
    toCity: cityName(s.to_airport, locale),
  };
}

export function segmentAnswer(
  p: PassengerRow,
  s: SegmentRow,
  locale: Locale,
  terminal: string,
  now: number,
) {
  const block = blockOf(p, s, now);
  const answer: CheckinSegment = {
    segmentId: s.id,
    pnr: s.pnr,
    ticketNo: s.ticket_no,
    ...flightFields(s, locale),
    departureTime: localTime(Number(s.departure)),
    arrivalTime: localTime(Number(s.arrival)),
    terminal,
    aircraft: s.aircraft,
    cabin: s.cabin as Cabin,
    cabinName: cabinName(s.cabin as Cabin, locale),
    status: s.status === 'checkedIn' ? 'checkedIn' : 'booked',
    channel: s.channel ? (s.channel as CheckinSegment['channel']) : null,
    seat: s.seat || null,
    cancelCount: s.cancel_count,
    canCheckIn: block === null && s.status !== 'checkedIn',
    canCancel: cancelRefusal(s, now) === null,
    block: block?.block ?? null,
    blockMessage: block ? message(locale, block.key, block.params) : null,
  };
  return answer;
}

export async function boardingPassOf(
  flightsOn: DeparturesOn,
  p: PassengerRow,
  s: SegmentRow,
  locale: Locale,
): Promise<BoardingPass> {
  const flight = await scheduled(flightsOn, s);
  const departure = Number(s.departure);
  return {
    segmentId: s.id,
    name: p.name,
    nameLatin: p.name_latin,
    ...flightFields(s, locale),
    departureTime: localTime(departure),
    seat: s.seat,
    cabin: s.cabin as Cabin,
    cabinName: cabinName(s.cabin as Cabin, locale),
    sequenceNo: s.sequence_no,
    boardingTime: localClock(departure - boardingMinutes(s.to_airport) * 60_000),
    gate: flight?.gate ?? '',
    terminal: flight?.terminal ?? '',
    pnr: s.pnr,
    ticketNo: s.ticket_no,
    bcbp: bcbpOf(s, p.name_latin),
    barcodePath: `${checkinPaths.boardingPassImage}?segmentId=${s.id}`,
  };
}
