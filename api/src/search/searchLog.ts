import type { Logger } from '../logger';
import type { Models } from '../models';

const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}.-]+\.[\p{L}]{2,}/gu;
/** Seven or more digits, possibly grouped (phone numbers, card or account numbers). */
const LONG_NUMBER = /\+?\d(?:[\s().-]?\d){6,}/g;

/**
 * The query as it is kept for analytics: no personal data. Nothing about the visitor (address,
 * agent, cookies) is stored, and e-mail addresses or long numbers typed into the box are masked.
 */
export function redactQuery(query: string): string {
  return query.replace(EMAIL, '[email]').replace(LONG_NUMBER, '[number]');
}

/** Entries are written in batches: at most one insert a second, or at once when this many wait. */
const FLUSH_MS = 1000;
const FLUSH_AT = 500;
/** With the database down, older unwritten entries are dropped beyond this many. */
const MAX_PENDING = 20_000;

type Entry = { query: string; resultCount: number; ms: number; at: Date };

/** One batching writer per database (tests run several apps side by side). */
class SearchLogWriter {
  private pending: Entry[] = [];
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly models: Models,
    private readonly logger: Logger,
  ) {}

  add(entry: Entry): void {
    this.pending.push(entry);
    if (this.pending.length > MAX_PENDING) this.pending.splice(0, this.pending.length - MAX_PENDING);
    if (this.pending.length >= FLUSH_AT) this.flush();
    else this.timer ??= setTimeout(() => this.flush(), FLUSH_MS).unref();
  }

  private flush(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const batch = this.pending;
    this.pending = [];
    if (batch.length === 0) return;
    this.models.SearchLog.insertMany(batch).catch((err: unknown) => this.logger.warn({ err, entries: batch.length }, 'search log write failed'));
  }
}

const writers = new WeakMap<Models, SearchLogWriter>();

/**
 * Appends one search-log entry without delaying the answer: entries are inserted in batches (see
 * FLUSH_MS), so a busy search box costs the database one write a second rather than one per
 * search. A failed write is only logged.
 */
export function logSearch(models: Models, logger: Logger, entry: { query: string; resultCount: number; ms: number }): void {
  let writer = writers.get(models);
  if (!writer) writers.set(models, (writer = new SearchLogWriter(models, logger)));
  writer.add({ query: redactQuery(entry.query), resultCount: entry.resultCount, ms: Math.round(entry.ms * 100) / 100, at: new Date() });
}
