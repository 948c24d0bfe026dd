import { trusted } from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../test/harness';
import { closeDays, pruneRawRows, startInsightsMaintenance } from './maintenance';
import { emptyRollup, lastDays, searchCounts, toStored, voteCounts } from './rollup';
import { InsightsStore } from './store';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ seed: false });
});
afterAll(() => api.close());

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
      await expect.poll(async () => (await SearchLog.find({ query: trusted({ $in: ['stale', 'recent'] }) }).lean()).map((e) => e.query), { timeout: 5000 }).toEqual(['recent']);
    } finally {
      maintenance.stop();
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

    await Promise.all([closeDays(api.deps.models), closeDays(api.deps.models), closeDays(api.deps.models)]);

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
