import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { EditionArticle, Revision, type Article } from '@kb/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asAdmin, signIn } from '../../test/admin';
import { dataDirWithSnapshot, startProductionInstance } from '../../test/productionInstance';
import { startTestApi, type TestApi } from '../../test/harness';
import { translateAndPublish } from '../../test/translations';
import { generateKnowledgeBase } from '../seeding/generateArticles';
import { translationModels } from '../translations/models';

let a: TestApi;
let slugs: string[];

beforeAll(async () => {
  a = await startTestApi({ seed: false });
  await generateKnowledgeBase(a.deps.models, { articles: 30, mediaDir: mkdtempSync(path.join(os.tmpdir(), 'kb-media-')), versions: 2, languages: 3 });
  await a.deps.readModel.load(a.deps.models);
  slugs = a.deps.readModel.articleMetas().map((meta) => meta.slug);
}, 120_000);
afterAll(() => a.close());

/** A production-way instance on A's database, with its edition reads. */
async function startInstance(dataDir: string) {
  const instance = await startProductionInstance(a.databaseUri, dataDir);
  return {
    ...instance,
    read: async (slug: string, query: string) => EditionArticle.parse(await (await instance.get(`/api/articles/${slug}?${query}`)).json()),
    search: async (query: string) => ((await (await instance.get(`/api/search?${query}`)).json()) as { slug: string }[]).map((hit) => hit.slug),
  };
}

const articleOf = (slug: string): Article => a.deps.readModel.articleBySlug(slug)!;

describe('read-model snapshot with versions and translations (issue 31 at size)', () => {
  it('restores the forks and the published translations without reading them again, then applies what was published since', async () => {
    const dataDir = await dataDirWithSnapshot(a.databaseUri);

    // Published since the snapshot, the supported way (their events in the event log)…
    const admin = asAdmin(a, (await signIn(a)).sessionToken);
    const [translated, forked, untouched] = [articleOf(slugs[1]!), articleOf(slugs[2]!), articleOf(slugs[3]!)];
    await translateAndPublish(admin, translated.id, 'de', {
      title: 'Zephyrinen-Sperre',
      description: 'Neu',
      content: '<h2>Zephyrine</h2><p>Die Zephyrinen sperren.</p>',
    });
    const saved = Revision.parse(
      await (
        await admin.send('POST', '/api/admin/save-revision', { articleId: forked.id, content: '<p>Only release 1.0 locks the quillon.</p>', version: '1.0' })
      ).json(),
    );
    expect((await admin.send('POST', `/api/admin/publish-revision/${saved.id}`)).status).toBe(200);
    // …and behind every instance's back, straight into the database: a restart from the snapshot does not read these.
    await translationModels(a.deps.conn).Translation.updateOne({ _id: `${untouched.id}:de` }, { $set: { title: 'Nie gelesen' } });
    const fork = a.deps.readModel.versions.byName('1.0')!;
    await a.deps.models.VersionArticle.updateOne({ _id: `${fork._id}:${untouched.id}` }, { $set: { 'settings.title': 'Never read' } });

    const second = await startInstance(dataDir);
    await second.api.ready;
    try {
      expect(second.messages()).toContainEqual(expect.stringMatching(/^Restored \d+ published articles and the search index from the snapshot/));
      expect(second.messages()).not.toContainEqual(expect.stringMatching(/^Loaded \d+ published articles/));
      expect((await second.read(translated.slug, 'lang=de')).title).toBe('Zephyrinen-Sperre');
      expect((await second.read(forked.slug, 'version=1.0')).content).toContain('locks the quillon');
      expect((await second.read(forked.slug, '')).content).not.toContain('quillon');
      expect((await second.read(untouched.slug, 'lang=de')).title).not.toBe('Nie gelesen');
      expect((await second.read(untouched.slug, 'version=1.0')).title).toBe(untouched.title);
      expect(await second.search('q=zephyrinen&lang=de')).toEqual([translated.slug]);
      expect(await second.search('q=quillon&version=1.0')).toEqual([forked.slug]);
    } finally {
      await second.close();
    }
  }, 120_000);
});
