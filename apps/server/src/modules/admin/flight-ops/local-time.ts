import { airportDateTime, parseAirportDateTime } from '../../../platform/airport-time';

/** Epoch ms of an airport-local "YYYY-MM-DD HH:mm", or null when it is no real instant. */
export function fromLocal(text: string): number | null {
  const ms = parseAirportDateTime(text);
  if (Number.isNaN(ms)) return null;
  // Date.parse rolls 2026-02-30 over to March: refuse what does not read back the same.
  return toLocal(ms) === text ? ms : null;
}

/** Airport-local "YYYY-MM-DD HH:mm" of an instant, as the back office enters and shows it. */
export const toLocal = (ms: number) => airportDateTime(ms);
