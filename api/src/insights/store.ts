import { trusted } from 'mongoose';
import type { Logger } from '../logger';
import type { InsightRollupDoc, Models } from '../models';
import type { RollupSink } from './recorder';
import { boundDay, dayOf, emptyRollup, fromStored, lastDays, mergeInto, type DayRollup } from './rollup';

/** A period's day rollups (oldest first) and their sum. */
export interface Period {
  days: DayRollup[];
  total: DayRollup;
}

/** The longest period the Insights card shows; older days are not held. */
export const LONGEST_PERIOD = 90;
/** Other instances' deltas are read this often (while figures are being asked for). */
const POLL_MS = 15_000;
/** Deltas are re-read this far back, for inserts that land late. */
const POLL_OVERLAP_MS = 5 * 60_000;

/**
 * The day rollups of the last LONGEST_PERIOD days, in memory, so an Insights query never
 * aggregates in the database. Loaded once (closed days from insight_days, the rest from
 * insight_deltas), then kept current: this instance's events arrive through `apply`, other
 * instances' through their deltas, read in the background while admins look at the figures, and a
 * closed day's merged rollup replaces what was summed from its deltas.
 */
export class InsightsStore implements RollupSink {
  private readonly days = new Map<string, DayRollup>();
  private readonly closed = new Set<string>();
  /** Deltas already counted, by id, with when they were seen (forgotten after the poll overlap). */
  private readonly seen = new Map<string, number>();
  private loading: Promise<void> | null = null;
  private polledAt = 0;
  private polling = false;
  private changes = 0;
  /** Bumped when a closed day is set or forgotten: closed sums cached before it are stale. */
  private closedChanges = 0;
  /** The sum of a period's closed days, by its day list (closed days never change, so a period merges only its open days per query). */
  private readonly closedSums = new Map<string, { version: number; total: DayRollup }>();

  constructor(
    private readonly models: Models,
    private readonly logger: Logger,
  ) {}

  /** Bumped on every change: a cache key for reports. */
  get version(): number {
    return this.changes;
  }

  apply(day: string, rollup: DayRollup, deltaId?: string): void {
    if (deltaId) this.seen.set(deltaId, Date.now());
    if (this.closed.has(day)) return;
    let held = this.days.get(day);
    if (!held) this.days.set(day, (held = emptyRollup()));
    boundDay(mergeInto(held, rollup));
    this.changes += 1;
  }

  /** Resolves once the first load is done; starts a background read of new deltas when due. `version` is current after it. */
  async current(): Promise<void> {
    await (this.loading ??= this.load().catch((err: unknown) => {
      this.loading = null;
      throw err;
    }));
    if (Date.now() - this.polledAt > POLL_MS && !this.polling) void this.poll();
  }

  /** The rollups of the given days (missing days are empty), after the first load. */
  async rollups(days: readonly string[]): Promise<DayRollup[]> {
    await this.current();
    return days.map((day) => this.days.get(day) ?? emptyRollup());
  }

  /** The rollups of the given days and their sum: the closed days' sum is cached, only open days are merged per call. */
  async period(days: readonly string[]): Promise<Period> {
    const rollups = await this.rollups(days);
    const key = days.join();
    let cached = this.closedSums.get(key);
    if (cached?.version !== this.closedChanges) {
      const total = emptyRollup();
      days.forEach((day, i) => {
        if (this.closed.has(day)) mergeInto(total, rollups[i]!);
      });
      cached = { version: this.closedChanges, total };
      for (const [k, sum] of this.closedSums) if (sum.version !== this.closedChanges) this.closedSums.delete(k);
      this.closedSums.set(key, cached);
    }
    const total = mergeInto(emptyRollup(), cached.total);
    days.forEach((day, i) => {
      if (!this.closed.has(day)) mergeInto(total, rollups[i]!);
    });
    return { days: rollups, total };
  }

  private async load(): Promise<void> {
    const since = lastDays(new Date(), LONGEST_PERIOD)[0]!;
    this.polledAt = Date.now();
    const [closedDays, deltas] = await Promise.all([
      this.models.InsightDay.find({ _id: trusted({ $gte: since }) }).lean<InsightRollupDoc[]>(),
      this.models.InsightDelta.find({}).lean<InsightRollupDoc[]>(),
    ]);
    for (const doc of closedDays) this.close(doc);
    for (const delta of deltas) this.applyDelta(delta);
  }

  /** Reads deltas written since the last poll and merged rollups of days that have closed since. */
  private async poll(): Promise<void> {
    this.polling = true;
    const from = this.polledAt - POLL_OVERLAP_MS;
    this.polledAt = Date.now();
    try {
      const deltas = await this.models.InsightDelta.find({ at: trusted({ $gte: new Date(from) }) }).lean<InsightRollupDoc[]>();
      for (const delta of deltas) this.applyDelta(delta);
      const today = dayOf(new Date());
      for (const day of [...this.days.keys()].filter((d) => d < today && !this.closed.has(d))) {
        const doc = await this.models.InsightDay.findById(day).lean<InsightRollupDoc>();
        if (doc) this.close(doc);
      }
      const forgetBefore = Date.now() - 2 * POLL_OVERLAP_MS;
      for (const [id, at] of this.seen) if (at < forgetBefore) this.seen.delete(id);
      const oldest = lastDays(new Date(), LONGEST_PERIOD)[0]!;
      for (const day of this.days.keys()) {
        if (day >= oldest) continue;
        this.days.delete(day);
        this.closed.delete(day);
        this.closedChanges += 1;
      }
    } catch (err) {
      this.logger.warn({ err }, 'reading insights deltas failed');
    } finally {
      this.polling = false;
    }
  }

  private applyDelta(delta: InsightRollupDoc): void {
    if (this.seen.has(delta._id)) return;
    this.apply(delta.day, fromStored(delta), delta._id);
  }

  /** A closed day's merged rollup replaces whatever was summed for that day. */
  private close(doc: InsightRollupDoc): void {
    this.days.set(doc._id, fromStored(doc));
    this.closed.add(doc._id);
    this.changes += 1;
    this.closedChanges += 1;
  }
}
