import { mkdirSync, mkdtempSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Article } from '@kb/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../test/harness';
import { seedFolder } from '../seeding/seed';
import { exportContent } from './exportContent';
import { importContent } from './importContent';
import { publishedArticles } from '../../test/articles';

const tmp = (name: string) => mkdtempSync(path.join(os.tmpdir(), `kb-${name}-`));
const json = async (api: TestApi, pathname: string) => (await api.get(pathname)).json();

let seeded: TestApi;
let empty: TestApi;
beforeAll(async () => {
  [seeded, empty] = await Promise.all([startTestApi(), startTestApi({ seed: false })]);
});
afterAll(async () => {
  await Promise.all([seeded.close(), empty.close()]);
});

describe('export, then import into an empty database', () => {
  it('gives the same site: categories, stats and every article field', async () => {
    const folder = path.join(tmp('export'), 'out');
    const media = tmp('media');
    await importContent(seeded.deps.models, seedFolder, media);
    const exported = await exportContent(seeded.deps.models, folder, media);
    expect(exported).toMatchObject({ articles: 42, categories: 19, warnings: [] });
    expect(exported.images).toBeGreaterThan(10);
    expect(readdirSync(path.join(folder, 'articles'))).toContain('lens-calibration-basics.html');
    expect(readFileSync(path.join(folder, 'articles', 'lens-calibration-basics.html'), 'utf8')).toContain('src="images/a-lens-grid.svg"');

    const result = await importContent(empty.deps.models, folder, tmp('media2'));
    expect(result).toMatchObject({ articles: 42, created: 42, updated: 0, errors: [], warnings: [] });
    await empty.deps.readModel.load(empty.deps.models);
    expect(await json(empty, '/api/categories')).toEqual(await json(seeded, '/api/categories'));
    expect(await json(empty, '/api/stats')).toEqual(await json(seeded, '/api/stats'));
    for (const { slug } of publishedArticles(seeded.deps.readModel)) {
      const original = Article.parse(await json(seeded, `/api/articles/${slug}`));
      expect(Article.parse(await json(empty, `/api/articles/${slug}`))).toEqual(original);
    }
  });

  it('refuses to export into a folder that is not empty', async () => {
    const folder = tmp('busy');
    writeFileSync(path.join(folder, 'keep.txt'), 'x');
    await expect(exportContent(seeded.deps.models, folder, tmp('m'))).rejects.toThrow(`The folder ${folder} is not empty`);
  });
});

