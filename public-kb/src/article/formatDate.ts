/** 'Updated: {date}' in the short US format (M/D/YYYY), in UTC so every visitor sees the same day. */
export function shortUsDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', { timeZone: 'UTC' });
}
