import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishedArticles } from '../../test/articles';
import { startTestApi, type TestApi } from '../../test/harness';

let a: TestApi;

beforeAll(async () => {
  a = await startTestApi();
});
afterAll(async () => {
  await a.close();
});

describe('search results in the read model', () => {
  it('searches a query once until the content changes: queries that normalise alike share the answer, a publish is seen at once', () => {
    const readModel = a.deps.readModel;
    const first = readModel.search('genlock', 10);
    expect(first.results.length).toBeGreaterThan(0);
    expect(readModel.search('  GENLOCK ', 10)).toBe(first);
    expect(readModel.search('genlock', 5)).not.toBe(first);

    const top = publishedArticles(readModel).find((article) => article._id === first.results[0]!.id)!;
    readModel.setArticle({ ...top, title: 'Genlock Retitled By A Publish' });
    const after = readModel.search('genlock', 10);
    expect(after).not.toBe(first);
    expect(after.results.find((result) => result.id === top._id)?.title).toBe('Genlock Retitled By A Publish');
    expect(first.results.find((result) => result.id === top._id)?.title).toBe(top.title);
  });
});
