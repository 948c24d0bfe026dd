import { isDuplicateKey } from '../db/duplicateKey';
import { randomUUID } from 'node:crypto';
import type { Logger } from '../logger';
import type { Models } from '../models';
import { normalizeQuery } from '../search/normalize';
import { redactQuery } from '../search/searchLog';
import { DailyLimits } from './dailyLimits';
import { idFromKey, type Reader } from './readerKeys';
import { boundDay, dayOf, emptyRollup, isEmptyRollup, mergeInto, searchCounts, toStored, voteCounts, type DayRollup } from './rollup';

/** Raw rows are inserted at most once a second (or at once when this many wait)... */
const ROWS_MS = 1000;
const ROWS_AT = 500;
/** ...and their day counts once a minute per instance, which keeps insight_deltas small. */
const DELTA_MS = 60_000;
/** With the database down, older unwritten rows are dropped beyond this many. */
const MAX_PENDING = 20_000;

type Row =
  | { kind: 'search'; query: string; resultCount: number; ms: number; at: Date }
  | { kind: 'click'; query: string; articleId: string; position: number; at: Date }
  | { kind: 'feedback'; _id: string; articleId: string; helpful: boolean; comment: string | null; at: Date }
  | { kind: 'view'; articleId: string; at: Date }
  | { kind: 'report'; query: string; reader: string; at: Date };

/** Where the counts of written rows go at once (this instance's figures are current without a poll). */
export interface RollupSink {
  apply(day: string, rollup: DayRollup, deltaId?: string): void;
}

/** The key analytics group a query by: personal data masked, case, accents and punctuation folded. */
const queryKey = (query: string): string => normalizeQuery(redactQuery(query));

/**
 * Records reader events without delaying the answer: each call checks the daily limits and queues
 * a row; rows are inserted in batches off the request, then counted into per-day rollups, written
 * as deltas (inserts only: FerretDB loses concurrent updates). A failed write is logged, never thrown.
 */
export class InsightsRecorder {
  private readonly limits = new DailyLimits();
  private rows: Row[] = [];
  private rowTimer: NodeJS.Timeout | null = null;
  private deltaTimer: NodeJS.Timeout | null = null;
  private unsaved = new Map<string, DayRollup>();
  private writing: Promise<void> = Promise.resolve();

  constructor(
    private readonly models: Models,
    private readonly logger: Logger,
    private readonly sink: RollupSink,
  ) {}

  /** A search and its result count; counted once per reader, query and day. */
  search(reader: Reader, query: string, resultCount: number, ms: number, now = new Date()): boolean {
    const key = queryKey(query);
    if (!key || !this.limits.admit('search', reader, key, now)) return false;
    this.queue({ kind: 'search', query: redactQuery(query), resultCount, ms: Math.round(ms * 100) / 100, at: now });
    return true;
  }

  /** A result opened at `position` (1 = first); counted once per reader, query, article and day. */
  click(reader: Reader, query: string, articleId: string, position: number, now = new Date()): boolean {
    const key = queryKey(query);
    if (!key || !this.limits.admit('click', reader, `${key}\n${articleId}`, now)) return false;
    this.queue({ kind: 'click', query: redactQuery(query), articleId, position, at: now });
    return true;
  }

  /** "Was this helpful?": one vote and one comment per reader, article and day. */
  feedback(reader: Reader, articleId: string, helpful: boolean, comment: string | undefined, now = new Date()): boolean {
    const day = dayOf(now);
    let counted = false;
    if (this.limits.admit('vote', reader, articleId, now)) {
      this.queue({ kind: 'feedback', _id: idFromKey(`${day}\nvote\n${reader.address}\n${articleId}`), articleId, helpful, comment: null, at: now });
      counted = true;
    }
    const text = comment ? redactQuery(comment) : '';
    if (!helpful && text && this.limits.admit('comment', reader, articleId, now)) {
      this.queue({ kind: 'feedback', _id: idFromKey(`${day}\ncomment\n${reader.address}\n${articleId}`), articleId, helpful, comment: text, at: now });
      counted = true;
    }
    return counted;
  }

  /** An article read; counted once per reader, article and day. */
  view(reader: Reader, articleId: string, now = new Date()): boolean {
    if (!this.limits.admit('view', reader, articleId, now)) return false;
    this.queue({ kind: 'view', articleId, at: now });
    return true;
  }

  /** "Report a missing article" for a query; counted once per reader, query and day, kept with the reader's network key (the evidence counts distinct readers). */
  missingArticle(reader: Reader, query: string, now = new Date()): boolean {
    const key = queryKey(query);
    if (!key || !this.limits.admit('report', reader, key, now)) return false;
    this.queue({ kind: 'report', query: redactQuery(query), reader: reader.network, at: now });
    return true;
  }

