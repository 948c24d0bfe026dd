const DATE_TIME = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const DAY = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

/** A moment as every admin screen writes it, in the person's own time zone: "Nov 26, 2026, 9:00 AM". */
export const dateTime = (iso: string): string => DATE_TIME.format(new Date(iso));

/** A day as the admin screens write it: "Nov 26, 2026". */
export const day = (iso: string): string => DAY.format(new Date(iso));

const AGO = new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' });
const UNITS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

/** How long ago a moment was, as a queue writes it: "5 minutes ago", "yesterday", "3 days ago" ("now" under a minute). */
export function age(iso: string, now = Date.now()): string {
  const elapsed = now - new Date(iso).getTime();
  const [unit, size] = UNITS.find(([, ms]) => elapsed >= ms) ?? ['second', 1000];
  return unit === 'second' ? AGO.format(0, 'second') : AGO.format(-Math.floor(elapsed / size), unit);
}
