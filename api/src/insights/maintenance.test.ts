import { trusted } from 'mongoose';
import { describe, expect, it } from 'vitest';
import { testApiForFile } from '../../test/harness';
import { closeDays, pruneRawRows, startInsightsMaintenance } from './maintenance';
import { buildReport } from './report';
import { DAY_LIMITS, emptyRollup, lastDays, searchCounts, toStored, voteCounts } from './rollup';
import { InsightsStore } from './store';

const api = testApiForFile({ seed: false });

const daysAgo = (days: number, now = Date.now()) => new Date(now - days * 86_400_000);

describe('pruneRawRows', () => {
  it('deletes raw rows older than the retention period, of every kind, and keeps the rest', async () => {
    const { SearchLog, SearchClick, ArticleFeedback, ArticleView, MissingArticleReport } = api.deps.models;
    const articleId = crypto.randomUUID();
    for (const age of [120, 91, 89, 8, 0]) {
      const at = daysAgo(age);
      await SearchLog.create({ query: `q${age}`, resultCount: 1, ms: 1, at });
      await SearchClick.create({ query: `q${age}`, articleId, position: 1, at });
      await ArticleFeedback.create({ articleId, helpful: true, comment: null, at });
      await ArticleView.create({ articleId, at });
      await MissingArticleReport.create({ query: `q${age}`, at });
    }
    expect(await pruneRawRows(api.deps.models, 90)).toBe(10);
    expect((await SearchLog.find().lean()).map((row) => row.query).sort()).toEqual(['q0', 'q8', 'q89']);
    expect(await SearchClick.countDocuments()).toBe(3);
    expect(await ArticleFeedback.countDocuments()).toBe(3);
    expect(await ArticleView.countDocuments()).toBe(3);
    expect(await MissingArticleReport.countDocuments()).toBe(3);
    // A shorter retention (ANALYTICS_RETENTION_DAYS=7) prunes more.
    expect(await pruneRawRows(api.deps.models, 7)).toBe(10);
    expect((await SearchLog.find().lean()).map((row) => row.query)).toEqual(['q0']);
  });
});

describe('startInsightsMaintenance', () => {
  it('prunes past the configured retention on its own (ANALYTICS_RETENTION_DAYS)', async () => {
    const { SearchLog } = api.deps.models;
    await SearchLog.insertMany([
      { query: 'stale', resultCount: 0, ms: 1, at: daysAgo(31) },
      { query: 'recent', resultCount: 0, ms: 1, at: daysAgo(29) },
    ]);
    const maintenance = startInsightsMaintenance(api.deps.models, api.deps.logger, 30, 0);
    try {
      await expect
        .poll(async () => (await SearchLog.find({ query: trusted({ $in: ['stale', 'recent'] }) }).lean()).map((e) => e.query), { timeout: 5000 })
        .toEqual(['recent']);
    } finally {
      maintenance.stop();
    }
  });
});

describe('startInsightsMaintenance and day totals', () => {
  it('deletes day totals (and the comments in them) older than the longest period shown', async () => {
    const { InsightDay } = api.deps.models;
    const days = lastDays(new Date(), 92);
    const [gone, kept] = [days[1]!, days[2]!]; // 90 and 89 days ago
    for (const day of [gone, kept]) {
      await InsightDay.create({
        _id: day,
        day,
        ...toStored(emptyRollup()),
        comments: [{ articleId: 'a1', text: 'call me on 555', at: `${day}T10:00:00.000Z` }],
        at: new Date(),
      });
    }
    const maintenance = startInsightsMaintenance(api.deps.models, api.deps.logger, 90, 0);
    try {
      await expect.poll(async () => InsightDay.exists({ _id: gone }), { timeout: 5000 }).toBeNull();
      expect(await InsightDay.exists({ _id: kept })).not.toBeNull();
    } finally {
      maintenance.stop();
    }
  });
});

describe('startInsightsMaintenance with a day that cannot close', () => {
  it('still closes the later days and deletes raw rows past the retention, and keeps the failing day to try again', async () => {
    const { InsightDelta, InsightDay, SearchLog } = api.deps.models;
    const [broken, later] = lastDays(new Date(), 5) as [string, string];
    const rollup = emptyRollup();
    Object.assign(searchCounts(rollup, 'after the broken day'), { searches: 2, results: 1 });
    // A delta that cannot be merged: its day throws on every attempt, like an oversized day would.
    await InsightDelta.collection.insertOne({
      _id: crypto.randomUUID(),
      day: broken,
      searches: 'not a list',
      votes: [],
      views: [],
      comments: [],
      at: new Date(),
    } as never);
    await InsightDelta.create({ _id: crypto.randomUUID(), day: later, ...toStored(rollup), at: new Date() });
    await SearchLog.create({ query: 'stale behind a broken day', resultCount: 0, ms: 1, at: daysAgo(31) });
    const maintenance = startInsightsMaintenance(api.deps.models, api.deps.logger, 30, 0);
    try {
      await expect.poll(async () => (await InsightDay.findById(later).lean())?.searches, { timeout: 5000 }).toEqual([toStored(rollup).searches[0]]);
      await expect.poll(() => SearchLog.countDocuments({ query: 'stale behind a broken day' }), { timeout: 5000 }).toBe(0);
      expect(await InsightDay.exists({ _id: broken })).toBeNull();
      expect(await InsightDelta.countDocuments({ day: broken })).toBe(1);
    } finally {
      maintenance.stop();
      await InsightDelta.deleteMany({ day: broken });
    }
  });
});

