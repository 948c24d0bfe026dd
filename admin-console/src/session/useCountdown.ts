import { useEffect, useRef, useState } from 'react';
import { formatRemaining } from './sessionStore';

/** SPEC §4: the countdown refreshes every second. */
export const COUNTDOWN_TICK_MS = 1_000;

/** 'mm:ss' until `expiresAt`, refreshed every second; at zero 'Expired', and `onExpire` runs once. */
export function useCountdown(expiresAt: number, onExpire: () => void): string {
  const [now, setNow] = useState(() => Date.now());
  const onExpireRef = useRef(onExpire);
  onExpireRef.current = onExpire;
  const remaining = expiresAt - now;

  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), COUNTDOWN_TICK_MS);
    return () => clearInterval(timer);
  }, []);

  useEffect(() => {
    if (remaining <= 0) onExpireRef.current();
  }, [remaining <= 0]); // eslint-disable-line react-hooks/exhaustive-deps

  return formatRemaining(remaining);
}