  /** Writes everything queued now (tests, shutdown); resolves when rows and deltas are stored. */
  async flush(): Promise<void> {
    this.writeRows();
    await this.writing;
    this.writeDeltas();
    await this.writing;
  }

  private queue(row: Row): void {
    this.rows.push(row);
    if (this.rows.length > MAX_PENDING) this.rows.splice(0, this.rows.length - MAX_PENDING);
    if (this.rows.length >= ROWS_AT) this.writeRows();
    else this.rowTimer ??= setTimeout(() => this.writeRows(), ROWS_MS).unref();
  }

  private writeRows(): void {
    if (this.rowTimer) clearTimeout(this.rowTimer);
    this.rowTimer = null;
    const batch = this.rows;
    this.rows = [];
    if (batch.length === 0) return;
    this.writing = this.writing.then(() => this.insertRows(batch));
  }

  private async insertRows(batch: Row[]): Promise<void> {
    const of = (kind: Row['kind']) => batch.filter((row) => row.kind === kind);
    const written = await Promise.all([
      this.insert(this.models.SearchLog, of('search')),
      this.insert(this.models.SearchClick, of('click')),
      this.insert(this.models.ArticleFeedback, of('feedback')),
      this.insert(this.models.ArticleView, of('view')),
      this.insert(this.models.MissingArticleReport, of('report')),
    ]);
    const rollups = new Map<string, DayRollup>();
    for (const row of written.flat()) {
      const day = dayOf(row.at);
      let rollup = rollups.get(day);
      if (!rollup) rollups.set(day, (rollup = emptyRollup()));
      countRow(rollup, row);
    }
    for (const [day, rollup] of rollups) {
      this.sink.apply(day, rollup);
      let unsaved = this.unsaved.get(day);
      if (!unsaved) this.unsaved.set(day, (unsaved = emptyRollup()));
      mergeInto(unsaved, rollup);
    }
    if (rollups.size > 0) this.deltaTimer ??= setTimeout(() => this.writeDeltas(), DELTA_MS).unref();
  }

  /**
   * Inserts rows unordered and answers those written: a duplicate `_id` is a vote this reader
   * already cast through another instance today, so it is not counted again.
   */
  private async insert(model: { insertMany(docs: object[], options: { ordered: false }): Promise<unknown> }, rows: Row[]): Promise<Row[]> {
    if (rows.length === 0) return [];
    try {
      await model.insertMany(
        rows.map(({ kind: _, ...doc }) => doc),
        { ordered: false },
      );
      return rows;
    } catch (err) {
      const { writeErrors } = err as { writeErrors?: { index: number }[] };
      if (!isDuplicateKey(err)) this.logger.warn({ err, rows: rows.length }, 'insights rows write failed');
      if (!writeErrors) return [];
      const failed = new Set(writeErrors.map((e) => e.index));
      return rows.filter((_, i) => !failed.has(i));
    }
  }

  private writeDeltas(): void {
    if (this.deltaTimer) clearTimeout(this.deltaTimer);
    this.deltaTimer = null;
    const deltas = [...this.unsaved].filter(([, rollup]) => !isEmptyRollup(rollup));
    this.unsaved = new Map();
    if (deltas.length === 0) return;
    const docs = deltas.map(([day, rollup]) => ({ _id: randomUUID(), day, ...toStored(boundDay(rollup)), at: new Date() }));
    for (const doc of docs) this.sink.apply(doc.day, emptyRollup(), doc._id);
    this.writing = this.writing.then(() =>
      this.models.InsightDelta.insertMany(docs).then(
        () => undefined,
        (err: unknown) => this.logger.warn({ err, deltas: docs.length }, 'insights delta write failed'),
      ),
    );
  }
}

function countRow(rollup: DayRollup, row: Row): void {
  if (row.kind === 'search') {
    const counts = searchCounts(rollup, queryKey(row.query));
    counts.searches += 1;
    if (row.resultCount === 0) counts.zero += 1;
    counts.results = row.resultCount;
  } else if (row.kind === 'click') {
    const counts = searchCounts(rollup, queryKey(row.query));
    counts.clicks += 1;
    counts.positionSum += row.position;
  } else if (row.kind === 'feedback') {
    if (row.comment) rollup.comments.push({ articleId: row.articleId, text: row.comment, at: row.at.toISOString() });
    else voteCounts(rollup, row.articleId)[row.helpful ? 'yes' : 'no'] += 1;
  } else if (row.kind === 'view') rollup.views.set(row.articleId, (rollup.views.get(row.articleId) ?? 0) + 1);
  // Reports have no day counts: the gap analysis reads their rows (see analysis/readerEvidence.ts).
}
