import type { ScheduledFlight } from './flight-types';
import { generateDay } from './generator';

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
