import type { ScheduledFlight } from './flight-types';

/**
 * A simple, documented queue model for the security checkpoint of a terminal, fed by the
 * schedule:
 * - Each departing passenger flight brings seats × 85 % passengers to security, spread evenly
 *   from 120 to 40 minutes before departure (150 to 60 for international flights).
 * - A lane screens 150 passengers an hour; the checkpoint has the lanes of CONTENT.md (T3: 31
 *   domestic and 9 international; T2: 36 and 10).
 * - The expected wait follows an M/M/c-like curve on the utilisation ρ of the next 15 minutes:
 *   3 min when quiet, rising as 3 + 12·ρ/(1−ρ), capped at 45 min (the airport opens lanes first).
 */
const SEATS: Record<string, number> = {
  A320: 174,
  A321: 200,
  B738: 170,
  B38M: 176,
  C919: 164,
  A332: 250,
  A333: 280,
  A359: 320,
  B788: 250,
  B789: 280,
  B78X: 320,
  B77W: 360,
};
const LANES: Record<string, { D: number; I: number }> = {
  T2: { D: 36, I: 10 },
  T3: { D: 31, I: 9 },
};
const PER_LANE_PER_MIN = 150 / 60;
const WINDOW_MIN = 15;

export function securityQueueMinutes(
  flights: ScheduledFlight[],
  terminal: string,
  scope: 'D' | 'I',
  now: number,
): number {
  const lanes = LANES[terminal]?.[scope];
  if (!lanes) return 0;
  const [early, late] = scope === 'I' ? [150, 60] : [120, 40];
  const windowEnd = now + WINDOW_MIN * 60_000;
  let arriving = 0;
  for (const f of flights) {
    if (
      f.depOrArr !== 'D' ||
      f.type !== '1' ||
      f.terminal !== terminal ||
      f.domesticOrIntl !== scope
    )
      continue;
    const from = f.plannedDeparture - early * 60_000;
    const to = f.plannedDeparture - late * 60_000;
    const overlap = Math.max(0, Math.min(to, windowEnd) - Math.max(from, now));
    if (overlap === 0) continue;
    const passengers = (SEATS[f.aircraft] ?? 180) * 0.85;
    arriving += passengers * (overlap / (to - from));
  }
  const rho = arriving / (lanes * PER_LANE_PER_MIN * WINDOW_MIN);
  if (rho < 0.5) return 3;
  if (rho >= 0.95) return 45;
  return Math.min(45, Math.round(3 + (12 * rho) / (1 - rho)));
}
