import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, testDatabaseUri, type TestApi } from '../../test/harness';
import { repoRoot } from '../db/paths';
import type { ArticleDoc, VersionArticleDoc, VersionDoc } from '../models';

const run = promisify(execFile);
/** Wails's docs site: versions.json with v2.15.0 and v2.13.0, translations in fr, ja and ko (MIT, see NOTICE.md). */
const site = path.join(repoRoot, 'api/test/fixtures/third_party/wails');
const databaseUri = testDatabaseUri();
let env: NodeJS.ProcessEnv;
let api: TestApi | undefined;

/** `pnpm kb import …` as the root script runs it, against this test's database. */
async function kbImport(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', 'api/src/cli/kb.ts', 'import', ...args], {
      cwd: repoRoot,
      env,
      maxBuffer: 1 << 24,
    });
    return { code: 0, stdout, stderr };
  } catch (err) {
    const failed = err as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

/** The app on the database the command wrote, its read model loaded from it again (as a restarted instance's). */
async function app(): Promise<TestApi> {
  api ??= await startTestApi({ uri: databaseUri, seed: false });
  await api.deps.readModel.load(api.deps.models);
  return api;
}

beforeAll(() => {
  const { NODE_OPTIONS: _omit, ...rest } = process.env;
  env = { ...rest, MONGODB_URI: databaseUri, DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'kb-editions-')), LOG_LEVEL: 'silent', INIT_CWD: repoRoot };
});
afterAll(() => api?.close());

describe('pnpm kb import of a Docusaurus site with versions and languages', () => {
  it('--dry-run reports the versions, languages and skips, and writes nothing', async () => {
    const dry = await kbImport('--dry-run', site);
    expect(dry.code).toBe(0);
    expect(dry.stdout).toContain('Dry run: 4 articles, 2 versions and 2 languages read from');
    expect(dry.stdout).toContain('  v2.15.0    versioned_docs/version-v2.15.0/: 4 pages: 4 shared with the main line, 0 differ, 0 main-line pages not in it\n');
    expect(dry.stdout).toContain('  ja  i18n/ja: 2 pages of the main line; v2.13.0: 1 page as in the main line\n');
    expect(dry.stdout).toContain('  i18n/ko: not a language of the knowledge base (de Deutsch, fr Français, es Español, ja 日本語): 2 pages not imported\n');
    const { models } = (await app()).deps;
    expect([await models.Article.countDocuments(), await models.Version.countDocuments(), await models.Revision.countDocuments()]).toEqual([0, 0, 0]);
  }, 120_000);

  it('imports docs/ as the main line, each version as a fork sharing its identical pages, and translations linked to their source', async () => {
    const imported = await kbImport(site);
    expect(imported.stderr).not.toContain('error:');
    expect(imported.code).toBe(0);
    expect(imported.stdout).toContain('Imported 4 articles from');
    expect(imported.stdout).toContain('4 new, 0 updated, 0 unchanged; 4 categories; 4 published as revisions.');
    expect(imported.stdout).toContain('2 shared with the main line, 1 differs, 1 main-line page not in it; created, 1 published, 0 unchanged, 1 taken off\n');
    expect(imported.stdout).toContain('  fr  i18n/fr: 2 pages of the main line; v2.13.0: 1 page as in the main line; 2 published, 0 unchanged\n');

    const { get, deps } = await app();
    expect(await (await get('/api/versions')).json()).toEqual([
      { name: 'next', status: 'current', current: true },
      { name: 'v2.15.0', status: 'deprecated', current: false },
      { name: 'v2.13.0', status: 'deprecated', current: false },
    ]);
    const articles = await deps.models.Article.find().lean<ArticleDoc[]>();
    const bySlug = (slug: string) => articles.find((article) => article.slug === slug)!;
    const older = (await deps.models.Version.findOne({ name: 'v2.13.0' }).lean<VersionDoc>())!;
    // Identical in both: the version points at the main line's published revision, no copy of its text.
    const shared = (await deps.models.VersionArticle.findById(`${older._id}:${bySlug('introduction')._id}`).lean<VersionArticleDoc>())!;
    expect(shared.revisionId).toBe(bySlug('introduction').publishedRevisionId);
    expect(shared.revisionId).not.toBeNull();
    expect(shared.fields).toBeNull();
    // options.mdx differs: v2.13.0 has its own text (without the option 2.15 added); the main line keeps its own.
    const options = async (query: string) => ((await (await get(`/api/articles/options${query}`)).json()) as { content: string }).content;
    expect(await options('?version=v2.13.0')).not.toContain('EnableAutoplayWithoutUserAction');
    expect(await options('')).toContain('EnableAutoplayWithoutUserAction');
    // The showcase page is not in v2.13.0: taken off the site there (410, as an unpublished article).
    expect((await get('/api/articles/redisviewer?version=v2.13.0')).status).toBe(410);
    expect((await get('/api/articles/redisviewer')).status).toBe(200);

    const french = (await (await get('/api/articles/howdoesitwork?lang=fr')).json()) as {
      title: string;
      edition: { kind: string; sourceRevisionId: string; outdated: boolean };
    };
    expect(french.title).toMatch(/^Comment ça marche\s\?$/);
    expect(french.edition).toMatchObject({ kind: 'translation', sourceRevisionId: bySlug('howdoesitwork').publishedRevisionId, outdated: false });
    const japanese = (await (await get('/api/articles/introduction?lang=ja')).json()) as { title: string; edition: { kind: string } };
    expect(japanese).toMatchObject({ title: 'イントロダクション', edition: { kind: 'translation' } });
    const translated = await deps.conn.collection('translations').distinct('lang');
    expect(translated.sort()).toEqual(['fr', 'ja']);
  }, 240_000);

  it('importing again writes nothing new and says so', async () => {
    const { deps } = await app();
    const counts = async () => [
      await deps.models.Revision.countDocuments(),
      await deps.conn.collection('translation_revisions').countDocuments(),
      await deps.models.VersionArticle.countDocuments(),
    ];
    const before = await counts();
    const again = await kbImport(site);
    expect(again.code).toBe(0);
    expect(again.stdout).toContain('0 new, 0 updated, 4 unchanged; 4 categories; 0 published as revisions.');
    expect(again.stdout).toContain('1 differs, 1 main-line page not in it; existed, 0 published, 1 unchanged, 0 taken off\n');
    expect(again.stdout).toContain('  ja  i18n/ja: 2 pages of the main line; v2.13.0: 1 page as in the main line; 0 published, 2 unchanged\n');
    expect(await counts()).toEqual(before);
  }, 240_000);
});
