import fc from 'fast-check';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabase } from '../../test/harness';
import { answerOf, contentOps, expectSameAnswer, queryOf, querySeeds, type ContentOp } from '../../test/sameRanking';
import { CORPUS_FOLDERS, markdownCorpus } from '../../test/searchCorpora';
import { startEpoch } from '../models/contentEpoch';
import { recordArticleChange } from '../commands/recordChange';
import { openDatabase, type OpenDatabase } from '../db/openDatabase';
import { createLogger } from '../logger';
import type { ArticleDoc } from '../models';
import { startEventFeed } from '../events/eventFeed';
import { readModelFollower } from './readModelFollower';
import { ReadModel } from './readModel';
import { ReadModelSnapshots } from './readModelSnapshot';
import { startReadModel } from './startReadModel';

let db: OpenDatabase;
beforeAll(async () => {
  db = await openDatabase(testDatabase());
});
afterAll(async () => {
  await db.conn.dropDatabase().catch(() => {});
  await db.conn.close();
});

const corpus = markdownCorpus(CORPUS_FOLDERS.en, 'en');
const pool = corpus.articles;

/** What a publish, an unpublish or a rename does on the instance that makes it: the article written, its read model changed, the change logged (an event). */
async function change(op: ContentOp, current: Map<string, ArticleDoc>, served: ReadModel): Promise<void> {
  const original = pool[op.at % pool.length]!;
  const now = current.get(original._id) ?? original;
  let next: ArticleDoc;
  if (op.kind === 'unpublish') {
    if (now.status !== 'published' || !current.has(original._id)) return;
    next = { ...now, status: 'unpublished' };
  } else if (op.kind === 'publish') next = { ...original, status: 'published' };
  else {
    const source = pool[op.from % pool.length]!;
    const words = source.title.split(' ');
    next =
      op.kind === 'rename'
        ? { ...now, title: `${source.title} ${words[op.word % words.length]}`, status: 'published' }
        : { ...now, content: source.content, headings: source.headings, status: 'published' };
  }
  next = { ...next, updatedAt: new Date() };
  current.set(next._id, next);
  await db.models.Article.replaceOne({ _id: next._id }, next, { upsert: true });
  served.setArticle(next);
  await recordArticleChange(db.models, next._id, served);
}

describe('an instance restarted from its snapshot, or serving since the start, catching up from the event log', () => {
  it('ranks the Frigate documentation exactly as an instance that loaded it from the database', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.boolean(), { minLength: pool.length, maxLength: pool.length }),
        contentOps(8),
        contentOps(8),
        querySeeds(10),
        async (initial, before, after, seeds) => {
          const { models } = db;
          // The event log stays: it is numbered, and every run reads on from its end.
          await Promise.all([models.Article.deleteMany({}), models.Category.deleteMany({})]);
          await models.Category.insertMany(corpus.categories);
          const current = new Map(pool.filter((_, i) => initial[i]).map((article) => [article._id, article]));
          if (current.size > 0) await models.Article.insertMany([...current.values()]);
          const epoch = await startEpoch(models);

          const feed = startEventFeed(models, { intervalMs: 3_600_000 });
          const end = await feed.lastPlace();
          const served = new ReadModel();
          await served.load(models);
          const follower = readModelFollower(models, served, end);
          // Another instance on the same database, serving since the start: it learns every change from the event log.
          const peerFeed = startEventFeed(models, { intervalMs: 3_600_000 });
          const peer = new ReadModel();
          await peer.load(models);
          peerFeed.follow(readModelFollower(models, peer, end));
          for (const op of before) await change(op, current, served);
          expect(await peerFeed.pollNow()).toBe(true);
          const dataDir = mkdtempSync(path.join(os.tmpdir(), 'kb-restored-'));
          const file = path.join(dataDir, 'read-model.bin');
          const logged: string[] = [];
          const logger = createLogger('info', new Writable({ write: (chunk, _encoding, done) => (logged.push(JSON.parse(String(chunk)).msg), done()) }));
          // Its own events are in it: its cursor is the log's end now.
          await follower.apply([], await feed.lastPlace());
          await new ReadModelSnapshots(file, logger).write(served, follower.cursor(), epoch);
          for (const op of after) await change(op, current, served);

          const restarted = new ReadModel();
          const started = startReadModel(models, restarted, { logger, snapshotFile: file, feed });
          await started.ready;
          await started.stop();
          await feed.stop();
          expect(await peerFeed.pollNow()).toBe(true);
          await peerFeed.stop();
          rmSync(dataDir, { recursive: true, force: true });
          expect(logged).toContainEqual(expect.stringMatching(/^Restored \d+ published articles and the search index from the snapshot/));
          const rebuilt = new ReadModel();
          await rebuilt.load(models);

          const texts = pool.map((article) => `${article.title}\n${article.content.replace(/<[^>]*>/g, '\n')}`);
          for (const seed of seeds) {
            const query = queryOf(seed, texts);
            const expected = answerOf(rebuilt.searchIndex, query);
            expectSameAnswer(answerOf(restarted.searchIndex, query), expected, `restarted, "${query}"`);
            expectSameAnswer(answerOf(served.searchIndex, query), expected, `served since its load, "${query}"`);
            expectSameAnswer(answerOf(peer.searchIndex, query), expected, `another instance following the event log, "${query}"`);
          }
        },
      ),
      // A run takes seconds on the database: the first failing one is reported as found, not shrunk.
      { numRuns: 3, endOnFailure: true },
    );
  }, 120_000);
});
