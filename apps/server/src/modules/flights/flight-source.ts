import type { Db } from '../../db/database';
import type { ScheduledFlight } from './flight-types';
import { generateDay } from './generator';
import { scheduledFlightsOn } from './repo';

/** Where the schedule comes from: the generator by default, an imported schedule file otherwise. */
export interface FlightSource {
  readonly name: string;
  flightsOn(date: string): Promise<ScheduledFlight[]>;
}

/** The deterministic generator, keeping the last few days in memory. */
export class GeneratedSchedule implements FlightSource {
  readonly name = 'generator';
  private readonly days = new Map<string, ScheduledFlight[]>();

  async flightsOn(date: string): Promise<ScheduledFlight[]> {
    let day = this.days.get(date);
    if (!day) {
      day = generateDay(date);
      this.days.set(date, day);
      if (this.days.size > 5) this.days.delete(this.days.keys().next().value!);
    }
    return day;
  }
}

/** Days from an imported schedule file where there is one; the generator for the others. */
export class StoredOrGeneratedSchedule implements FlightSource {
  readonly name = 'imported-or-generator';
  private readonly generated = new GeneratedSchedule();
  private readonly stored = new Map<string, { at: number; flights: ScheduledFlight[] }>();

  constructor(
    private readonly db: Db,
    private readonly refreshMs = 60_000,
  ) {}

  async flightsOn(date: string): Promise<ScheduledFlight[]> {
    const hit = this.stored.get(date);
    if (hit && Date.now() - hit.at < this.refreshMs)
      return hit.flights.length ? hit.flights : this.generated.flightsOn(date);
    const flights = await scheduledFlightsOn(this.db, date);
    this.stored.set(date, { at: Date.now(), flights });
    if (this.stored.size > 10) this.stored.delete(this.stored.keys().next().value!);
    return flights.length ? flights : this.generated.flightsOn(date);
  }
}
