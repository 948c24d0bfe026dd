import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Article, SearchResult } from '@kb/contracts';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { testApiForFile } from '../../test/harness';
import { recordArticleChange } from '../commands/recordChange';
import { processArticleHtml } from '../content/pipeline';
import type { ArticleDoc } from '../models';
import { readModelFollower } from './readModelFollower';
import { startEventFeed } from '../events/eventFeed';
import { EVENT_ID_PREFIX, eventId, placeOf } from '../events/eventLog';
import { recordAudit } from '../commands/recordAudit';
import { trusted } from 'mongoose';
import { ReadModel, type ContentChanges } from './readModel';
import { publishedArticles } from '../../test/articles';
import { startProductionInstance, type ProductionInstance } from '../../test/productionInstance';

/** Instance A (seeded) and instance B, started the production way (startApi) on A's database. */
const a = testApiForFile();
let b: ProductionInstance;
beforeAll(async () => {
  b = await startProductionInstance(a.databaseUri, mkdtempSync(path.join(os.tmpdir(), 'kb-b-')));
  await b.api.ready;
});
afterAll(() => b.close());

/** Polls instance B until `check` passes; returns how long that took. */
async function waitOnB(check: () => Promise<boolean>, limitMs = 5000): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < limitMs) {
    if (await check()) return Date.now() - started;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`instance B did not catch up within ${limitMs} ms`);
}

/** What publishing does on instance A: write the article, update A's read model, log the change (an event). */
async function publishOnA(article: ArticleDoc): Promise<void> {
  await a.deps.models.Article.replaceOne({ _id: article._id }, article, { upsert: true });
  a.deps.readModel.setArticle(article);
  await recordArticleChange(a.deps.models, article._id, a.deps.readModel);
}

/** The ids of the articles each poll applied to this read model (set, changed or removed). */
function appliedIds(readModel: ReadModel): string[][] {
  const applied: string[][] = [];
  vi.spyOn(readModel, 'applyChanges').mockImplementation(function (this: ReadModel, changes: ContentChanges) {
    applied.push([...(changes.articles ?? []).map((article) => article._id), ...(changes.removedIds ?? [])]);
    return ReadModel.prototype.applyChanges.call(this, changes);
  });
  return applied;
}

describe('several API instances on one database', () => {
  it('B shows an article changed on A, in reads and search, within 5 seconds', async () => {
    const doc = publishedArticles(a.deps.readModel).find((x) => x.slug === 'genlock-and-timecode-setup')!;
    const processed = processArticleHtml('<h2>Quasarwave reference</h2><p>Lock the quasarwave generator before the show.</p>');
    await publishOnA({
      ...doc,
      title: 'Genlock and Timecode Setup (revised)',
      content: processed.content,
      headings: processed.headings,
      updatedAt: new Date(),
    });

    const took = await waitOnB(async () => {
      const article = Article.parse(await (await fetch(`${b.url}/api/articles/genlock-and-timecode-setup`)).json());
      return article.title === 'Genlock and Timecode Setup (revised)';
    });
    expect(took).toBeLessThan(5000);
    const results = z.array(SearchResult).parse(await (await fetch(`${b.url}/api/search?q=quasarwave`)).json());
    expect(results.map((r) => r.slug)).toEqual(['genlock-and-timecode-setup']);
  });

  it('B lists a new article in its category tree and stats', async () => {
    const before = (await (await fetch(`${b.url}/api/stats`)).json()) as { articles: number };
    const template = publishedArticles(a.deps.readModel)[0]!;
    await publishOnA({ ...template, _id: crypto.randomUUID(), slug: 'brand-new-article', title: 'Brand New Article', createdAt: new Date() });
    await waitOnB(async () => ((await (await fetch(`${b.url}/api/stats`)).json()) as { articles: number }).articles === before.articles + 1);
    expect((await fetch(`${b.url}/api/articles/brand-new-article`)).status).toBe(200);
  });

  it('numbers the events of several instances writing at once one after another, with no place taken twice', async () => {
    const before = await a.deps.models.AuditEntry.countDocuments({ _id: trusted({ $regex: `^${EVENT_ID_PREFIX}` }) });
    const actor = { personId: null, adminName: 'numbering test' };
    const writes = Array.from({ length: 12 }, (_, i) => recordAudit((i % 2 ? b.api.deps : a.deps).models, actor, 'settings.update', `write:${i}`));
    await Promise.all(writes);
    const events = await a.deps.models.AuditEntry.find({ _id: trusted({ $regex: `^${EVENT_ID_PREFIX}` }) }, { _id: 1, target: 1 }).lean<
      { _id: string; target: string }[]
    >();
    expect(events).toHaveLength(before + 12);
    const places = events.map((event) => placeOf(event._id)).sort((x, y) => x - y);
    expect(places).toEqual(Array.from({ length: places.length }, (_, i) => i + 1));
    expect(new Set(events.filter((event) => event.target?.startsWith('write:')).map((event) => event.target)).size).toBe(12);
  });

  it("applies an instance's events on the other instance only: the writer's follower skips its own", async () => {
    const template = publishedArticles(a.deps.readModel)[0]!;
    const article = { ...template, _id: crypto.randomUUID(), slug: 'written-on-a', title: 'Written on A', createdAt: new Date() };
    await a.deps.models.Article.create(article);
    a.deps.readModel.setArticle(article);
    const onA = appliedIds(a.deps.readModel);
    const onB = appliedIds(b.api.deps.readModel);
    // A follows the log as a started instance does (B has since its start).
    const feed = startEventFeed(a.deps.models, { intervalMs: 3_600_000 });
    const follower = readModelFollower(a.deps.models, a.deps.readModel, await feed.lastPlace());
    feed.follow(follower);
    try {
      const from = follower.cursor();
      await recordArticleChange(a.deps.models, article._id, a.deps.readModel);
      await waitOnB(async () => onB.some((ids) => ids.includes(article._id)));
      expect(await feed.pollNow()).toBe(true);
      expect(follower.cursor()).toBeGreaterThan(from);
      expect(onA.filter((ids) => ids.includes(article._id))).toEqual([]);
      expect(onB.filter((ids) => ids.includes(article._id))).toHaveLength(1);
      expect(a.deps.readModel.articleDoc(article._id)?.title).toBe('Written on A');
    } finally {
      await feed.stop();
      vi.restoreAllMocks();
    }
  });
  // Last: the free place it leaves holds B's follower for its 30 s.
  it('passes a place left free by a failed insert once later ones have waited long enough', async () => {
    const feed = startEventFeed(a.deps.models, { intervalMs: 3_600_000, holeWaitMs: 300 });
    const end = await feed.lastPlace();
    const follower = readModelFollower(a.deps.models, a.deps.readModel, end);
    feed.follow(follower);
    try {
      // The place after the end stays free: the event after it is written directly, as if an insert before it had failed.
      await a.deps.models.EventFeedEntry.create({
        _id: eventId(end + 2),
        adminName: 'hole test',
        action: 'content.change',
        target: null,
        createdAt: new Date(),
      });
      expect(await feed.pollNow()).toBe(true);
      expect(follower.cursor()).toBe(end);
      await new Promise((resolve) => setTimeout(resolve, 400));
      expect(await feed.pollNow()).toBe(true);
      expect(follower.cursor()).toBe(end + 2);
    } finally {
      await feed.stop();
    }
  });
});
