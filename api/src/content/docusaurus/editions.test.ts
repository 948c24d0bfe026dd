import path from 'node:path';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { folderWith } from '../../../test/mkdocsSite';
import { repoRoot } from '../../db/paths';
import { readDocusaurusEditions } from './editions';
import { planEditions } from './editionsPlan';
import { editionsSummary } from './editionsReport';
import { matchLocale } from './locales';

/** Wails's docs site: versions.json with two versions, translations in fr, ja and ko (MIT, see NOTICE.md). */
const site = path.join(repoRoot, 'api/test/fixtures/third_party/wails');

describe('reading a Docusaurus site with versions and translations', () => {
  it('reads each versions.json entry and plans it against docs/: shared, differing and absent pages', async () => {
    const editions = await readDocusaurusEditions(site);
    const plan = planEditions(editions);
    expect(editions.main.pages.map((page) => page.file).sort()).toEqual([
      'community/showcase/redisviewer.mdx',
      'howdoesitwork.mdx',
      'introduction.mdx',
      'reference/options.mdx',
    ]);
    expect(plan.versions.map((v) => v.name)).toEqual(['v2.15.0', 'v2.13.0']);
    const [latest, older] = plan.versions;
    expect(latest!.plan.shared).toHaveLength(4);
    expect([latest!.plan.differing, latest!.plan.absent]).toEqual([[], []]);
    expect(older!.plan.shared.map((page) => page.meta.slug).sort()).toEqual(['howdoesitwork', 'introduction']);
    expect(older!.plan.differing.map(({ page }) => page.name)).toEqual(['versioned_docs/version-v2.13.0/reference/options.mdx']);
    expect(older!.plan.absent.map((page) => page.meta.slug)).toEqual(['redisviewer']);
    // The older release's page lacks the newer option.
    expect(older!.plan.differing[0]!.page.html).not.toContain('EnableAutoplayWithoutUserAction');
    expect(older!.plan.differing[0]!.main.html).toContain('EnableAutoplayWithoutUserAction');
  }, 60_000);

  it('matches translated pages to their source pages by path, keeps their slugs and links untranslated pages to the source', async () => {
    const editions = await readDocusaurusEditions(site);
    const plan = planEditions(editions);
    expect(plan.languages.map((l) => [l.lang, l.locale, l.pages.map((page) => page.meta.slug).sort()])).toEqual([
      ['fr', 'fr', ['howdoesitwork', 'introduction']],
      ['ja', 'ja', ['howdoesitwork', 'introduction']],
    ]);
    const french = plan.languages[0]!.pages.find((page) => page.meta.slug === 'howdoesitwork')!;
    expect(french.meta.title).toMatch(/^Comment ça marche\s\?$/);
    // `[OnStartup](reference/options.mdx#onstartup)`: options.mdx is not translated; the link goes to the article.
    const links = [...JSDOM.fragment(french.html).querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(links).toContain('/article/options#onstartup');
    // v2.13.0's translation of the introduction is the main line's: nothing of its own to import.
    expect(plan.languages[0]!.sharedInVersions).toEqual([{ version: 'v2.13.0', pages: 1 }]);
  }, 60_000);

  it('reports every locale, label file and theme text it does not import, with its reason', async () => {
    const plan = planEditions(await readDocusaurusEditions(site));
    expect(plan.skipped).toContain('i18n/ko: not a language of the knowledge base (de Deutsch, fr Français, es Español, ja 日本語): 2 pages not imported');
    expect(plan.skipped).toContain(
      "i18n/fr/docusaurus-plugin-content-docs/current.json: 9 translated labels (the version's name, sidebar categories and links): not imported: versions and categories have one name in every language",
    );
    expect(plan.skipped.filter((skip) => skip.startsWith('i18n/fr/code.json: '))).toHaveLength(1);
    expect(plan.skipped).toHaveLength(6);
    const summary = editionsSummary(await readDocusaurusEditions(site), plan);
    expect(summary).toContain('  v2.13.0    versioned_docs/version-v2.13.0/: 3 pages: 2 shared with the main line, 1 differs, 1 main-line page not in it');
    expect(summary).toContain('  fr  i18n/fr: 2 pages of the main line; v2.13.0: 1 page as in the main line');
  }, 60_000);

  it("counts each version's anchor problems in its own fidelity table, one per warning, as the dry run and the import print it", async () => {
    const editions = await readDocusaurusEditions(site);
    const plan = planEditions(editions);
    const anchorWarnings = (folder: string) => plan.warnings.filter((w) => w.startsWith(folder) && /the page has no section #/.test(w)).length;
    // v2.13.0's own options page links to sections it lacks (`#windowstartstate`…), each warned.
    expect(anchorWarnings('versioned_docs/version-v2.13.0/')).toBe(8);
    const older = plan.versions.find((v) => v.name === 'v2.13.0')!;
    expect(older.fidelity['link anchor']).toEqual({ converted: 0, text: 0, dropped: 8 });
    // Pages the version shares with the main line are the main line's: counted there, not again.
    expect(plan.versions.find((v) => v.name === 'v2.15.0')!.fidelity).toEqual({});
    const summary = editionsSummary(editions, plan);
    const table = summary.slice(summary.indexOf('Fidelity of the version v2.13.0 (1 page of its own):'));
    expect(
      table
        .find((line) => line.trim().startsWith('link anchor'))!
        .trim()
        .split(/\s+/),
    ).toEqual(['link', 'anchor', '0', '0', '8']);
    // The main line's table stays the main line's: its own 8 anchors.
    expect(editions.main.fidelity!['link anchor']!.dropped).toBe(8);
  }, 60_000);

  it("warns, before anything is written, of a version's page whose settings differ (so --dry-run says it as the import does)", async () => {
    const small = folderWith('kb-versions-', {
      'docusaurus.config.js': 'module.exports = {};\n',
      'versions.json': '["1.0"]\n',
      'docs/setup.md': '---\ntitle: Set up\n---\n\nRun `kb init`.\n',
      'versioned_docs/version-1.0/setup.md': '---\ntitle: Installing\n---\n\nRun `kb install`.\n',
    });
    const plan = planEditions(await readDocusaurusEditions(small));
    expect(plan.warnings).toEqual([
      "versioned_docs/version-1.0/setup.md: its title differs from docs/setup.md's: the version keeps the main line's (a version's own settings are not imported)",
    ]);
  });

  it('maps locales to the languages it ships by their primary subtag', () => {
    expect(['de-DE', 'fr', 'es-419', 'ja-JP'].map((locale) => matchLocale(locale))).toEqual([
      { kind: 'language', lang: 'de' },
      { kind: 'language', lang: 'fr' },
      { kind: 'language', lang: 'es' },
      { kind: 'language', lang: 'ja' },
    ]);
    expect(matchLocale('en-GB')).toEqual({ kind: 'source' });
    expect(matchLocale('zh-Hans').kind).toBe('unsupported');
  });
});
