import { useEffect, useState } from 'react';
import { getClientConfig } from '../../../lib/config';
import { useServerDrawnAt } from '../../../lib/render-clock';
import { airportClockText } from './flight-times';

/**
 * The airport's clock as "YYYY-MM-DD HH:mm:ss", on the server's time (this device's clock may be
 * off), refreshed every half minute: for the "now" line of today's board.
 */
export function useAirportNow(intervalMs = 30_000): string {
  const [skew, setSkew] = useState(0);
  const drawnAt = useServerDrawnAt();
  const [now, setNow] = useState(() => airportClockText(drawnAt ?? Date.now()));
  useEffect(() => {
    let live = true;
    getClientConfig().then(
      ({ clockSkewMs }) => {
        if (!live) return;
        setSkew(clockSkewMs);
        setNow(airportClockText(Date.now() + clockSkewMs));
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  useEffect(() => {
    const timer = setInterval(() => setNow(airportClockText(Date.now() + skew)), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs, skew]);
  return now;
}
