import { describe, expect, it } from 'vitest';
import { publishedArticles } from '../../test/articles';
import { testApiForFile } from '../../test/harness';
import { ArticleMarkdown } from './articleMarkdown';
import { LlmsFiles } from './llmsFiles';

const ORIGIN = 'https://kb.example.com';
const api = testApiForFile();

const textOf = async (body: Promise<{ gzip: Buffer; json(): Buffer }>) => (await body).json().toString('utf8');

describe('llms-full.txt after a publish', () => {
  it('is served as it was while the new one is made, one making at a time, then as published', async () => {
    const { readModel } = api.deps;
    const files = new LlmsFiles(readModel, new ArticleMarkdown(readModel));
    const before = await textOf(files.full(ORIGIN));
    const article = publishedArticles(readModel)[0]!;
    readModel.setArticle({ ...article, title: 'Genlock, As Published Later' });

    const [during, again] = await Promise.all([textOf(files.full(ORIGIN)), textOf(files.full(ORIGIN))]);
    expect(during).toBe(before);
    expect(again).toBe(before);
    await expect.poll(() => textOf(files.full(ORIGIN)), { timeout: 5000 }).toContain('Genlock, As Published Later');
  });
});

describe('llms.txt and llms-full.txt after an unpublish or a delete', () => {
  it('never list the article again, even while a making begun before it is under way', async () => {
    const { readModel } = api.deps;
    const files = new LlmsFiles(readModel, new ArticleMarkdown(readModel));
    const [unpublished, deleted, edited] = publishedArticles(readModel).slice(1, 4);
    await Promise.all([textOf(files.index(ORIGIN)), textOf(files.full(ORIGIN))]);

    // A publish starts a new making; the unpublish arrives while it is under way.
    readModel.setArticle({ ...edited!, title: 'Edited Before The Unpublish' });
    const started = [textOf(files.index(ORIGIN)), textOf(files.full(ORIGIN))];
    readModel.setArticle({ ...unpublished!, status: 'unpublished' });
    readModel.applyChanges({ removedIds: [deleted!._id] });
    const [index, full] = await Promise.all([textOf(files.index(ORIGIN)), textOf(files.full(ORIGIN))]);
    await Promise.all(started);
    for (const { slug } of [unpublished!, deleted!]) {
      expect(index).not.toContain(`/article/${slug}.md)`);
      expect(full).not.toMatch(new RegExp(`canonical_url: "?[^\\n]*/article/${slug}"?\\n`));
    }
    expect(full).toMatch(new RegExp(`canonical_url: "?[^\\n]*/article/${edited!.slug}"?\\n`));
    expect(index).toContain('Edited Before The Unpublish');
  });
});
