import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { startTestApi, testApiForFile } from '../../../test/harness';
import { writeImport } from '../../commands/importContent';
import { repoRoot } from '../../db/paths';
import type { ArticleDoc, CategoryDoc } from '../../models';
import { convertDocusaurus } from './convert';

/** The Frigate documentation, a real Docusaurus site (vendored with its MIT licence: tests read nothing outside the repository). */
const corpus = path.join(repoRoot, 'api/test/fixtures/third_party/frigate-docs');

const api = testApiForFile({ seed: false });

describe('importing the Frigate docs', () => {
  it('imports every page with 0 errors, every internal link and anchor resolving, images in media, warnings with file:line', async () => {
    const { models } = api.deps;
    const media = mkdtempSync(path.join(os.tmpdir(), 'kb-media-'));
    const result = await writeImport(models, await convertDocusaurus(corpus), media);
    expect(result.errors).toEqual([]);
    // 80 files: integrations/api.md is empty (a warning says so).
    expect(result).toMatchObject({ articles: 79, created: 79 });
    expect(result.warnings).toContain('docs/integrations/api.md:1: an empty page: not imported');
    for (const warning of result.warnings) expect(warning).toMatch(/^(?:docs\/[\w/.-]+\.mdx?|sidebars\.ts):\d+: \S/);

    const articles = await models.Article.find().lean<ArticleDoc[]>();
    const sections = new Map(articles.map((a) => [a.slug, new Set(a.headings.map((h) => h.id))]));
    let links = 0;
    let images = 0;
    for (const article of articles) {
      const html = JSDOM.fragment(article.content);
      for (const link of html.querySelectorAll('a[href]')) {
        const href = link.getAttribute('href')!;
        if (/^(?:[a-z][a-z0-9+.-]*:|\/\/)/i.test(href)) continue;
        const [, slug, anchor] = /^(?:\/article\/([a-z0-9-]+))?(?:#(.+))?$/.exec(href) ?? [];
        expect(slug ?? anchor, `${article.slug}: ${href}`).toBeDefined();
        const target = slug ?? article.slug;
        expect(sections.has(target), `${article.slug}: ${href}`).toBe(true);
        if (anchor) expect(sections.get(target)!.has(anchor), `${article.slug}: ${href}`).toBe(true);
        links += 1;
      }
      for (const image of html.querySelectorAll('img[src^="/media/"]')) {
        expect(existsSync(path.join(media, decodeURIComponent(image.getAttribute('src')!.slice('/media/'.length))))).toBe(true);
        images += 1;
      }
    }
    expect(links).toBeGreaterThan(300);
    expect(images).toBeGreaterThan(15);

    // Re-importing changes nothing; the read model and search take the import like any other.
    const again = await writeImport(models, await convertDocusaurus(corpus), media);
    expect(again).toMatchObject({ articles: 79, created: 0, updated: 0, unchanged: 79, errors: [] });
    await api.deps.readModel.load(models);
    const hits = (await (await api.get(`/api/search?q=${encodeURIComponent('stationary objects')}`)).json()) as { slug: string }[];
    expect(hits.map((hit) => hit.slug)).toContain('stationary-objects');
  }, 120_000);
});

describe('importing docs into a knowledge base with content', () => {
  it('finds categories by their path of names, never takes over one that has the same slug elsewhere', async () => {
    const other = await startTestApi({ seed: false });
    try {
      const { models } = other.deps;
      const ours: CategoryDoc = { _id: randomUUID(), name: 'Objects', slug: 'objects', order: 7, parentId: null };
      await models.Category.insertMany([ours]);
      const result = await writeImport(
        models,
        await convertDocusaurus(path.join(repoRoot, 'api/test/fixtures/third_party/docusaurus')),
        mkdtempSync(path.join(os.tmpdir(), 'kb-media-')),
      );
      expect(result).toMatchObject({ created: 8, errors: [] });
      expect(await models.Category.findOne({ _id: ours._id }).lean<CategoryDoc>()).toMatchObject(ours);
      const configuration = await models.Category.findOne({ name: 'Configuration', parentId: null }).lean<CategoryDoc>();
      const imported = await models.Category.findOne({ name: 'Objects', parentId: configuration!._id }).lean<CategoryDoc>();
      expect(imported).toMatchObject({ slug: 'configuration-objects', order: 1 });
      expect((await models.Article.findOne({ slug: 'stationary-objects' }).lean<ArticleDoc>())!.categoryId).toBe(imported!._id);
    } finally {
      await other.close();
    }
  }, 120_000);
});
