import { useEffect, useState } from 'react';
import { airportClockText } from './flight-times';

/** The airport's clock as "YYYY-MM-DD HH:mm:ss", refreshed every half minute (for the "now" line). */
export function useAirportNow(intervalMs = 30_000): string {
  const [now, setNow] = useState(() => airportClockText(Date.now()));
  useEffect(() => {
    const timer = setInterval(() => setNow(airportClockText(Date.now())), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
