import { randomInt } from 'node:crypto';
import type { Cabin } from '@can/contracts/checkin';
import type { Db } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import { airportDayOf } from '../../platform/airport-time';
import {
  departureNumbered,
  departuresBetween,
  type Departure,
  type DeparturesOn,
} from './departures';
import { randomAdult, randomPnr, ticketNumber, type NewPassenger } from './people';
import * as repo from './repo';
import { blockedElsewhere, layoutFor, seatsOf } from './seat-layouts';
import { DEMO_ROLL_MARGIN_MS, FRESH_BOOKING, WINDOW } from './window';

export class NoFlightError extends Error {}

export interface BookingOptions {
  passengerType?: 'ADT' | 'CHD' | 'INF';
  specialServices?: string[];
  cabin?: Cabin;
  demo?: boolean;
  /** Already checked in at a counter or kiosk (they get a seat and sequence number). */
  channel?: 'counter' | 'kiosk';
  cancelCount?: number;
  /** Book under a codeshare number of the flight, when it has one. */
  codeshare?: boolean;
}

const FARE_CLASSES: Record<Cabin, string> = { C: 'JCDI', Y: 'YBMHKLQ' };

/** A flight that stays inside the check-in window for hours: numbered, or picked at random. */
export async function freshFlight(
  flightsOn: DeparturesOn,
  now: number,
  flightNo?: string,
): Promise<Departure> {
  if (flightNo) {
    const found =
      (await departureNumbered(
        flightsOn,
        flightNo,
        now + FRESH_BOOKING.fromMs,
        now + FRESH_BOOKING.toMs,
      )) ??
      (await departureNumbered(
        flightsOn,
        flightNo,
        now + WINDOW.closesBeforeMs + DEMO_ROLL_MARGIN_MS,
        now + WINDOW.opensBeforeMs,
      ));
    if (!found) throw new NoFlightError(`No departure ${flightNo} inside the check-in window`);
    return found;
  }
  const list = await departuresBetween(
    flightsOn,
    now + FRESH_BOOKING.fromMs,
    now + FRESH_BOOKING.toMs,
  );
  if (!list.length) throw new NoFlightError('No departure inside the check-in window');
  return list[randomInt(list.length)]!;
}

function segmentValues(flight: Departure, cabin: Cabin, codeshare: boolean) {
  const ticketed = codeshare && flight.shares.length ? flight.shares[0]! : flight.flightNo;
  return {
    flight_id: flight.flightId,
    ticketed_flight_no: ticketed,
    flight_no: flight.flightNo,
    flight_date: flight.flightDate,
    from_airport: 'CAN',
    to_airport: flight.city,
    departure: flight.plannedDeparture,
    arrival: flight.plannedArrival,
    aircraft: flight.aircraft,
    cabin,
    booking_class: FARE_CLASSES[cabin][randomInt(FARE_CLASSES[cabin].length)]!,
  };
}

/** Gives a segment checked in at a counter or kiosk the first free seat and a sequence number. */
async function seatAtCounter(db: Db, segmentId: number, flight: Departure, cabin: Cabin, at: Date) {
  for (const s of seatsOf(layoutFor(flight.aircraft))) {
    if (s.cabin !== cabin || s.exitRow || blockedElsewhere(flight.flightId, s.seat)) continue;
    const taken = await repo.insertSeatIfFree(db, {
      flight_id: flight.flightId,
      flight_date: flight.flightDate,
      seat: s.seat,
      segment_id: segmentId,
      created_at: at.toISOString(),
    });
    if (!taken) continue;
    await repo.seatAtCounter(db, segmentId, {
      seat: s.seat,
      sequenceNo: await repo.nextSequence(db, flight.flightId),
      at: at.toISOString(),
    });
    return;
  }
}