describe('import', () => {
  it('updates by slug on re-import, never duplicates, and rewrites only what changed', async () => {
    const { models } = seeded.deps;
    const media = tmp('media');
    const again = await importContent(models, seedFolder, media);
    expect(again).toMatchObject({ articles: 42, created: 0, updated: 0, unchanged: 42, errors: [] });
    expect(await models.Article.countDocuments()).toBe(42);
    expect(await models.Category.countDocuments()).toBe(19);

    const folder = tmp('edit');
    mkdirSync(path.join(folder, 'articles'));
    const original = readFileSync(path.join(seedFolder, 'articles', 'genlock-and-timecode-setup.html'), 'utf8');
    writeFileSync(path.join(folder, 'articles', 'genlock.html'), original.replace('title: Genlock and Timecode Setup', 'title: Genlock and Timecode, Revised'));
    const edited = await importContent(models, folder, media);
    expect(edited).toMatchObject({ articles: 1, created: 0, updated: 1, unchanged: 0 });
    const doc = await models.Article.findOne({ slug: 'genlock-and-timecode-setup' }).lean();
    expect(doc!.title).toBe('Genlock and Timecode, Revised');
    expect(await models.Article.countDocuments()).toBe(42);
    // Running instances reload it: an event names it.
    expect(await models.AuditEntry.countDocuments({ changed: doc!._id })).toBeGreaterThanOrEqual(1);
  });

  it('reads Markdown with front matter or a sidecar JSON, and HTML; one bad file does not stop the others', async () => {
    const folder = tmp('mixed');
    const write = (name: string, text: string) => writeFileSync(path.join(folder, name), text);
    mkdirSync(path.join(folder, 'images'));
    write('images/diagram.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
    write(
      'markdown-guide.md',
      '---\ntitle: Markdown Guide\nslug: markdown-guide\ncategory: [Guides, Writing]\ntags: [docs]\n---\n# Intro\n\nSome **bold** text.\n\n![Diagram](images/diagram.svg)\n\n## Steps\n\n* one\n* two\n',
    );
    write('sidecar-guide.md', '## Sidecar\n\nBody from a sidecar article.\n');
    write('sidecar-guide.json', JSON.stringify({ title: 'Sidecar Guide', slug: 'sidecar-guide', category: 'Guides', keywords: ['sidecar'] }, null, 2));
    write('plain.html', '---\ntitle: Plain\nslug: plain-page\ncategory: Guides\n---\n<h2>Hello</h2><p>World <script>alert(1)</script></p>');
    write('bad-slug.md', '---\ntitle: Bad\nslug: Not A Slug\ncategory: [Guides]\n---\ntext');
    write('bad-yaml.md', '---\ntitle: Bad\nslug: [oops\n---\ntext');
    write('no-title.html', '---\nslug: no-title\ncategory: Guides\n---\n<p>x</p>');
    write('no-meta.md', 'Just text');
    write('bad-sidecar.md', 'text');
    write('bad-sidecar.json', '{\n  "title": "X",\n  "slug" "x"\n}');
    write('deep.html', `---\ntitle: Deep\nslug: deep\ncategory: Guides\n---\n${'<div>'.repeat(5_000)}x${'</div>'.repeat(5_000)}`);
    write('zz-duplicate.md', '---\ntitle: Again\nslug: plain-page\ncategory: Guides\n---\ntext');
    mkdirSync(path.join(folder, 'unreadable.md'));

    const result = await importContent(empty.deps.models, folder, tmp('media'));
    expect(result.errors).toEqual([
      'bad-sidecar.json:3: invalid JSON: Unexpected string in JSON at position 27',
      'bad-slug.md:3: slug: must be lower-case words joined by -',
      'bad-yaml.md:4: invalid front matter: unexpected end of the stream within a flow collection',
      'no-meta.md:1: no front matter (a --- block) and no sidecar no-meta.json',
      'no-title.html:1: title: is required',
      'unreadable.md:1: could not be read: EISDIR: illegal operation on a directory, read',
      'deep.html: The HTML is nested more than 256 elements deep',
      "zz-duplicate.md:3: slug: 'plain-page' is already used by plain.html",
    ]);
    expect(result).toMatchObject({ created: 3, warnings: [] });
    await empty.deps.readModel.load(empty.deps.models);
    const markdown = Article.parse(await json(empty, '/api/articles/markdown-guide'));
    expect(markdown).toMatchObject({ categoryName: 'Writing', parentCategoryName: 'Guides', semanticTags: ['docs'] });
    expect(markdown.content).toContain('<strong>bold</strong>');
    expect(markdown.content).toContain('src="/media/diagram.svg"');
    expect(markdown.tableOfContents).toEqual([{ id: 'intro', title: 'Intro', level: 1, children: [{ id: 'steps', title: 'Steps', level: 2, children: [] }] }]);
    expect(Article.parse(await json(empty, '/api/articles/sidecar-guide')).seoKeywords).toEqual(['sidecar']);
    expect(Article.parse(await json(empty, '/api/articles/plain-page')).content).not.toContain('script');
  });

  it('reads nothing from outside the folder: linked articles, sidecars, categories and images are left out with a warning', async () => {
    const outside = tmp('outside');
    writeFileSync(path.join(outside, 'creds.md'), '---\ntitle: Creds\nslug: creds\ncategory: [Guides]\n---\naws_secret_access_key = abc\n');
    writeFileSync(path.join(outside, 'creds.json'), JSON.stringify({ title: 'Leak', slug: 'leak', category: 'Guides' }));
    writeFileSync(path.join(outside, 'categories.json'), JSON.stringify([{ name: 'Secret', slug: 'secret' }]));
    writeFileSync(path.join(outside, 'leak.png'), 'aws_secret_access_key = abc');
    const folder = tmp('linked');
    mkdirSync(path.join(folder, 'articles'));
    mkdirSync(path.join(folder, 'images'));
    writeFileSync(path.join(folder, 'articles', 'own.md'), '---\ntitle: Own\nslug: own-linked\ncategory: [Guides]\n---\nMine.\n');
    writeFileSync(path.join(folder, 'articles', 'body.md'), 'Body of a linked sidecar.\n');
    writeFileSync(path.join(folder, 'images', 'own.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    symlinkSync(path.join(outside, 'creds.md'), path.join(folder, 'articles', 'creds.md'));
    symlinkSync(path.join(outside, 'creds.json'), path.join(folder, 'articles', 'body.json'));
    symlinkSync(path.join(outside, 'categories.json'), path.join(folder, 'categories.json'));
    symlinkSync(path.join(outside, 'leak.png'), path.join(folder, 'images', 'leak.png'));
    symlinkSync(path.join(folder, 'images', 'own.svg'), path.join(folder, 'images', 'own-again.svg'));
    const media = tmp('media');

    const result = await importContent(empty.deps.models, folder, media);
    expect(result.warnings).toEqual([
      'categories.json:1: a link to a file outside the imported folder: not imported',
      'articles/body.json:1: a link to a file outside the imported folder: not imported',
      'articles/creds.md:1: a link to a file outside the imported folder: not imported',
      'images/leak.png:1: a link to a file outside the imported folder: not imported',
    ]);
    expect(result.errors).toEqual(['articles/body.md:1: no front matter (a --- block) and no sidecar articles/body.json']);
    expect(result).toMatchObject({ articles: 1, created: 1 });
    expect(readdirSync(media).sort()).toEqual(['own-again.svg', 'own.svg']);
    const slugs = (await empty.deps.models.Article.find().lean()).map((article) => article.slug);
    expect(slugs).toContain('own-linked');
    expect(slugs).not.toContain('creds');
    expect(slugs).not.toContain('leak');
    expect(await empty.deps.models.Category.countDocuments({ slug: 'secret' })).toBe(0);
  });

  it('an image whose name has a bare % is imported and exported like any other, and stops nothing', async () => {
    const folder = tmp('percent');
    mkdirSync(path.join(folder, 'images'));
    writeFileSync(path.join(folder, 'images', '50%.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    writeFileSync(path.join(folder, 'half-size.md'), '---\ntitle: Half Size\nslug: half-size\ncategory: [Guides]\n---\nAt ![Half](images/50%.svg) scale.\n');
    const media = tmp('media');
    const result = await importContent(empty.deps.models, folder, media);
    expect(result).toMatchObject({ articles: 1, errors: [], warnings: [] });
    // This database holds earlier tests' articles too, whose images are in other media folders.
    const out = path.join(tmp('export'), 'out');
    const exported = await exportContent(empty.deps.models, out, media);
    expect(exported.warnings.filter((warning) => warning.includes('50%'))).toEqual([]);
    expect(readdirSync(path.join(out, 'images'))).toContain('50%.svg');
    expect(readFileSync(path.join(out, 'articles', 'half-size.html'), 'utf8')).toContain('src="images/50%.svg"');
  });
});
