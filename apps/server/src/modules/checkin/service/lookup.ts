/** The rows a request may touch: the token's passenger, their own segments, its flight. */
import type { Db } from '../../../db/database';
import type { DeparturesOn } from '../departures';
import * as repo from '../repo';
import type { PassengerRow, SegmentRow } from '../repo';
import { refuse } from './refusals';

export async function passenger(db: Db, id: number): Promise<PassengerRow> {
  const row = await repo.passengerById(db, id);
  if (!row) throw refuse('checkinPassengerNotFound');
  return row;
}

export async function ownSegment(
  db: Db,
  passengerId: number,
  segmentId: number,
): Promise<SegmentRow> {
  const row = await repo.segmentById(db, segmentId);
  if (!row || row.passenger_id !== passengerId) throw refuse('checkinSegmentUnknown');
  return row;
}

export async function checkedInSegment(db: Db, passengerId: number, segmentId: number) {
  const s = await ownSegment(db, passengerId, segmentId);
  if (s.status !== 'checkedIn' || !s.seat) throw refuse('checkinBoardingPassUnavailable');
  return s;
}

/** The segment's flight in the schedule (gate, terminal), or null when it cannot be read. */
export async function scheduled(flightsOn: DeparturesOn, s: SegmentRow) {
  const day = await flightsOn(s.flight_date).catch(() => []);
  return day.find((f) => f.flightId === s.flight_id) ?? null;
}
