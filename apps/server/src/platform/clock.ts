/** The only source of "now" on the server, so rules can be tested at any instant. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock the tests move by hand. */
export class ManualClock implements Clock {
  constructor(private current = new Date()) {}
  now(): Date {
    return new Date(this.current);
  }
  set(date: Date): void {
    this.current = new Date(date);
  }
  advance(ms: number): void {
    this.current = new Date(this.current.getTime() + ms);
  }
}

/**
 * System time plus an offset that tests move forward (TEST_CLOCK_CONTROL), starting at
 * TEST_CLOCK_OFFSET_MS so journeys can run at a chosen airport time.
 */
export class OffsetClock implements Clock {
  constructor(private offsetMs = 0) {}
  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }
  advance(ms: number): void {
    this.offsetMs += ms;
  }
}
