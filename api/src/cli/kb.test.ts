import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApiForFile } from '../../test/harness';
import { folderWith, mkdocsSite } from '../../test/mkdocsSite';
import { repoRoot } from '../db/paths';

const run = promisify(execFile);
const api = testApiForFile({ seed: false });
let env: NodeJS.ProcessEnv;

/** Where the tools are built from this source for the file (inside api/, so the bundles find api's dependencies). */
let tools: string;

/**
 * Runs a command-line tool as `pnpm build` bundles it (api/dist/kb.mjs is `pnpm kb`'s code without tsx: a process
 * starts in a fraction of tsx's time) against the test's database.
 */
async function cli(script: 'kb' | 'seed', ...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, [path.join(tools, `${script}.mjs`), ...args], { cwd: repoRoot, env });
    return { code: 0, stdout, stderr };
  } catch (err) {
    const failed = err as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}
const kb = (...args: string[]) => cli('kb', ...args);

beforeAll(async () => {
  mkdirSync(path.join(repoRoot, 'api/node_modules/.cache'), { recursive: true });
  tools = mkdtempSync(path.join(repoRoot, 'api/node_modules/.cache/kb-cli-'));
  await run(process.execPath, ['build.mjs', tools], { cwd: path.join(repoRoot, 'api') });
  const { NODE_OPTIONS: _omit, ...rest } = process.env;
  env = { ...rest, MONGODB_URI: api.databaseUri, DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'kb-cli-')), LOG_LEVEL: 'silent', INIT_CWD: repoRoot };
});

afterAll(() => rmSync(tools, { recursive: true, force: true }));

describe('pnpm kb', () => {
  it('imports a folder, reports bad files by file and line with exit code 1, and exports it again', async () => {
    const folder = mkdtempSync(path.join(os.tmpdir(), 'kb-src-'));
    writeFileSync(path.join(folder, 'good.md'), '---\ntitle: Good Article\nslug: good-article\ncategory: [Guides]\n---\n# Good\n\nHello.\n');
    writeFileSync(path.join(folder, 'bad.md'), '---\ntitle: Bad\nslug: Bad Slug\ncategory: [Guides]\n---\ntext\n');
    const imported = await kb('import', folder);
    expect(imported.code).toBe(1);
    expect(imported.stdout).toContain(`Imported 1 articles from ${folder}: 1 new, 0 updated, 0 unchanged; 1 categories.`);
    expect(imported.stderr).toContain('error: bad.md:3: slug: must be lower-case words joined by -');
    expect(await api.deps.models.Article.countDocuments({ slug: 'good-article' })).toBe(1);

    const again = await kb('import', folder);
    expect(again.stdout).toContain('1 articles from');
    expect(again.stdout).toContain('0 new, 0 updated, 1 unchanged');
    expect(await api.deps.models.Article.countDocuments()).toBe(1);

    const out = path.join(mkdtempSync(path.join(os.tmpdir(), 'kb-out-')), 'export');
    const exported = await kb('export', out);
    expect(exported).toMatchObject({ code: 0, stderr: '' });
    expect(exported.stdout).toContain(`Exported 1 articles, 1 categories and 0 images to ${out}.`);
    expect(readdirSync(path.join(out, 'articles'))).toEqual(['good-article.html']);
  }, 60_000);

  it('prints the usage for a missing folder or an unknown command', async () => {
    const usage = await kb('import');
    expect(usage.code).toBe(2);
    expect(usage.stderr).toMatch(
      /^No folder given\nUsage: pnpm kb import \[--from kb\|docusaurus\|mkdocs\|gitbook\] \[--dry-run\] \[--main-version NAME\] \[--include-root FOLDER\] <folder> \| pnpm kb export <folder>/,
    );
    expect((await kb('publish', 'x')).code).toBe(2);
    const missing = await kb('import', '/no/such/folder');
    expect(missing).toMatchObject({ code: 1, stderr: 'error: No such folder: /no/such/folder\n' });
  }, 60_000);

  it('imports a Docusaurus or MkDocs site, detected on its own or named with --from, and reports its warnings', async () => {
    const site = path.join(repoRoot, 'api/test/fixtures/third_party/docusaurus');
    const detected = await kb('import', site);
    expect(detected.code).toBe(0);
    expect(detected.stdout).toContain(`Imported 8 articles from ${site} (Docusaurus): 8 new, 0 updated, 0 unchanged;`);
    expect(detected.stderr).toContain('warning: docs/mdx.md:1: not in sidebars.ts: placed in Documentation\n');
    expect(detected.stderr).toMatch(/\n\d+ warning\(s\): imported, but something was left out or is missing/);
    const slugs = (await api.deps.models.Article.find().lean<{ slug: string }[]>()).map((article) => article.slug);
    expect(slugs).toEqual(expect.arrayContaining(['stationary-objects', 'frigate-index', 'genai-config']));

    const named = await kb('import', '--from', 'docusaurus', site);
    expect(named.stdout).toContain('(Docusaurus): 0 new, 0 updated, 8 unchanged;');
    const mkdocs = await kb('import', mkdocsSite());
    expect(mkdocs.code).toBe(0);
    expect(mkdocs.stdout).toMatch(/\(MkDocs\): 4 new, 0 updated, 0 unchanged;/);
    expect(mkdocs.stderr).toContain('warning: mkdocs.yml:12: nav link to https://example.com/issues is not a page: not imported\n');
    const wrong = await kb('import', '--from', 'hugo', site);
    expect(wrong.code).toBe(2);
    expect(wrong.stderr).toMatch(/^--from must be kb or docusaurus or mkdocs or gitbook, not 'hugo'\nUsage: /);
  }, 120_000);

  it('ends every import with a fidelity summary per construct, and --dry-run prints it without writing anything', async () => {
    const site = path.join(repoRoot, 'api/test/fixtures/third_party/sqlmodel');
    const summary =
      /Fidelity:\n {2}construct +converted +kept as text +dropped\n(?: {2}.*\n)*? {2}include \{\* \*\} +40 +0 +0\n(?: {2}.*\n)*? {2}link +\d+ +2 +0\n(?: {2}.*\n)*? {2}2 kept as text, 0 dropped: see the warnings\.\n$/;
    const before = await api.deps.models.Article.countDocuments();
    const dry = await kb('import', '--dry-run', site);
    expect(dry.code).toBe(0);
    expect(dry.stdout).toMatch(new RegExp(`^Dry run: 4 articles read from ${site} \\(MkDocs\\); nothing written\\.\n`));
    expect(dry.stdout).toMatch(summary);
    expect(dry.stderr).toContain('warning: docs/tutorial/fastapi/tests.md:21: link to ../code-structure.md matches no page of the docs folder: kept as text\n');
    expect(await api.deps.models.Article.countDocuments()).toBe(before);

    const real = await kb('import', site);
    expect(real.stdout).toContain('(MkDocs): 4 new, 0 updated, 0 unchanged;');
    expect(real.stdout).toMatch(summary);
    expect(await api.deps.models.Article.countDocuments()).toBe(before + 4);
  }, 60_000);
});

