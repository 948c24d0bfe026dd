import { ArticleHighlights } from '@kb/contracts';
import { describe, expect, it } from 'vitest';
import { testApiForFile } from '../../../test/harness';
import { publishedArticles } from '../../../test/articles';
import { insightsFor } from '../../insights/insightsService';

const api = testApiForFile();

const view = (id: string, address: string) =>
  api.send('POST', `/api/articles/${id}/views`, {}, { 'X-Forwarded-For': address, 'User-Agent': 'highlights-test' });

async function highlights(): Promise<ArticleHighlights> {
  await insightsFor(api.deps).recorder.flush();
  const response = await api.get('/api/article-highlights');
  expect(response.status).toBe(200);
  return ArticleHighlights.parse(await response.json());
}

describe('GET /api/article-highlights', () => {
  it('lists the most read articles (by readers, most first) and the articles updated last', async () => {
    const [first, second, third] = publishedArticles(api.deps.readModel);
    const before = await highlights();
    expect(before.popular).toEqual([]);
    const metas = api.deps.readModel
      .articleMetas()
      .sort((a, b) => new Date(b.updatedAt).getTime() - new Date(a.updatedAt).getTime() || a.title.localeCompare(b.title));
    expect(before.recent.map((a) => a.slug)).toEqual(metas.slice(0, 5).map((m) => m.slug));

    // Read concurrently: three readers read the second article, two the third, one the first.
    await Promise.all([
      ...['198.51.100.1', '198.51.100.2', '198.51.100.3'].map((ip) => view(second!._id, ip)),
      ...['198.51.100.4', '198.51.100.5'].map((ip) => view(third!._id, ip)),
      view(first!._id, '198.51.100.6'),
    ]);
    const after = await highlights();
    expect(after.popular.map((a) => a.title)).toEqual([second!.title, third!.title, first!.title]);
  });
});
