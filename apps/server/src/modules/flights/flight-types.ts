/** A scheduled movement at CAN, before the live simulation applies. Times are epoch ms. */
export interface ScheduledFlight {
  flightId: string;
  flightNo: string;
  /** Airport-local date of the movement at CAN, YYYY-MM-DD. */
  flightDate: string;
  airline: string;
  depOrArr: 'D' | 'A';
  /** '1' passenger, '2' cargo (the flight service's `type`). */
  type: '1' | '2';
  domesticOrIntl: 'D' | 'I';
  /** The other airport of the movement (destination of a departure, origin of an arrival). */
  city: string;
  via: string;
  plannedDeparture: number;
  plannedArrival: number;
  terminal: '' | 'T1' | 'T2' | 'T3';
  counter: string;
  gate: string;
  belt: string;
  exit: string;
  aircraft: string;
  shares: string[];
  flightTask: string;
}

export type FlightStatusCode =
  | 'scheduled'
  | 'checkin'
  | 'boarding'
  | 'lastCall'
  | 'departed'
  | 'delayed'
  | 'cancelled'
  | 'departedOrigin'
  | 'arrived'
  | 'diverted';

/** What the live simulation says about a flight at an instant. */
export interface LiveState {
  status: FlightStatusCode;
  predictedDeparture: number;
  actualDeparture: number | null;
  predictedArrival: number;
  actualArrival: number | null;
  boardingTime: number | null;
  gate: string;
  belt: string;
  delayMinutes: number;
}
