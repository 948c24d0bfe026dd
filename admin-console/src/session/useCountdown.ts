import { useEffect, useRef, useState } from 'react';
import { formatRemaining } from './sessionStore';

/** SPEC §4: the countdown refreshes every second. */
const COUNTDOWN_TICK_MS = 1_000;
/** How long 'Expired' stays on screen before the admin is logged out, so it can be read. */
const EXPIRED_NOTICE_MS = 1_000;

/** Milliseconds until `expiresAt`, refreshed every second. */
export function useRemainingMs(expiresAt: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), COUNTDOWN_TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return expiresAt - now;
}

/** 'mm:ss' until `expiresAt`, refreshed every second; at zero 'Expired', and a second later `onExpire` runs once. */
export function useCountdown(expiresAt: number, onExpire: () => void): string {
  const onExpireRef = useRef(onExpire);
  onExpireRef.current = onExpire;
  const remaining = useRemainingMs(expiresAt);

  const expired = remaining <= 0;
  useEffect(() => {
    if (!expired) return;
    const timer = setTimeout(() => onExpireRef.current(), EXPIRED_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [expired]);

  return formatRemaining(remaining);
}
