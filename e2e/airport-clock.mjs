// The journeys' clock (E2E_AIRPORT_TIME): where it starts, as an offset from the system clock.

/** How far the journeys' clock is from the system clock: to the next `hh:mm` airport time. */
export function offsetToAirportTime(hhmm, now = Date.now()) {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(hhmm);
  if (!match) throw new Error(`E2E_AIRPORT_TIME must be hh:mm (24-hour), not "${hhmm}"`);
  const AIRPORT_OFFSET_MS = 8 * 3_600_000;
  const DAY_MS = 24 * 3_600_000;
  const local = now + AIRPORT_OFFSET_MS;
  let target = local - (local % DAY_MS) + (Number(match[1]) * 60 + Number(match[2])) * 60_000;
  if (target <= local) target += DAY_MS;
  return target - local;
}
