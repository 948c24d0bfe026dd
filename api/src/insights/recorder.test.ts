import { describe, expect, it } from 'vitest';
import { testApiForFile } from '../../test/harness';
import { InsightsRecorder } from './recorder';
import { DAY_LIMITS } from './rollup';

const api = testApiForFile({ seed: false });

describe('InsightsRecorder', () => {
  it('writes at most DAY_LIMITS.commentsPerArticle "What was missing?" comments per article into a day\'s totals, and counts every vote', async () => {
    const recorder = new InsightsRecorder(api.deps.models, api.deps.logger, { apply: () => {} });
    const readers = Array.from({ length: DAY_LIMITS.commentsPerArticle + 5 }, (_, n) => ({ address: `reader ${n}`, network: `network ${n}` }));
    for (const reader of readers) expect(recorder.feedback(reader, 'flooded', false, `missing step from ${reader.address}`)).toBe(true);
    await recorder.flush();

    const deltas = await api.deps.models.InsightDelta.find().lean();
    expect(deltas.flatMap((d) => d.comments)).toHaveLength(DAY_LIMITS.commentsPerArticle);
    expect(deltas.flatMap((d) => d.votes)).toEqual([{ articleId: 'flooded', yes: 0, no: readers.length }]);
    // The raw rows (deleted after ANALYTICS_RETENTION_DAYS) keep every vote and comment.
    expect(await api.deps.models.ArticleFeedback.countDocuments()).toBe(2 * readers.length);
  });
});
