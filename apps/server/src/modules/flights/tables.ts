export interface FlightScheduleTable {
  flight_id: string;
  flight_date: string;
  flight_no: string;
  dep_or_arr: string;
  type: string;
  airline: string;
  domestic_or_intl: string;
  city: string;
  via: string;
  /** Epoch ms; bigint columns come back as strings on PostgreSQL, so read through Number(). */
  planned_departure: number | string;
  planned_arrival: number | string;
  terminal: string;
  counter: string;
  gate: string;
  belt: string;
  exit: string;
  aircraft: string;
  /** Codeshare numbers separated by spaces. */
  shares: string;
  flight_task: string;
}

/** Flight operations' values for one flight; null leaves the field to the schedule and simulator. */
export interface FlightOverrideTable {
  flight_id: string;
  flight_date: string;
  status: string | null;
  /** Epoch ms (string on PostgreSQL: read through Number()). */
  est_departure: number | string | null;
  est_arrival: number | string | null;
  gate: string | null;
  belt: string | null;
  counter: string | null;
  updated_at: string;
  updated_by: string;
}

/** This module's tables; db/schema.ts combines them into `Database` (decision 028). */
export interface FlightsTables {
  flight_schedule: FlightScheduleTable;
  flight_override: FlightOverrideTable;
}
