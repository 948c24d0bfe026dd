const DATE_TIME = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const DAY = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

/** A moment as every admin screen writes it, in the person's own time zone: "Nov 26, 2026, 9:00 AM". */
export const dateTime = (iso: string): string => DATE_TIME.format(new Date(iso));

/** A day as the admin screens write it: "Nov 26, 2026". */
export const day = (iso: string): string => DAY.format(new Date(iso));
