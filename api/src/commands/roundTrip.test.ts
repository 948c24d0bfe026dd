import { copyFileSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import escapeHtml from 'escape-html';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../test/harness';
import { repoRoot } from '../db/paths';
import type { ArticleDoc, CategoryDoc, Models, SlugRedirectDoc } from '../models';
import { categoryPath } from '../readModel/searchDocs';
import { exportContent } from './exportContent';
import type { ImportPage } from '../content/importSource';
import { importContent, writeImport } from './importContent';

const tmp = (name: string) => mkdtempSync(path.join(os.tmpdir(), `kb-${name}-`));
const IMAGES = ['a-asset-library.svg', 'a-keying-pipeline.svg', 'a-latency-timeline.svg'];

// Text with what YAML, HTML and front matter find hard: colons, quotes, ampersands, '---' lines, non-ASCII.
const word = fc.constantFrom('lens', 'genlock', 'Tracking', 'écran', 'a: b', '"quoted"', "it's", 'x & y', '<tag>', '#hash', '- item', '---', '10%', '日本');
const text = fc.array(word, { minLength: 1, maxLength: 6 }).map((words) => words.join(' '));
const html = (value: string) => escapeHtml(value);
const block = fc.oneof(
  text.map((t) => `<p>${html(t)} <strong>${html(t)}</strong> <a href="https://example.com/a?b=1&amp;c=2">link</a></p>`),
  text.map((t) => `<h2>${html(t)}</h2>`),
  fc
    .tuple(text, text)
    .map(([a, b]) => `<table><thead><tr><th>${html(a)}</th><th>B</th></tr></thead><tbody><tr><td>${html(b)}</td><td>2</td></tr></tbody></table>`),
  text.map((t) => `<blockquote><strong>Best Practice:</strong> ${html(t)}</blockquote>`),
  text.map((t) => `<blockquote class="kb-admonition kb-admonition-warning"><p><strong>Warning:</strong> ${html(t)}</p></blockquote>`),
  fc.array(text, { minLength: 1, maxLength: 4 }).map((lines) => `<pre><code class="language-yaml">---\n${html(lines.join('\n'))}\n---\n</code></pre>`),
  fc.tuple(fc.constantFrom(...IMAGES), text).map(([image, alt]) => `<p><img src="/media/${image}" alt="${html(alt)}"></p>`),
  fc.constantFrom('e=mc^2', '\\frac{a}{b}', 'x_{1} < y').map((tex) => `<p><span class="formula" data-formula="${html(tex)}">${html(tex)}</span></p>`),
);
const slug = fc.stringMatching(/^[a-z]{2,6}(?:-[a-z0-9]{1,4}){0,2}$/);
const article = fc.record({
  title: text,
  category: fc.array(fc.constantFrom('Guides', 'Camera: Tracking', 'Écrans', '"Quoted"'), { minLength: 1, maxLength: 2 }),
  description: fc.oneof(fc.constant(''), text),
  keywords: fc.uniqueArray(word, { maxLength: 3 }),
  tags: fc.uniqueArray(word, { maxLength: 3 }),
  order: fc.integer({ min: 0, max: 5 }),
  blocks: fc.array(block, { minLength: 1, maxLength: 6 }),
  createdAt: fc.date({ min: new Date('2020-01-01'), max: new Date('2026-01-01'), noInvalidDate: true }),
});
/** Articles with unique slugs, and old slugs (redirects) that no article has. */
const site = fc.uniqueArray(slug, { minLength: 2, maxLength: 12 }).chain((slugs) => {
  const split = Math.max(1, Math.ceil(slugs.length / 2));
  const [own, old] = [slugs.slice(0, split), slugs.slice(split)];
  return fc.tuple(
    fc.constant(own),
    fc.constant(old),
    fc.array(article, { minLength: own.length, maxLength: own.length }),
    fc.array(fc.nat(own.length - 1), { minLength: old.length, maxLength: old.length }),
  );
});

/** Everything a reader or an editor sees of a knowledge base: articles (every field), categories by path, redirects. */
async function snapshot(models: Models) {
  const categories = await models.Category.find().lean<CategoryDoc[]>();
  const byId = new Map(categories.map((c) => [c._id, c]));
  const articles = (await models.Article.find().sort({ _id: 1 }).lean<ArticleDoc[]>()).map(({ categoryId, ...rest }) => {
    const { _id, slug, title, content, metaDescription, seoKeywords, semanticTags, order, createdAt, updatedAt, headings, readingTime, wordCount, imageCount } =
      rest;
    return {
      _id,
      slug,
      title,
      content,
      metaDescription,
      seoKeywords,
      semanticTags,
      order,
      createdAt,
      updatedAt,
      headings,
      readingTime,
      wordCount,
      imageCount,
      category: categoryPath(categoryId, byId),
    };
  });
  const tree = categories
    .map((c) => ({ path: categoryPath(c._id, byId), slug: c.slug, order: c.order }))
    .sort((a, b) => a.path.join('/').localeCompare(b.path.join('/')));
  const redirects = (await models.SlugRedirect.find().sort({ _id: 1 }).lean<SlugRedirectDoc[]>()).map(({ _id, articleId }) => ({ _id, articleId }));
  return { articles, tree, redirects };
}

async function clear(models: Models) {
  await Promise.all([models.Article.deleteMany({}), models.Category.deleteMany({}), models.SlugRedirect.deleteMany({})]);
}

let source: TestApi;
let target: TestApi;
beforeAll(async () => {
  [source, target] = await Promise.all([startTestApi({ seed: false }), startTestApi({ seed: false })]);
});
afterAll(async () => {
  await Promise.all([source.close(), target.close()]);
});

describe('kb export, then kb import into an empty database', () => {
  it('loses nothing: articles with tables, callouts, code, images and formulas, their categories and redirects', async () => {
    const seedImages = path.join(repoRoot, 'api/seed/content/images');
    await fc.assert(
      fc.asyncProperty(site, async ([slugs, oldSlugs, articles, owners]) => {
        await Promise.all([clear(source.deps.models), clear(target.deps.models)]);
        const media = tmp('rt-media');
        for (const image of IMAGES) copyFileSync(path.join(seedImages, image), path.join(media, image));
        const pages: ImportPage[] = articles.map((a, index) => ({
          name: `${slugs[index]}.html`,
          meta: { ...a, slug: slugs[index]!, createdAt: a.createdAt, updatedAt: a.createdAt },
          html: a.blocks.join('\n'),
          where: (key) => `${slugs[index]}.html:${key}`,
        }));
        const written = await writeImport(source.deps.models, { categorySpecs: [], pages, images: [], errors: [], warnings: [] }, media);
        expect(written.errors).toEqual([]);
        const ids = new Map((await source.deps.models.Article.find().lean<ArticleDoc[]>()).map((a) => [a.slug, a._id]));
        if (oldSlugs.length > 0) {
          await source.deps.models.SlugRedirect.insertMany(
            oldSlugs.map((old, index) => ({ _id: old, articleId: ids.get(slugs[owners[index]!]!)!, createdAt: new Date() })),
          );
        }
        const before = await snapshot(source.deps.models);

        const folder = path.join(tmp('rt-export'), 'out');
        const exported = await exportContent(source.deps.models, folder, media);
        expect(exported.warnings).toEqual([]);
        const targetMedia = tmp('rt-media2');
        const imported = await importContent(target.deps.models, folder, targetMedia);
        expect(imported).toMatchObject({ errors: [], warnings: [], created: articles.length });
        expect(await snapshot(target.deps.models)).toEqual(before);
        const shown = new Set(before.articles.flatMap((a) => [...a.content.matchAll(/src="\/media\/([^"]+)"/g)].map((m) => m[1]!)));
        expect(readdirSync(targetMedia).sort()).toEqual([...shown].sort());
      }),
      { numRuns: 12 },
    );
  }, 240_000);

  it("adds an import's redirects, and leaves alone one that is an article's slug or leads to another article", async () => {
    const { models } = target.deps;
    await clear(models);
    const folder = tmp('rt-redirects');
    const file = (slug: string, redirects: string[]) =>
      `---\ntitle: ${slug}\nslug: ${slug}\ncategory: Guides\nredirects: [${redirects.join(', ')}]\n---\n<p>${slug}</p>\n`;
    writeFileSync(path.join(folder, 'one.html'), file('one', ['old-one', 'two']));
    writeFileSync(path.join(folder, 'two.html'), file('two', ['old-one', 'old-two']));
    const result = await importContent(models, folder, tmp('rt-media3'));
    expect(result.warnings).toEqual([
      "one.html: redirects: 'two' is an article's slug: not a redirect",
      "two.html: redirects: 'old-one' already leads to another article: left as it is",
    ]);
    const ids = new Map((await models.Article.find().lean<ArticleDoc[]>()).map((a) => [a.slug, a._id]));
    expect((await snapshot(models)).redirects).toEqual([
      { _id: 'old-one', articleId: ids.get('one') },
      { _id: 'old-two', articleId: ids.get('two') },
    ]);
    expect((await importContent(models, folder, tmp('rt-media4'))).warnings).toEqual(result.warnings);
    expect(await models.SlugRedirect.countDocuments()).toBe(2);
  });
});
