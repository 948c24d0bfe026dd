import { afterAll, describe, expect, it } from 'vitest';
import { HtmlPool } from './htmlPool';

/** A new worker's start-up counts towards the limit: run from source it compiles for about 0.6 s. */
const pool = new HtmlPool({ size: 1, timeLimitMs: 3_000 });
afterAll(() => pool.close());

/**
 * Within the shape limits (45,000 of the 50,000 elements allowed), but several times 3 s of work for Readability
 * even on a quiet machine (20,000 short paragraphs took 3-6 s, so the limit was sometimes not reached).
 */
const slowPage = `<h1>Slow</h1>${'<table><tr><td>'.repeat(60)}text${'</td></tr></table>'.repeat(60)}${'<p>words and more words, and then some more words to read</p>'.repeat(45_000)}`;

describe('HtmlPool', () => {
  it('answers a task from a worker thread, HtmlRefused for a too-deep input, and stops a task past its time limit', async () => {
    await expect(pool.run('sanitizeKeepingText', '<p>hi<script>x()</script></p>')).resolves.toEqual({ html: '<p>hi</p>', lost: null });
    await expect(pool.run('processArticleHtml', '<div>'.repeat(300))).rejects.toMatchObject({ name: 'HtmlRefused', code: 'htmlTooDeep' });

    const started = performance.now();
    await expect(pool.run('extractPage', slowPage, 'https://competitor.test/')).rejects.toMatchObject({
      name: 'HtmlRefused',
      code: 'htmlTooSlow',
      details: { timeLimitMs: 3_000 },
    });
    expect(performance.now() - started).toBeLessThan(4_000);
    // A fresh worker takes the next task.
    await expect(pool.run('sanitizeKeepingText', '<p>again</p>')).resolves.toEqual({ html: '<p>again</p>', lost: null });
  }, 30_000);
});

describe('HtmlPool.warm', () => {
  it('a worker started ahead answers the first task without a start-up to wait for', async () => {
    const timedFirstTask = async (pool: HtmlPool) => {
      const started = performance.now();
      await expect(pool.run('sanitizeKeepingText', '<p>first</p>')).resolves.toEqual({ html: '<p>first</p>', lost: null });
      return performance.now() - started;
    };
    const cold = new HtmlPool({ size: 1, timeLimitMs: 10_000 });
    const warmed = new HtmlPool({ size: 1, timeLimitMs: 10_000 });
    try {
      warmed.warm();
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      const [coldMs, warmMs] = [await timedFirstTask(cold), await timedFirstTask(warmed)];
      expect(warmMs).toBeLessThan(coldMs / 3);
    } finally {
      await Promise.all([cold.close(), warmed.close()]);
    }
  }, 30_000);
});
