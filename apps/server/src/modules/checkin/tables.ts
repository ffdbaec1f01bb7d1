import type { Generated } from 'kysely';

/** A check-in passenger (issue 7); name_latin is the bar code's SURNAME/GIVEN. */
export interface CheckinPassengerTable {
  id: Generated<number>;
  name: string;
  name_latin: string;
  cert_type: string;
  cert_no: string;
  mobile: string;
  birth_date: string;
  passenger_type: string;
  special_services: Generated<string>;
  demo: Generated<number>;
  created_at: string;
}

/** A ticketed segment of a check-in passenger on one of the schedule's departures. */
export interface CheckinSegmentTable {
  id: Generated<number>;
  passenger_id: number;
  pnr: string;
  ticket_no: string;
  flight_id: string;
  ticketed_flight_no: string;
  flight_no: string;
  flight_date: string;
  from_airport: string;
  to_airport: string;
  departure: number | string;
  arrival: number | string;
  aircraft: string;
  cabin: string;
  booking_class: string;
  status: string;
  channel: Generated<string>;
  seat: Generated<string>;
  sequence_no: Generated<number>;
  cancel_count: Generated<number>;
  checked_in_at: string | null;
  created_at: string;
}

/** A check-in session: only the token's SHA-256 is kept. */
export interface CheckinTokenTable {
  token_hash: string;
  passenger_id: number;
  created_at: string;
  expires_at: string;
}

/** An active seat assignment; the primary key (flight, date, seat) makes it unique. */
export interface CheckinSeatTable {
  flight_id: string;
  flight_date: string;
  seat: string;
  segment_id: number;
  created_at: string;
}

export interface CheckinSequenceTable {
  flight_id: string;
  last_no: number;
}

/** This module's tables; db/schema.ts combines them into `Database` (decision 028). */
export interface CheckinTables {
  checkin_passenger: CheckinPassengerTable;
  checkin_segment: CheckinSegmentTable;
  checkin_token: CheckinTokenTable;
  checkin_seat: CheckinSeatTable;
  checkin_sequence: CheckinSequenceTable;
}
