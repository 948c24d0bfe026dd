import type { Reader } from './readerKeys';
import { dayOf } from './rollup';

/**
 * Events one client address can add to the figures in a day, per kind; more are not counted. Comments
 * are capped far below a day's comment limits (DAY_LIMITS), so a few addresses cannot fill them.
 */
export const PER_READER_PER_DAY = { search: 100, click: 100, view: 500, vote: 500, comment: 10, report: 20 } as const;
export type EventKind = keyof typeof PER_READER_PER_DAY;
/**
 * A network prefix (IPv4 /24, IPv6 /64) counts as at most this many readers: the same thing at most this
 * many times a day, and at most this many addresses' daily limits, so rotating addresses within one
 * network is not a crowd.
 */
const READERS_PER_NETWORK = 4;
/** Beyond this many remembered events in a day, new ones are not counted (bounds memory under a flood). */
const MAX_REMEMBERED = 1_000_000;

/**
 * What keeps one client from skewing the figures: each address counts once per thing per day (the
 * same query, result, article) and at most PER_READER_PER_DAY events of a kind; its network prefix, on
 * its own, at most READERS_PER_NETWORK times that. Forgotten at the end of the UTC day, like the reader
 * keys themselves.
 */
export class DailyLimits {
  private day = '';
  private seen = new Set<string>();
  private counts = new Map<string, number>();

  /** True (and remembered) when this event counts; false for a repeat or past the address's or network's limit. */
  admit(kind: EventKind, reader: Reader, target: string, now: Date): boolean {
    const day = dayOf(now);
    if (day !== this.day) {
      this.day = day;
      this.seen = new Set();
      this.counts = new Map();
    }
    const seenKey = `${kind}\n${reader.address}\n${target}`;
    if (this.seen.has(seenKey) || this.seen.size >= MAX_REMEMBERED) return false;
    const limits: [string, number][] = [
      [`${kind}\n${reader.address}`, PER_READER_PER_DAY[kind]],
      [`${kind}\n${reader.network}\n${target}`, READERS_PER_NETWORK],
      [`${kind}\n${reader.network}`, PER_READER_PER_DAY[kind] * READERS_PER_NETWORK],
    ];
    if (limits.some(([key, limit]) => (this.counts.get(key) ?? 0) >= limit)) return false;
    for (const [key] of limits) this.counts.set(key, (this.counts.get(key) ?? 0) + 1);
    this.seen.add(seenKey);
    return true;
  }
}