describe('closeDays', () => {
  it('merges a closed day into one rollup once, even when instances close it at the same time, and keeps the figures', async () => {
    const { InsightDelta, InsightDay } = api.deps.models;
    const [closed, today] = [lastDays(new Date(), 3)[0]!, lastDays(new Date(), 1)[0]!];
    const delta = (day: string, searches: number, no: number) => {
      const rollup = emptyRollup();
      Object.assign(searchCounts(rollup, 'genlock'), { searches, results: 4 });
      voteCounts(rollup, 'a1').no = no;
      return { _id: crypto.randomUUID(), day, ...toStored(rollup), at: new Date() };
    };
    await InsightDelta.insertMany([delta(closed, 2, 1), delta(closed, 3, 0), delta(closed, 1, 2), delta(today, 5, 1)]);
    const before = await new InsightsStore(api.deps.models, api.deps.logger).rollups([closed, today]);

    await Promise.all([closeDays(api.deps.models, api.deps.logger), closeDays(api.deps.models, api.deps.logger), closeDays(api.deps.models, api.deps.logger)]);

    const merged = await InsightDay.findById(closed).lean();
    expect(merged?.searches).toEqual([{ query: 'genlock', searches: 6, zero: 0, clicks: 0, positionSum: 0, results: 4 }]);
    expect(merged?.votes).toEqual([{ articleId: 'a1', yes: 0, no: 3 }]);
    expect((await InsightDelta.find().lean()).map((d) => d.day)).toEqual([today]);
    const after = await new InsightsStore(api.deps.models, api.deps.logger).rollups([closed, today]);
    expect(after).toEqual(before);
    expect(after[0]!.searches.get('genlock')?.searches).toBe(6);
    expect(after[1]!.searches.get('genlock')?.searches).toBe(5);
  });
});

describe('what one day keeps', () => {
  const names = (articleId: string) => ({ title: articleId, slug: articleId });
  const comment = (articleId: string, n: number, day: string) => ({
    articleId,
    text: `missing step ${n}`,
    at: `${day}T10:00:${String(n % 60).padStart(2, '0')}.000Z`,
  });

  it('at most DAY_LIMITS comments per article and distinct queries per day, with the figures still counting every search', async () => {
    const { InsightDelta, InsightDay } = api.deps.models;
    const day = lastDays(new Date(), 8)[0]!;
    const rollup = emptyRollup();
    for (let i = 0; i < DAY_LIMITS.queries + 10; i += 1) Object.assign(searchCounts(rollup, `rare ${i}`), { searches: 1, zero: 1, results: 0 });
    Object.assign(searchCounts(rollup, 'popular'), { searches: 5, clicks: 2, positionSum: 3, results: 4 });
    rollup.comments.push(...Array.from({ length: DAY_LIMITS.commentsPerArticle + 5 }, (_, n) => comment('flooded', n, day)), comment('quiet', 0, day));
    const [first, second] = [toStored(rollup), toStored(emptyRollup())];
    second.comments = [comment('flooded', 99, day), comment('quiet', 1, day)];
    await InsightDelta.insertMany([first, second].map((stored) => ({ _id: crypto.randomUUID(), day, ...stored, at: new Date() })));

    await closeDays(api.deps.models, api.deps.logger);

    const stored = (await InsightDay.findById(day).lean())!;
    expect(stored.searches.length).toBeLessThanOrEqual(DAY_LIMITS.queries);
    expect(stored.comments.filter((c) => c.articleId === 'flooded')).toHaveLength(DAY_LIMITS.commentsPerArticle);
    expect(stored.comments.filter((c) => c.articleId === 'quiet')).toHaveLength(2);

    const report = buildReport(await new InsightsStore(api.deps.models, api.deps.logger).period([day]), names);
    expect(report.totals).toMatchObject({ searches: DAY_LIMITS.queries + 15, noResults: DAY_LIMITS.queries + 10, clicks: 2 });
    expect(report.dailySearches).toEqual([DAY_LIMITS.queries + 15]);
    expect(report.topSearches[0]).toMatchObject({ query: 'popular', searches: 5, clicks: 2, averagePosition: 1.5 });
    expect(report.noResults.every((s) => s.query.startsWith('rare '))).toBe(true);
  });

  it('holds today within the same limits in memory', async () => {
    const store = new InsightsStore(api.deps.models, api.deps.logger);
    const today = lastDays(new Date(), 1)[0]!;
    const before = buildReport(await store.period([today]), names).totals.searches;
    const rollup = emptyRollup();
    for (let i = 0; i < DAY_LIMITS.queries + 10; i += 1) searchCounts(rollup, `today ${i}`).searches = 1;
    rollup.comments.push(...Array.from({ length: DAY_LIMITS.commentsPerArticle + 5 }, (_, n) => comment('flooded', n, today)));
    store.apply(today, rollup);
    const [held] = await store.rollups([today]);
    expect(held!.searches.size).toBeLessThanOrEqual(DAY_LIMITS.queries);
    expect(held!.comments.filter((c) => c.articleId === 'flooded')).toHaveLength(DAY_LIMITS.commentsPerArticle);
    expect(buildReport(await store.period([today]), names).totals.searches - before).toBe(DAY_LIMITS.queries + 10);
  });
});
