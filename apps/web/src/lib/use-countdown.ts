import { useCallback, useEffect, useState } from 'react';

/** A countdown in whole seconds (the SMS resend wait of spec section 4), ticking once a second; 0 when done. */
export function useCountdown(): { seconds: number; start: (seconds: number) => void } {
  const [until, setUntil] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until === null) return;
    const timer = window.setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= until) setUntil(null);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [until]);
  const start = useCallback((seconds: number) => {
    const current = Date.now();
    setNow(current);
    setUntil(current + seconds * 1000);
  }, []);
  return { seconds: until === null ? 0 : Math.max(0, Math.ceil((until - now) / 1000)), start };
}
