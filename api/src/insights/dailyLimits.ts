import { dayOf } from './rollup';

/** Events one reader can add to the figures in a day, per kind; more are not counted. */
export const PER_READER_PER_DAY = { search: 100, click: 100, view: 500, vote: 500, comment: 100, report: 20 } as const;
export type EventKind = keyof typeof PER_READER_PER_DAY;
/** Beyond this many remembered events in a day, new ones are not counted (bounds memory under a flood). */
const MAX_REMEMBERED = 1_000_000;

/**
 * What keeps one client from skewing the figures: each reader counts once per thing per day (the
 * same query, result, article) and at most PER_READER_PER_DAY events of a kind. Forgotten at the
 * end of the UTC day, like the reader keys themselves.
 */
export class DailyLimits {
  private day = '';
  private seen = new Set<string>();
  private perReader = new Map<string, number>();

  /** True (and remembered) when this event counts; false for a repeat or past the reader's daily limit. */
  admit(kind: EventKind, reader: string, target: string, now: Date): boolean {
    const day = dayOf(now);
    if (day !== this.day) {
      this.day = day;
      this.seen = new Set();
      this.perReader = new Map();
    }
    const key = `${kind}\n${reader}\n${target}`;
    if (this.seen.has(key) || this.seen.size >= MAX_REMEMBERED) return false;
    const readerKey = `${kind}\n${reader}`;
    const count = this.perReader.get(readerKey) ?? 0;
    if (count >= PER_READER_PER_DAY[kind]) return false;
    this.perReader.set(readerKey, count + 1);
    this.seen.add(key);
    return true;
  }
}
