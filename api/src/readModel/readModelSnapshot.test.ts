import { statSync, truncateSync } from 'node:fs';
import path from 'node:path';
import { Article, SearchResult } from '@kb/contracts';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asAdmin, signIn } from '../../test/admin';
import { dataDirWithSnapshot, startProductionInstance } from '../../test/productionInstance';
import { startTestApi, type TestApi } from '../../test/harness';
import { startEpoch } from '../models/contentEpoch';
import { SNAPSHOT_FINGERPRINT } from './readModelSnapshot';
import { readSnapshotFile, writeSnapshotFile } from './snapshotFile';

let a: TestApi;

beforeAll(async () => {
  a = await startTestApi();
});
afterAll(async () => {
  await a.close();
});

const startInstance = (dataDir: string) => startProductionInstance(a.databaseUri, dataDir);

const snapshotOf = (dataDir: string) => path.join(dataDir, 'snapshot', 'read-model.bin');
const WARN = 40;

async function publishOnA(slug: string, html: string): Promise<void> {
  const admin = asAdmin(a, (await signIn(a)).sessionToken);
  const article = Article.parse(await (await a.get(`/api/articles/${slug}`)).json());
  const saved = await admin.send('POST', '/api/admin/save-revision', { articleId: article.id, content: html });
  expect(saved.status).toBe(200);
  const published = await admin.send('POST', `/api/admin/publish-revision/${((await saved.json()) as { id: string }).id}`);
  expect(published.status).toBe(200);
}

describe('read-model snapshot', () => {
  it('is written after loading, and a snapshot taken before a publish does not serve the old article', async () => {
    const dataDir = await dataDirWithSnapshot(a.databaseUri);
    expect((await readSnapshotFile(snapshotOf(dataDir), SNAPSHOT_FINGERPRINT)).ok).toBe(true);

    await publishOnA('genlock-and-timecode-setup', '<h2>Zephyrine lock</h2><p>Lock the zephyrine generator before the show.</p>');

    const second = await startInstance(dataDir);
    await second.api.ready;
    try {
      expect(second.messages()).toContainEqual(expect.stringMatching(/^Restored \d+ published articles and the search index from the snapshot/));
      const article = Article.parse(await (await second.get('/api/articles/genlock-and-timecode-setup')).json());
      expect(article.content).toContain('zephyrine generator');
      const results = z.array(SearchResult).parse(await (await second.get('/api/search?q=zephyrine')).json());
      expect(results.map((r) => r.slug)).toEqual(['genlock-and-timecode-setup']);
      const stats = await (await second.get('/api/stats')).json();
      expect(stats).toEqual(await (await a.get('/api/stats')).json());
    } finally {
      await second.close();
    }
  });

  it('serves nothing before the snapshot is read: health says search is not ready and reads answer 503, never an empty site', async () => {
    const dataDir = await dataDirWithSnapshot(a.databaseUri);

    const second = await startInstance(dataDir);
    try {
      expect(await (await second.get('/api/health')).json()).toMatchObject({ searchReady: false });
      expect((await second.get('/api/categories')).status).toBe(503);
      await second.api.ready;
      expect(await (await second.get('/api/health')).json()).toMatchObject({ searchReady: true });
      expect(await (await second.get('/api/categories')).json()).toEqual(await (await a.get('/api/categories')).json());
    } finally {
      await second.close();
    }
  });

  it('rebuilds a truncated snapshot from the database with a warning, and writes a whole one again', async () => {
    const dataDir = await dataDirWithSnapshot(a.databaseUri);
    const file = snapshotOf(dataDir);
    truncateSync(file, Math.floor(statSync(file).size / 2));

    const second = await startInstance(dataDir);
    await second.api.ready;
    try {
      const warnings = second.lines.filter((l) => l.level === WARN).map((l) => l.msg);
      expect(warnings).toContainEqual(expect.stringMatching(/read-model snapshot .* is damaged: .* \(cut short\); rebuilding it from the database$/));
      expect(second.messages()).toContainEqual(expect.stringMatching(/^Loaded \d+ published articles and built the search index/));
      expect(await (await second.get('/api/stats')).json()).toEqual(await (await a.get('/api/stats')).json());
      expect((await second.get('/api/articles/genlock-and-timecode-setup')).status).toBe(200);
    } finally {
      await second.close();
    }
    expect((await readSnapshotFile(file, SNAPSHOT_FINGERPRINT)).ok).toBe(true);
  });

  it('is not used when taken longer ago than the event log keeps its window (a day)', async () => {
    const dataDir = await dataDirWithSnapshot(a.databaseUri);
    const file = snapshotOf(dataDir);
    const read = await readSnapshotFile(file, SNAPSHOT_FINGERPRINT);
    if (!read.ok) throw new Error(read.detail);
    const { bodyBytes: _bytes, crc32: _crc, ...header } = read.header;
    await writeSnapshotFile(file, { ...header, takenAt: Date.now() - 23.5 * 3_600_000 }, read.body);

    const second = await startInstance(dataDir);
    await second.api.ready;
    await second.close();
    expect(second.messages()).toContainEqual(
      'The read-model snapshot is older than the event log’s last day, which instances follow; loading from the database',
    );
    expect(second.messages()).toContainEqual(expect.stringMatching(/^Loaded \d+ published articles and built the search index/));
  });

  it('is not used for content replaced since (a new content epoch), nor when written by other code', async () => {
    const dataDir = await dataDirWithSnapshot(a.databaseUri);
    expect((await readSnapshotFile(snapshotOf(dataDir), 'another fingerprint')).ok).toBe(false);

    await startEpoch(a.deps.models);
    const second = await startInstance(dataDir);
    await second.api.ready;
    await second.close();
    expect(second.messages()).toContainEqual('The read-model snapshot is of content since replaced (seed or generate); loading from the database');
  });
});