/** Writes a passenger (or finds them by certificate) and books them on `flight`. */
export async function bookPassenger(
  db: Db,
  person: NewPassenger,
  flight: Departure,
  at: Date,
  options: BookingOptions = {},
): Promise<{ passengerId: number; segmentId: number }> {
  const cabin = options.cabin ?? 'Y';
  const passengerId = await repo.insertPassenger(db, {
    name: person.name,
    name_latin: person.nameLatin,
    cert_type: person.certType,
    cert_no: person.certNo,
    mobile: person.mobile,
    birth_date: person.birthDate,
    passenger_type: options.passengerType ?? 'ADT',
    special_services: (options.specialServices ?? []).join(' '),
    demo: options.demo ? 1 : 0,
    created_at: at.toISOString(),
  });
  const segmentId = await repo.insertSegment(db, {
    passenger_id: passengerId,
    pnr: randomPnr(),
    ticket_no: ticketNumber(flight.airline),
    ...segmentValues(flight, cabin, options.codeshare ?? false),
    status: options.channel ? 'checkedIn' : 'booked',
    channel: options.channel ?? '',
    cancel_count: options.cancelCount ?? 0,
    created_at: at.toISOString(),
  });
  if (options.channel) await seatAtCounter(db, segmentId, flight, cabin, at);
  return { passengerId, segmentId };
}

export interface CreatedBooking {
  name: string;
  certType: 'NI' | 'PP';
  certNo: string;
  mobile: string;
  passengerId: number;
  segmentId: number;
  flightNo: string;
  flightDate: string;
}

/** `count` new ordinary adults booked on one flight inside the check-in window. */
export async function createBookings(
  db: Db,
  flightsOn: DeparturesOn,
  now: Date,
  count: number,
  flightNo?: string,
): Promise<CreatedBooking[]> {
  const flight = await freshFlight(flightsOn, now.getTime(), flightNo);
  const today = airportDayOf(now);
  const created: CreatedBooking[] = [];
  while (created.length < count) {
    const person = randomAdult(today);
    try {
      const ids = await inTransaction(db, (trx) => bookPassenger(trx, person, flight, now));
      created.push({
        name: person.name,
        certType: person.certType,
        certNo: person.certNo,
        mobile: person.mobile,
        ...ids,
        flightNo: flight.flightNo,
        flightDate: flight.flightDate,
      });
    } catch (error) {
      if (!repo.isUniqueViolation(error)) throw error; // the same certificate drawn twice: draw again
    }
  }
  return created;
}

/**
 * Keeps a demo passenger's segments inside the window: a segment whose window has (nearly) shut
 * or not opened moves to a fresh flight, its web check-in undone (counter and kiosk check-ins
 * get their seat on the new flight). Called when the passenger authenticates and reads the
 * itinerary, so the seeded passengers can check in at any time.
 */
export async function rollDemoSegments(
  db: Db,
  flightsOn: DeparturesOn,
  passengerId: number,
  now: Date,
): Promise<void> {
  const t = now.getTime();
  for (const segment of await repo.segmentsOf(db, passengerId)) {
    const departure = Number(segment.departure);
    const shutsSoon = departure - WINDOW.closesBeforeMs - DEMO_ROLL_MARGIN_MS <= t;
    if (!shutsSoon && departure - WINDOW.opensBeforeMs <= t) continue;
    const flight = await freshFlight(flightsOn, t).catch(() => null);
    if (!flight) continue;
    const cabin = segment.cabin as Cabin;
    await inTransaction(db, async (trx) => {
      await repo.deleteSeatOf(trx, segment.id);
      const counter = segment.channel === 'counter' || segment.channel === 'kiosk';
      await repo.moveSegment(trx, segment.id, {
        ...segmentValues(flight, cabin, segment.ticketed_flight_no !== segment.flight_no),
        status: counter ? 'checkedIn' : 'booked',
        channel: counter ? segment.channel : '',
        seat: '',
        sequence_no: 0,
        checked_in_at: null,
      });
      if (counter) await seatAtCounter(trx, segment.id, flight, cabin, now);
    });
  }
}