describe('pnpm kb import --dry-run', () => {
  it('prints the warnings, errors and fidelity summary the import prints: one set of checks (slugs, missing images) for both', async () => {
    const site = folderWith('kb-same-report-', {
      'articles/a.md': '---\ntitle: A\nslug: report-same\ncategory: Guides\n---\n# A\n\n![Chart](images/missing.png)\n',
      'articles/b.md': '---\ntitle: B\nslug: report-same\ncategory: Guides\n---\n# B\n',
      'articles/c.md': '---\ntitle: C\nslug: report-other\ncategory: Guides\n---\n# C\n',
    });
    const dry = await kb('import', '--dry-run', site);
    const real = await kb('import', site);
    expect([dry.code, real.code]).toEqual([1, 1]);
    expect(dry.stderr).toBe(
      [
        'warning: articles/a.md: image images/missing.png not found',
        '1 warning(s): imported, but something was left out or is missing (above).',
        "error: articles/b.md:3: slug: 'report-same' is already used by articles/a.md",
        '1 file(s) could not be imported.',
        '',
      ].join('\n'),
    );
    expect(real.stderr).toBe(dry.stderr);
    const fidelity = (stdout: string) => stdout.slice(stdout.indexOf('Fidelity:'));
    expect(fidelity(dry.stdout)).toMatch(/^ {2}page +2 +0 +1$/m);
    expect(fidelity(real.stdout)).toBe(fidelity(dry.stdout));
  }, 60_000);
});

