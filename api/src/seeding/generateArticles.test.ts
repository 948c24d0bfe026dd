import { existsSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Article, type Category } from '@kb/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { testApiForFile } from '../../test/harness';
import { parseGenerateArgs } from '../cli/generate';
import type { ArticleDoc } from '../models';
import { generateKnowledgeBase, NotEmptyError } from './generateArticles';

const COUNT = 300;
const api = testApiForFile({ seed: false });
let mediaDir: string;
let docs: ArticleDoc[];

beforeAll(async () => {
  mediaDir = mkdtempSync(path.join(os.tmpdir(), 'kb-generate-'));
  await generateKnowledgeBase(api.deps.models, { articles: COUNT, mediaDir });
  docs = await api.deps.models.Article.find().lean<ArticleDoc[]>();
  await api.deps.readModel.load(api.deps.models);
}, 120_000);

const depthOf = (nodes: Category[]): number => (nodes.length === 0 ? 0 : 1 + Math.max(...nodes.map((n) => depthOf(n.children))));

describe('pnpm kb generate', () => {
  it('stores N published articles with unique slugs across a category tree at least 4 levels deep', async () => {
    expect(docs).toHaveLength(COUNT);
    expect(new Set(docs.map((d) => d.slug)).size).toBe(COUNT);
    const tree = (await (await api.get('/api/categories')).json()) as Category[];
    expect(tree.reduce((sum, c) => sum + c.articleCount, 0)).toBe(COUNT);
    expect(depthOf(tree)).toBeGreaterThanOrEqual(4);
    const stats = await (await api.get('/api/stats')).json();
    expect(stats.articles).toBe(COUNT);
    expect(stats.words).toBe(docs.reduce((sum, d) => sum + d.wordCount, 0));
  });

  it('writes articles like an editor: h2–h4 sections, lists, figures with served images, tags and keywords', async () => {
    const levels = new Set(docs.flatMap((d) => d.headings.map((h) => h.level)));
    expect([...levels].sort()).toEqual([2, 3, 4]);
    expect(docs.every((d) => d.headings[0]?.level === 2 && d.semanticTags.length > 0 && d.seoKeywords.length >= 5)).toBe(true);
    const withImages = docs.filter((d) => d.imageCount > 0);
    expect(withImages.length / COUNT).toBeGreaterThan(0.2);
    const image = /<img src="\/media\/([^"]+)"/.exec(withImages[0]!.content)![1]!;
    expect(existsSync(path.join(mediaDir, image))).toBe(true);
    expect(docs.some((d) => d.content.includes('<ul><li>'))).toBe(true);
    const words = docs.map((d) => d.wordCount).sort((a, b) => a - b);
    expect(words[0]).toBeGreaterThan(150);
    expect(words[words.length - 1]! - words[0]!).toBeGreaterThan(400);
    const article = Article.parse(await (await api.get(`/api/articles/${docs[0]!.slug}`)).json());
    expect(article.tableOfContents.length).toBeGreaterThan(0);
    expect(article.metaDescription.length).toBeLessThanOrEqual(160);
  });

  it('refuses a database with content unless told to replace it, and then gives the same articles again', async () => {
    await expect(generateKnowledgeBase(api.deps.models, { articles: 10, mediaDir })).rejects.toThrow(NotEmptyError);
    const categories = await api.deps.models.Category.countDocuments();
    const result = await generateKnowledgeBase(api.deps.models, { articles: COUNT, mediaDir, replace: true });
    const again = await api.deps.models.Article.find().lean<ArticleDoc[]>();
    const view = (list: ArticleDoc[]) => list.map((d) => `${d.slug} ${d.title} ${d.wordCount}`).sort();
    expect(view(again)).toEqual(view(docs));
    expect(await api.deps.models.Category.countDocuments()).toBe(categories);
    expect(result).toMatchObject({ articles: COUNT, categories });
  }, 120_000);

  it('checks its options', () => {
    expect(parseGenerateArgs(['--articles', '1000', '--replace'])).toEqual({ articles: 1000, replace: true, seed: 42, versions: 1, languages: 1 });
    expect(parseGenerateArgs(['--articles=5', '--seed=7'])).toEqual({ articles: 5, replace: false, seed: 7, versions: 1, languages: 1 });
    expect(parseGenerateArgs([])).toEqual({ error: '--articles must be a whole number from 1 to 100000' });
    expect(parseGenerateArgs(['--articles', '100001'])).toEqual({ error: '--articles must be a whole number from 1 to 100000' });
    expect(parseGenerateArgs(['--articles', '10', '--fast'])).toEqual({ error: "Unknown option '--fast'" });
    expect(parseGenerateArgs(['--articles', '10', '--versions', '0'])).toEqual({ error: '--versions must be a whole number from 1 to 10' });
  });
});