describe('pnpm kb import runs nothing from the folder it reads', () => {
  /** A page whose `---js` front matter writes `marker` when evaluated (gray-matter's default engines would). */
  const codeFrontMatter = (marker: string) =>
    `---js\n{ title: (require('node:fs').writeFileSync(${JSON.stringify(marker)}, 'ran'), 'Run'), slug: 'run-page', category: ['Guides'] }\n---\n# Code page\n\nBody kept.\n`;
  const site = (files: Record<string, string>) => {
    const folder = mkdtempSync(path.join(os.tmpdir(), 'kb-code-'));
    for (const [file, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(folder, file)), { recursive: true });
      writeFileSync(path.join(folder, file), text);
    }
    return folder;
  };

  it('leaves a ---js or ---javascript front matter unread, with a warning, in MkDocs and Docusaurus sites, dry run or not', async () => {
    const marker = path.join(mkdtempSync(path.join(os.tmpdir(), 'kb-marker-')), 'ran');
    const mkdocs = site({
      'mkdocs.yml': 'site_name: Code\nnav:\n  - Code: code.md\n  - Other: other.md\n',
      'docs/code.md': codeFrontMatter(marker),
      'docs/other.md': codeFrontMatter(marker).replace('---js', '---JavaScript '),
    });
    const docusaurus = site({
      'docusaurus.config.js': `require('node:fs').writeFileSync(${JSON.stringify(marker)}, 'config ran');\nmodule.exports = {};\n`,
      'sidebars.js': `require('node:fs').writeFileSync(${JSON.stringify(marker)}, 'sidebars ran');\nmodule.exports = { docs: ['scripted', 'uses-partial'] };\n`,
      'docs/scripted.md': codeFrontMatter(marker),
      'docs/uses-partial.mdx': "import Part from './_part.mdx';\n\n# Uses a partial\n\n<Part />\n",
      'docs/_part.mdx': codeFrontMatter(marker).replace('# Code page', 'From the partial.'),
    });
    for (const [folder, flavour, file] of [
      [mkdocs, 'mkdocs', 'docs/code.md'],
      [docusaurus, 'docusaurus', 'docs/scripted.md'],
    ] as const) {
      const dry = await kb('import', '--dry-run', '--from', flavour, folder);
      expect(dry.code).toBe(0);
      expect(dry.stderr).toContain(`warning: ${file}:1: front matter written in js is not read (only YAML and JSON are, never code): imported without it\n`);
      if (flavour === 'mkdocs') expect(dry.stderr).toContain('warning: docs/other.md:1: front matter written in JavaScript is not read');
      const real = await kb('import', '--from', flavour, folder);
      expect(real.code).toBe(0);
      expect(real.stdout).toMatch(/ 2 new, 0 updated, 0 unchanged;/);
    }
    expect(existsSync(marker)).toBe(false);
    const slugs = ['code', 'other', 'scripted', 'uses-partial'];
    const imported = (await api.deps.models.Article.find().lean<{ slug: string; content: string }[]>()).filter((article) => slugs.includes(article.slug));
    expect(imported.map((article) => article.slug).sort()).toEqual(['code', 'other', 'scripted', 'uses-partial']);
    expect(imported.find((article) => article.slug === 'scripted')!.content).toContain('Body kept.');
    expect(imported.find((article) => article.slug === 'uses-partial')!.content).toContain('From the partial.');
  }, 90_000);

  it('refuses our own format with a code front matter, by file and line, and still imports the other files', async () => {
    const marker = path.join(mkdtempSync(path.join(os.tmpdir(), 'kb-marker-')), 'ran');
    const folder = site({
      'code.md': codeFrontMatter(marker),
      'fine.md': '---\ntitle: Fine Page\nslug: fine-page\ncategory: [Guides]\n---\nFine.\n',
    });
    const result = await kb('import', folder);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('error: code.md:1: front matter written in js is not read (only YAML and JSON are, never code)\n');
    expect(result.stdout).toContain('1 new');
    expect(existsSync(marker)).toBe(false);
  }, 60_000);
});

describe('pnpm seed', () => {
  it('leaves a database with content alone, and with --reset replaces all content with the seed', async () => {
    const { Article, Category } = api.deps.models;
    const folder = mkdtempSync(path.join(os.tmpdir(), 'kb-own-'));
    writeFileSync(path.join(folder, 'own.md'), '---\ntitle: Our Own\nslug: our-own\ncategory: [Ours]\n---\nText.\n');
    expect((await kb('import', folder)).code).toBe(0);
    const before = await Article.countDocuments();

    const plain = await cli('seed');
    expect(plain.stdout).toContain('The database already has content; use `pnpm seed --reset` to replace it with the seed.');
    expect(await Article.countDocuments()).toBe(before);

    const reset = await cli('seed', '--reset');
    expect(reset).toMatchObject({ code: 0, stderr: '' });
    expect(reset.stdout).toContain('Seeded 19 categories and 42 articles.');
    expect(await Article.countDocuments()).toBe(42);
    expect(await Category.countDocuments()).toBe(19);
    expect(await Article.exists({ slug: 'our-own' })).toBeNull();
  }, 120_000);
});
